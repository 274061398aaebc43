// The reports folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const reportsMessages = defineMessageArea('reports', {
  'en-US': () => import('../../i18n/messages/reports/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/reports/fr-FR.json'),
  ar: () => import('../../i18n/messages/reports/ar.json'),
});
