// The settings area: the settings page (its sections, and embedding's origins and API keys, whose texts are the
// embedding messages) and the admin test page (each integration checked for real).
import { defineScreenArea } from '../define-screen-area';
import { settingsMessages, embeddingMessages } from './messages';

export const settingsScreens = defineScreenArea({
  area: 'settings',
  messages: [settingsMessages, embeddingMessages],
  screens: {
    'admin-settings': {
      load: () => import('./AdminSettingsPage').then((module) => ({ default: module.AdminSettingsPage })),
      messages: ['settings', 'embedding'],
    },
    'admin-test': {
      load: () => import('./AdminTestPage').then((module) => ({ default: module.AdminTestPage })),
      messages: ['settings'],
    },
  },
});
