// Reads the screen tables of `src/screens/default-screens.ts` from its source, for Node tools that must not load
// React: the message-area check (screen-message-areas.test.ts) and the bundle budgets (`npm run bench`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The registry's source file, relative to the repository root. */
export const SCREENS_FILE = 'packages/lms-react/src/screens/default-screens.ts';

/** Route name -> module path of its screen (relative to the screens folder), from the loader table. */
export function screenModules(repoRoot: string): Map<string, string> {
  const source = readFileSync(join(repoRoot, SCREENS_FILE), 'utf8');
  const modules = new Map<string, string>();
  // Entries of the loader table: `name: () => import('./Screen')`.
  const pattern = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1] !== undefined && match[2] !== undefined) modules.set(match[1], match[2]);
  }
  return modules;
}

/** Route name -> the message areas its screen loads before it shows (SCREEN_MESSAGE_AREAS). */
export function screenMessageAreas(repoRoot: string): Map<string, string[]> {
  const source = readFileSync(join(repoRoot, SCREENS_FILE), 'utf8');
  const table = /SCREEN_MESSAGE_AREAS[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1];
  if (table === undefined) throw new Error(`No SCREEN_MESSAGE_AREAS table in ${SCREENS_FILE}`);
  const areas = new Map<string, string[]>();
  for (const match of table.matchAll(/['"]?([\w-]+)['"]?\s*:\s*\[([^\]]*)\]/g)) {
    areas.set(
      match[1]!,
      [...match[2]!.matchAll(/'([\w-]+)'/g)].map((area) => area[1]!),
    );
  }
  return areas;
}
