// The embedding area: origins allowed to frame steps and API keys (the admin settings page).
import { defineScreenArea } from '../define-screen-area';

export const adminSettingsScreens = defineScreenArea({
  area: 'embedding',
  screens: {
    'admin-settings': {
      load: () => import('./AdminSettingsPage').then((module) => ({ default: module.AdminSettingsPage })),
      messages: ['action-plans'],
    },
  },
});
