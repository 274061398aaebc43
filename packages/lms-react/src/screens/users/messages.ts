// The users folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const usersMessages = defineMessageArea('users', {
  'en-US': () => import('../../i18n/messages/users/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/users/fr-FR.json'),
  ar: () => import('../../i18n/messages/users/ar.json'),
});
