// Reads the screen manifests (`src/screens/*/area.ts` and `platform-screens.ts`) and the folders' message areas
// (`src/screens/*/messages.ts`) as text, for Node tools that must not load React: the message-area check (screen-message-areas.test.ts) and the bundle budgets (`npm run bench`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The registry's source file, relative to the repository root: module paths below are relative to its folder. */
export const SCREENS_FILE = 'packages/lms-react/src/screens/default-screens.ts';
const SCREENS_DIR = 'packages/lms-react/src/screens';

/** Each manifest: its folder relative to screens/ ('.' for the platform's) and its text. */
function manifests(repoRoot: string): { folder: string; source: string }[] {
  const dir = join(repoRoot, SCREENS_DIR);
  const found = [{ folder: '.', source: readFileSync(join(dir, 'platform-screens.ts'), 'utf8') }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, 'area.ts');
    if (entry.isDirectory() && existsSync(file))
      found.push({ folder: entry.name, source: readFileSync(file, 'utf8') });
  }
  return found;
}

/** The entries of a manifest's `screens`: route name -> its text (`load: () => import(...)`, `messages: [...]`). */
function entries(source: string): [string, string][] {
  const starts = [...source.matchAll(/['"]?([\w-]+)['"]?\s*:\s*\{\s*load:/g)];
  return starts.map((match, i) => [
    match[1]!,
    source.slice(match.index + match[0].length, starts[i + 1]?.index ?? source.length),
  ]);
}

/** Route name -> module path of its screen (relative to the screens folder). */
export function screenModules(repoRoot: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const { folder, source } of manifests(repoRoot)) {
    for (const [name, body] of entries(source)) {
      const path = /import\(\s*['"]\.\/([^'"]+)['"]\s*\)/.exec(body)?.[1];
      if (path !== undefined) modules.set(name, folder === '.' ? `./${path}` : `./${folder}/${path}`);
    }
  }
  return modules;
}

/** Route name -> the message areas its screen loads before it shows. */
export function screenMessageAreas(repoRoot: string): Map<string, string[]> {
  const areas = new Map<string, string[]>();
  for (const { source } of manifests(repoRoot)) {
    for (const [name, body] of entries(source)) {
      const list = /messages:\s*\[([^\]]*)\]/.exec(body)?.[1];
      if (list !== undefined)
        areas.set(
          name,
          [...list.matchAll(/'([\w/-]+)'/g)].map((area) => area[1]!),
        );
    }
  }
  return areas;
}

export interface DeclaredMessageArea {
  /** The screen folder whose messages.ts declares it. */
  folder: string;
  name: string;
  /** Language -> the file it loads, relative to i18n/messages/. */
  files: Record<string, string>;
}

/** The message areas the screen folders declare (`defineMessageArea('name', { 'en-US': () => import(...) })`). */
export function declaredMessageAreas(repoRoot: string): DeclaredMessageArea[] {
  const dir = join(repoRoot, SCREENS_DIR);
  const declared: DeclaredMessageArea[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, 'messages.ts');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    for (const part of readFileSync(file, 'utf8').split('defineMessageArea(').slice(1)) {
      const name = /^\s*'([\w/-]+)'/.exec(part)?.[1];
      if (name === undefined) continue;
      const files = [
        ...part.matchAll(
          /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*'\.\.\/\.\.\/i18n\/messages\/([^']+)'/g,
        ),
      ];
      declared.push({
        folder: entry.name,
        name,
        files: Object.fromEntries(files.map((m) => [m[1]!, m[2]!])),
      });
    }
  }
  return declared;
}
