// The surveys folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const surveysMessages = defineMessageArea('surveys', {
  'en-US': () => import('../../i18n/messages/surveys/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/surveys/fr-FR.json'),
  ar: () => import('../../i18n/messages/surveys/ar.json'),
});
