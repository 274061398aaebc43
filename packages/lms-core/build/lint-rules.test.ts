// The layering rules of the root eslint.config.js catch what they are there for: an import cycle inside a package
// (import-x/no-cycle reads the imported modules from disk, so two real files import each other in a temporary
// folder of lms-core's sources) and the imports across layers that the boundaries forbid.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CORE_SRC = join(ROOT, 'packages/lms-core/src');
const TEMP_PREFIX = 'lint-rules-tmp-';

const options = { cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') };
const eslint = new ESLint(options);
// The probes below check the boundaries between packages. The cycle rule, tested on real files above them, would
// follow a probe's relative import through every module it reaches (all of lms-core's sources from apps/host).
const boundaries = new ESLint({ ...options, ruleFilter: ({ ruleId }) => ruleId !== 'import-x/no-cycle' });
// The first lint loads the config, TypeScript, typescript-eslint and import-x: most of this file's time, and many
// seconds on a busy machine. It is done while the file is collected, like an import, so no test's timeout counts it.
await eslint.lintText('export {};\n', { filePath: join(CORE_SRC, 'warm-up.ts') });

function ruleIds(results: ESLint.LintResult[]): (string | null)[] {
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

/** The rule ids ESLint reports for `code` as if it were the file at `path` (relative to the repository root). */
async function lintAs(path: string, code: string) {
  return ruleIds(await boundaries.lintText(code, { filePath: join(ROOT, path) }));
}

describe('layering lint rules', () => {
  let folder: string;
  beforeAll(() => {
    // A run stopped half-way leaves its folder behind, and its cycle would fail `npm run lint`.
    for (const stale of readdirSync(CORE_SRC).filter((name) => name.startsWith(TEMP_PREFIX))) {
      rmSync(join(CORE_SRC, stale), { recursive: true, force: true });
    }
    folder = mkdtempSync(join(CORE_SRC, TEMP_PREFIX));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reports two modules that import each other', async () => {
    writeFileSync(join(folder, 'a.ts'), "import { b } from './b';\nexport const a = (): string => b();\n");
    writeFileSync(join(folder, 'b.ts'), "import { a } from './a';\nexport const b = (): string => a();\n");
    const results = await eslint.lintFiles([join(folder, 'a.ts'), join(folder, 'b.ts')]);
    expect(results.map((result) => ruleIds([result]))).toEqual([
      ['import-x/no-cycle'],
      ['import-x/no-cycle'],
    ]);
  });

  it('does not report a type-only import back', async () => {
    writeFileSync(
      join(folder, 'c.ts'),
      "import { d } from './d';\nexport type C = string;\nexport const c = d;\n",
    );
    writeFileSync(join(folder, 'd.ts'), "import type { C } from './c';\nexport const d: C = 'd';\n");
    expect(ruleIds(await eslint.lintFiles([join(folder, 'c.ts'), join(folder, 'd.ts')]))).toEqual([]);
  });

  it('keeps lms-core below lms-react, the server and React', async () => {
    for (const name of ['@lms/react', '@lms/server', 'react']) {
      const code = `import { x } from '${name}';\nexport const y = x;\n`;
      expect(await lintAs('packages/lms-core/src/auth/probe.ts', code), name).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it('keeps lms-node below the Node hosts, and the domain and the client packages off it', async () => {
    for (const name of ['@lms/server', '@lms/firebase', '@lms/react']) {
      const code = `import { x } from '${name}';\nexport const y = x;\n`;
      expect(await lintAs('packages/lms-node/src/probe.ts', code), name).toEqual(['no-restricted-imports']);
    }
    const node = "import { x } from '@lms/node';\nexport const y = x;\n";
    for (const path of ['packages/lms-domain/src/probe.ts', 'packages/lms-react/src/probe.ts'])
      expect(await lintAs(path, node), path).toEqual(['no-restricted-imports']);
    for (const path of ['packages/lms-server/src/probe.ts', 'packages/lms-firebase/src/probe.ts'])
      expect(await lintAs(path, node), path).toEqual([]);
  });

  it('keeps the contract off the adapters', async () => {
    const code =
      "import { createServerStorage } from '../adapters/server/storage';\nexport const s = createServerStorage;\n";
    expect(await lintAs('packages/lms-core/src/api/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('keeps lms-react off the server and apps off the packages’ sources', async () => {
    const server = "import { x } from '@lms/server';\nexport const y = x;\n";
    expect(await lintAs('packages/lms-react/src/probe.ts', server)).toEqual(['no-restricted-imports']);
    const sources = "import { x } from '../../../packages/lms-core/src/index';\nexport const y = x;\n";
    expect(await lintAs('apps/host/src/probe.ts', sources)).toEqual(['no-restricted-imports']);
    const byName = "import { x } from '@lms/core';\nexport const y = x;\n";
    expect(await lintAs('apps/host/src/probe.ts', byName)).toEqual([]);
  });
});
