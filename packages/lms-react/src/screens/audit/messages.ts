// The audit folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const auditMessages = defineMessageArea('audit', {
  'en-US': () => import('../../i18n/messages/audit/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/audit/fr-FR.json'),
  ar: () => import('../../i18n/messages/audit/ar.json'),
});
