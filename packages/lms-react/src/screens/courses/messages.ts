// The courses folder's texts: the catalogue's, and the editor's apart so the public catalogue never
// downloads them. Each file is a literal import, so the bundler makes it a chunk of its own.
import { defineMessageArea } from '../../i18n/message-bundles';

export const coursesMessages = defineMessageArea('courses', {
  'en-US': () => import('../../i18n/messages/courses/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/courses/fr-FR.json'),
  ar: () => import('../../i18n/messages/courses/ar.json'),
});

export const courseAuthoringMessages = defineMessageArea('courses/authoring', {
  'en-US': () => import('../../i18n/messages/courses/authoring/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/courses/authoring/fr-FR.json'),
  ar: () => import('../../i18n/messages/courses/authoring/ar.json'),
});
