// Message files per language. The shell is two files: `basics/` (the product noun, Loading, Try again, the
// notifications' labels: what every page shows, the action-plan frame included) and the rest (account screens,
// layouts). The areas follow, one folder each, named as the spec's areas, and declared by the screen folders
// (MessageArea below). Only the default language's shell is bundled with the first page (default-shell.ts; the frame
// bundles its basics only); each screen loads its areas' files (SCREEN_MESSAGE_AREAS in screens/default-screens.ts)
// before it shows, and another language loads its shell and the areas already in use when the user switches to it.
import { mergeMessageTrees, type MessageTree } from './message-tree';

type JsonLoader = () => Promise<{ default: unknown }>;

/** The shell files of each other language (its basics, the rest and the areas' page titles), loaded on demand. */
const SHELL_LOADERS: Readonly<Record<string, readonly JsonLoader[]>> = {
  'fr-FR': [
    () => import('./messages/basics/fr-FR.json'),
    () => import('./messages/fr-FR.json'),
    () => import('./route-titles/fr-FR.gen'),
  ],
  // Modern Standard Arabic, written right to left: the library mirrors its layout (`dir` on its root).
  ar: [
    () => import('./messages/basics/ar.json'),
    () => import('./messages/ar.json'),
    () => import('./route-titles/ar.gen'),
  ],
};

/**
 * A message area: a folder of messages/ ('courses', or a part of an area such as 'courses/authoring', so the public
 * catalogue never downloads the editor's texts) with a loader of its file per language. Each is declared by the
 * screen folder whose texts it holds (screens/<folder>/messages.ts, listed in the folder's area.ts), one literal
 * import per file, so the bundler makes each its own small chunk.
 */
export interface MessageArea {
  readonly name: string;
  readonly files: Readonly<Record<string, JsonLoader>>;
}

export function defineMessageArea(name: string, files: MessageArea['files']): MessageArea {
  return { name, files };
}

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
  const loaders = SHELL_LOADERS[language];
  if (loaders === undefined) throw new Error(`No message file for the ${language} shell`);
  return mergeMessageTrees(await Promise.all(loaders.map((load) => loadTree(load, `the ${language} shell`))));
}

// Area files already downloaded (by `area language`): a screen whose files a host preloaded finds them here while
// it renders, instead of suspending for a promise that is already settled (React would then hold the page back).
const downloadedAreas = new Map<string, MessageTree>();

/** One area's messages in `language`. */
export async function loadAreaMessages(area: MessageArea, language: string): Promise<MessageTree> {
  const tree = await loadTree(area.files[language], `${area.name} in ${language}`);
  downloadedAreas.set(`${area.name} ${language}`, tree);
  return tree;
}

/** The area's messages in `language` if a load of them has finished, without waiting. */
export function downloadedAreaMessages(area: MessageArea, language: string): MessageTree | undefined {
  return downloadedAreas.get(`${area.name} ${language}`);
}
