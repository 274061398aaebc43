// The modules every page of the host loads up front (session, auth adapter, offline progress queue) validate with
// zod/mini: classic zod is ~25 kB gzipped and belongs to the lazily loaded contract. This follows their runtime
// imports through lms-core's sources (type-only imports are erased, so they do not count).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Modules of the first page's static import graph that validate data. */
const FIRST_LOAD_MODULES = [
  'auth/session.ts',
  'auth/id-token.ts',
  'auth/session-persistence.ts',
  'adapters/server/auth.ts',
  'adapters/server/auth-errors.ts',
  'adapters/server/auth-popup.ts',
  'api/auth-wire.ts',
  'learning/progress-queue.ts',
  'learning/progress-queue-storage.ts',
  'api/schemas/preferences-defaults.ts',
  // The action-plan frame's first page (other sites embed it): its launch and the sign-in popup's hand-off.
  'embed/frame-launch.ts',
  'embed/frame-sign-in.ts',
  'api/schemas/action-plan-limits.ts',
  // How each operation is cached: lms-react's store, on every page, builds its endpoints from it.
  'api/cache/index.ts',
];

// Whole statements only: `import type` / `export type` vanish at build time; `import { type X }` may not.
const IMPORT_STATEMENT = /^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The modules a source file loads at run time, as written. */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(IMPORT_STATEMENT)].filter((m) => !m[1]).map((m) => m[2] as string);
}

function resolveRelative(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${relative(SRC, from)}`);
  return found;
}

/** Every classic-zod import reachable from `roots`, as "importer -> specifier". */
function classicZodImports(roots: string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = roots.map((root) => join(SRC, root));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolveRelative(file, specifier));
      else if (/^zod(\/v4)?$/.test(specifier)) found.push(`${relative(SRC, file)} -> ${specifier}`);
    }
  }
  return found;
}

describe('first-load modules and zod', () => {
  it('reads runtime imports and skips type-only ones', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { X } from './x';",
      "import { a, type B } from './a';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "import './side-effect';",
      'import {\n  e,\n  f,\n} from "./ef";',
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['zod', './a', './c', './side-effect', './ef']);
  });

  it('load no classic zod, only zod/mini', () => {
    expect(classicZodImports(FIRST_LOAD_MODULES)).toEqual([]);
  });

  it('would notice a classic import further down the graph', () => {
    // The contract's schemas are classic: reaching them from a root must be reported.
    expect(classicZodImports(['api/schemas/learning-progress.ts'])).toContain(
      'api/schemas/learning-progress.ts -> zod',
    );
  });
});
