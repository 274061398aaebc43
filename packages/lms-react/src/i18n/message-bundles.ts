// Message files per language, split by area (account and shell, learning, viewer, admin courses) so each area's
// texts live next to each other and can change without touching the others. The default language is bundled;
// the others load on demand, all their area files at once.
import enUSActionPlans from './messages/action-plans/en-US.json';
import enUSAdminCourses from './messages/admin-courses/en-US.json';
import enUS from './messages/en-US.json';
import enUSLearning from './messages/learning/en-US.json';
import enUSPayments from './messages/payments/en-US.json';
import enUSReports from './messages/reports/en-US.json';
import enUSViewer from './messages/viewer/en-US.json';
import type { MessageTree } from './message-tree';
import { mergeMessageTrees } from './message-tree';

/** Every area file of the default language (en-US), merged. */
export const DEFAULT_LANGUAGE_MESSAGES: MessageTree = mergeMessageTrees([
  enUS,
  enUSLearning,
  enUSViewer,
  enUSAdminCourses,
  enUSActionPlans,
  enUSPayments,
  enUSReports,
] as MessageTree[]);

type JsonModule = Promise<{ default: unknown }>;

async function loadAll(files: JsonModule[]): Promise<MessageTree> {
  const modules = await Promise.all(files);
  return mergeMessageTrees(modules.map((module) => module.default as MessageTree));
}

/**
 * Languages other than the default one, loaded on demand so the landing page stays small (the default language's
 * messages are part of the main bundle).
 */
export const MESSAGE_LOADERS: Readonly<Record<string, () => Promise<MessageTree>>> = {
  'fr-FR': () =>
    loadAll([
      import('./messages/fr-FR.json'),
      import('./messages/learning/fr-FR.json'),
      import('./messages/viewer/fr-FR.json'),
      import('./messages/admin-courses/fr-FR.json'),
      import('./messages/action-plans/fr-FR.json'),
      import('./messages/payments/fr-FR.json'),
      import('./messages/reports/fr-FR.json'),
    ]),
  // Modern Standard Arabic, written right to left: the library mirrors its layout (`dir` on its root).
  ar: () =>
    loadAll([
      import('./messages/ar.json'),
      import('./messages/learning/ar.json'),
      import('./messages/viewer/ar.json'),
      import('./messages/admin-courses/ar.json'),
      import('./messages/action-plans/ar.json'),
      import('./messages/payments/ar.json'),
      import('./messages/reports/ar.json'),
    ]),
};
