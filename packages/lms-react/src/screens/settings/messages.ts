// The settings folder's texts, and the embedding area's, which has no screens of its own: its settings
// (allowed sites, API keys) are drawn here. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const settingsMessages = defineMessageArea('settings', {
  'en-US': () => import('../../i18n/messages/settings/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/settings/fr-FR.json'),
  ar: () => import('../../i18n/messages/settings/ar.json'),
});

export const embeddingMessages = defineMessageArea('embedding', {
  'en-US': () => import('../../i18n/messages/embedding/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/embedding/fr-FR.json'),
  ar: () => import('../../i18n/messages/embedding/ar.json'),
});
