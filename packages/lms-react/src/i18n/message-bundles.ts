// Message files per language. The shell is two files: `basics/` (the product noun, Loading, Try again, the
// notifications' labels: what every page shows, the action-plan frame included) and the rest (account screens,
// layouts). The areas follow: learning, viewer, admin courses, action plans, payments, reports. Only the default
// language's shell is bundled with the first page (default-shell.ts; the frame bundles its basics only); each screen
// loads its areas' files (SCREEN_MESSAGE_AREAS in screens/default-screens.ts) before it shows, and another language
// loads its shell and the areas already in use when the user switches to it.
import { mergeMessageTrees, type MessageTree } from './message-tree';

export const MESSAGE_AREAS = [
  'learning',
  'viewer',
  'admin-courses',
  'action-plans',
  'payments',
  'reports',
] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

type JsonLoader = () => Promise<{ default: unknown }>;

/** The two shell files of each other language, loaded on demand. */
const SHELL_LOADERS: Readonly<Record<string, readonly [JsonLoader, JsonLoader]>> = {
  'fr-FR': [() => import('./messages/basics/fr-FR.json'), () => import('./messages/fr-FR.json')],
  // Modern Standard Arabic, written right to left: the library mirrors its layout (`dir` on its root).
  ar: [() => import('./messages/basics/ar.json'), () => import('./messages/ar.json')],
};

// One literal import per file, so the bundler makes each its own small chunk.
const AREA_LOADERS: Readonly<Record<MessageArea, Readonly<Record<string, JsonLoader>>>> = {
  learning: {
    'en-US': () => import('./messages/learning/en-US.json'),
    'fr-FR': () => import('./messages/learning/fr-FR.json'),
    ar: () => import('./messages/learning/ar.json'),
  },
  viewer: {
    'en-US': () => import('./messages/viewer/en-US.json'),
    'fr-FR': () => import('./messages/viewer/fr-FR.json'),
    ar: () => import('./messages/viewer/ar.json'),
  },
  'admin-courses': {
    'en-US': () => import('./messages/admin-courses/en-US.json'),
    'fr-FR': () => import('./messages/admin-courses/fr-FR.json'),
    ar: () => import('./messages/admin-courses/ar.json'),
  },
  'action-plans': {
    'en-US': () => import('./messages/action-plans/en-US.json'),
    'fr-FR': () => import('./messages/action-plans/fr-FR.json'),
    ar: () => import('./messages/action-plans/ar.json'),
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
