// The badges folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const badgesMessages = defineMessageArea('badges', {
  'en-US': () => import('../../i18n/messages/badges/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/badges/fr-FR.json'),
  ar: () => import('../../i18n/messages/badges/ar.json'),
});
