// The support folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const supportMessages = defineMessageArea('support', {
  'en-US': () => import('../../i18n/messages/support/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/support/fr-FR.json'),
  ar: () => import('../../i18n/messages/support/ar.json'),
});
