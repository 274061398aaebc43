// No import cycle in any workspace's sources, type-only imports included (import-x/no-cycle sees value imports
// only). The fixtures show the check finds what the lint rule cannot: two modules tied by `import type` alone.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCycles, findCycles, importGraph, importedSpecifiers, readSources } from './import-cycles';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKSPACES = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(ROOT, group)).map((name) => join(group, name)),
);

/** Cycles of an in-memory tree, paths relative to /fixture. */
function cyclesOf(files: Record<string, string>): string[] {
  const tree = new Map(Object.entries(files).map(([name, text]) => [`/fixture/${name}`, text]));
  return describeCycles(findCycles(importGraph(tree)), '/fixture');
}

describe('the import graph check', () => {
  it('reads value, type-only, re-export and import-equals declarations', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export type { D } from './d';",
      "export * from './e';",
      "import f = require('./f');",
      "const lazy = () => import('./g');",
    ].join('\n');
    expect(importedSpecifiers('x.ts', text)).toEqual(['./a', './b', './c', './d', './e', './f']);
  });

  it('finds a cycle made only of type-only imports, which import-x/no-cycle does not see', () => {
    expect(
      cyclesOf({
        'course.ts':
          "import type { Lesson } from './lesson';\nexport interface Course { lessons: Lesson[] }\n",
        'lesson.ts': "import type { Course } from './course';\nexport interface Lesson { course: Course }\n",
        'unrelated.ts': "import type { Course } from './course';\nexport type Id = Course['lessons'];\n",
      }),
    ).toEqual(['course.ts -> lesson.ts -> course.ts']);
  });

  it('follows folders, index files and .js specifiers, and lists a longer cycle in import order', () => {
    expect(
      cyclesOf({
        'a.ts': "export * from './b/index.js';\n",
        'b/index.ts': "import type { C } from '../c';\nexport type B = C;\n",
        'c.tsx': "import { a } from './a';\nexport type C = typeof a;\n",
      }),
    ).toEqual(['a.ts -> b/index.ts -> c.tsx -> a.ts']);
  });

  it('passes a tree without cycles and ignores other packages', () => {
    expect(
      cyclesOf({
        'a.ts': "import type { B } from './b';\nimport { z } from 'zod';\nimport '@lms/core';\n",
        'b.ts': "import type { C } from './c';\n",
        'c.ts': 'export type C = 1;\n',
      }),
    ).toEqual([]);
  });
});

describe('the sources of every workspace', () => {
  // Parsing a large package takes seconds on a loaded machine: a limit, not a speed target.
  it.each(WORKSPACES)(
    '%s has no import cycle, counting type-only imports',
    { timeout: 60_000 },
    (workspace) => {
      const src = join(ROOT, workspace, 'src');
      expect(describeCycles(findCycles(importGraph(readSources(src))), src)).toEqual([]);
    },
  );
});
