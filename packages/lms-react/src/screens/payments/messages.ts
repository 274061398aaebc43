// The payments folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const paymentsMessages = defineMessageArea('payments', {
  'en-US': () => import('../../i18n/messages/payments/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/payments/fr-FR.json'),
  ar: () => import('../../i18n/messages/payments/ar.json'),
});
