// The learning folder's texts: the dashboard's, and the course viewer's apart. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const learningMessages = defineMessageArea('learning', {
  'en-US': () => import('../../i18n/messages/learning/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/learning/fr-FR.json'),
  ar: () => import('../../i18n/messages/learning/ar.json'),
});

export const learningViewerMessages = defineMessageArea('learning/viewer', {
  'en-US': () => import('../../i18n/messages/learning/viewer/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/learning/viewer/fr-FR.json'),
  ar: () => import('../../i18n/messages/learning/viewer/ar.json'),
});
