// Message files per language. The shell is two files: `basics/` (the product noun, Loading, Try again, the
// notifications' labels: what every page shows, the action-plan frame included) and the rest (account screens,
// layouts). The areas follow, one folder each, named as the spec's areas. Only the default
// language's shell is bundled with the first page (default-shell.ts; the frame bundles its basics only); each screen
// loads its areas' files (SCREEN_MESSAGE_AREAS in screens/default-screens.ts) before it shows, and another language
// loads its shell and the areas already in use when the user switches to it.
import { mergeMessageTrees, type MessageTree } from './message-tree';

export const MESSAGE_AREAS = [
  'courses',
  'courses/authoring',
  'learning',
  'learning/viewer',
  'action-plans',
  'embedding',
  'payments',
  'reports',
  'settings',
  'users',
  'support',
  'certificates',
  'badges',
  'surveys',
  'audit',
] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

type JsonLoader = () => Promise<{ default: unknown }>;

/** The two shell files of each other language, loaded on demand. */
const SHELL_LOADERS: Readonly<Record<string, readonly [JsonLoader, JsonLoader]>> = {
  'fr-FR': [() => import('./messages/basics/fr-FR.json'), () => import('./messages/fr-FR.json')],
  // Modern Standard Arabic, written right to left: the library mirrors its layout (`dir` on its root).
  ar: [() => import('./messages/basics/ar.json'), () => import('./messages/ar.json')],
};

// One literal import per file, so the bundler makes each its own small chunk. An area may split its texts (a
// part its public screens need apart from its administrators'), each part in a folder inside the area's.
const AREA_LOADERS: Readonly<Record<MessageArea, Readonly<Record<string, JsonLoader>>>> = {
  courses: {
    'en-US': () => import('./messages/courses/en-US.json'),
    'fr-FR': () => import('./messages/courses/fr-FR.json'),
    ar: () => import('./messages/courses/ar.json'),
  },
  'courses/authoring': {
    'en-US': () => import('./messages/courses/authoring/en-US.json'),
    'fr-FR': () => import('./messages/courses/authoring/fr-FR.json'),
    ar: () => import('./messages/courses/authoring/ar.json'),
  },
  learning: {
    'en-US': () => import('./messages/learning/en-US.json'),
    'fr-FR': () => import('./messages/learning/fr-FR.json'),
    ar: () => import('./messages/learning/ar.json'),
  },
  'learning/viewer': {
    'en-US': () => import('./messages/learning/viewer/en-US.json'),
    'fr-FR': () => import('./messages/learning/viewer/fr-FR.json'),
    ar: () => import('./messages/learning/viewer/ar.json'),
  },
  'action-plans': {
    'en-US': () => import('./messages/action-plans/en-US.json'),
    'fr-FR': () => import('./messages/action-plans/fr-FR.json'),
    ar: () => import('./messages/action-plans/ar.json'),
  },
  embedding: {
    'en-US': () => import('./messages/embedding/en-US.json'),
    'fr-FR': () => import('./messages/embedding/fr-FR.json'),
    ar: () => import('./messages/embedding/ar.json'),
  },
  payments: {
    'en-US': () => import('./messages/payments/en-US.json'),
    'fr-FR': () => import('./messages/payments/fr-FR.json'),
    ar: () => import('./messages/payments/ar.json'),
  },
  reports: {
    'en-US': () => import('./messages/reports/en-US.json'),
    'fr-FR': () => import('./messages/reports/fr-FR.json'),
    ar: () => import('./messages/reports/ar.json'),
  },
  settings: {
    'en-US': () => import('./messages/settings/en-US.json'),
    'fr-FR': () => import('./messages/settings/fr-FR.json'),
    ar: () => import('./messages/settings/ar.json'),
  },
  users: {
    'en-US': () => import('./messages/users/en-US.json'),
    'fr-FR': () => import('./messages/users/fr-FR.json'),
    ar: () => import('./messages/users/ar.json'),
  },
  support: {
    'en-US': () => import('./messages/support/en-US.json'),
    'fr-FR': () => import('./messages/support/fr-FR.json'),
    ar: () => import('./messages/support/ar.json'),
  },
  certificates: {
    'en-US': () => import('./messages/certificates/en-US.json'),
    'fr-FR': () => import('./messages/certificates/fr-FR.json'),
    ar: () => import('./messages/certificates/ar.json'),
  },
  badges: {
    'en-US': () => import('./messages/badges/en-US.json'),
    'fr-FR': () => import('./messages/badges/fr-FR.json'),
    ar: () => import('./messages/badges/ar.json'),
  },
  surveys: {
    'en-US': () => import('./messages/surveys/en-US.json'),
    'fr-FR': () => import('./messages/surveys/fr-FR.json'),
    ar: () => import('./messages/surveys/ar.json'),
  },
  audit: {
    'en-US': () => import('./messages/audit/en-US.json'),
    'fr-FR': () => import('./messages/audit/fr-FR.json'),
    ar: () => import('./messages/audit/ar.json'),
  },
};

/** Languages besides the default one. */
export const OTHER_LANGUAGES: readonly string[] = Object.keys(SHELL_LOADERS);

async function loadTree(load: JsonLoader | undefined, what: string): Promise<MessageTree> {
  if (!load) throw new Error(`No message file for ${what}`);
  return (await load()).default as MessageTree;
}

/**
 * The shell messages of `language`, another than the default one: each i18n instance starts with the default
 * language's (default-shell.ts, or the part of it a page uses).
 */
export async function loadShellMessages(language: string): Promise<MessageTree> {
  const [basics, rest] = SHELL_LOADERS[language] ?? [undefined, undefined];
  const what = `the ${language} shell`;
  return mergeMessageTrees(await Promise.all([loadTree(basics, what), loadTree(rest, what)]));
}

// Area files already downloaded (by `area language`): a screen whose files a host preloaded finds them here while
// it renders, instead of suspending for a promise that is already settled (React would then hold the page back).
const downloadedAreas = new Map<string, MessageTree>();

/** One area's messages in `language`. */
export async function loadAreaMessages(area: MessageArea, language: string): Promise<MessageTree> {
  const tree = await loadTree(AREA_LOADERS[area][language], `${area} in ${language}`);
  downloadedAreas.set(`${area} ${language}`, tree);
  return tree;
}

/** The area's messages in `language` if a load of them has finished, without waiting. */
export function downloadedAreaMessages(area: MessageArea, language: string): MessageTree | undefined {
  return downloadedAreas.get(`${area} ${language}`);
}
