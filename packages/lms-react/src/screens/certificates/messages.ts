// The certificates folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const certificatesMessages = defineMessageArea('certificates', {
  'en-US': () => import('../../i18n/messages/certificates/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/certificates/fr-FR.json'),
  ar: () => import('../../i18n/messages/certificates/ar.json'),
});
