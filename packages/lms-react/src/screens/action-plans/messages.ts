// The action-plans folder's texts. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const actionPlansMessages = defineMessageArea('action-plans', {
  'en-US': () => import('../../i18n/messages/action-plans/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/action-plans/fr-FR.json'),
  ar: () => import('../../i18n/messages/action-plans/ar.json'),
});
