// `npm run test:trial-area`: proves that docs/adding-an-area.md still works. In a temporary copy of the work tree it
// adds an area `trial` as the doc says (one operation and how it is cached, a handler, a subscriber to "course
// completed", a table, one screen calling the operation through its generated hook, with its texts and page title,
// one story, its authorization rows), makes the one shared edit the doc lists (its name in AREA_NAMES), expects the
// registries' check to fail naming the area, runs `npm run areas`, and runs the type checks of the packages it
// touched and the tests that read the manifests. The copy is removed at the end, whatever happened; the work tree is never
// written to. Several minutes on two cores (four type checks); `npm test` runs it in the browser lane.
import { spawn } from 'node:child_process';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const copy = mkdtempSync(join(tmpdir(), 'lms-trial-area-'));
const removeCopy = () => rmSync(copy, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    removeCopy();
    process.exit(130);
  });
}

/** The work tree's files (tracked and new, not ignored) copied; node_modules linked, its workspace links copied. */
function copyWorkTree() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: REPO })
    .toString()
    .split('\0')
    .filter((file) => file !== '');
  for (const file of files) {
    const from = join(REPO, file);
    // A file deleted in the work tree but still tracked.
    try {
      if (!lstatSync(from).isFile()) continue;
    } catch {
      continue;
    }
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(from, join(copy, file));
  }
  // Each installed package is linked; @lms/* are relative links to the workspace, so copied they point into the copy.
  const modules = join(REPO, 'node_modules');
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === '@lms')
      cpSync(join(modules, entry), join(copy, 'node_modules', entry), {
        recursive: true,
        verbatimSymlinks: true,
      });
    else if (entry === '.bin' || !entry.startsWith('.'))
      symlinkSync(join(modules, entry), join(copy, 'node_modules', entry));
  }
  for (const dir of ['packages', 'apps']) {
    for (const pkg of readdirSync(join(REPO, dir))) {
      const nested = join(REPO, dir, pkg, 'node_modules');
      try {
        if (lstatSync(nested).isDirectory()) symlinkSync(nested, join(copy, dir, pkg, 'node_modules'));
      } catch {
        // No dependencies of its own.
      }
    }
  }
}

const write = (file, text) => {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), text);
};
const read = (file) => readFileSync(join(copy, file), 'utf8');
/** One shared edit: `text` inserted after the line holding `anchor`. */
const shared = [];
function insertAfter(file, anchor, text, what) {
  const source = read(file);
  const at = source.indexOf(anchor);
  if (at === -1)
    throw new Error(`${file} has no ${JSON.stringify(anchor)}: the doc's step "${what}" no longer fits`);
  const end = source.indexOf('\n', at) + 1;
  writeFileSync(join(copy, file), source.slice(0, end) + text + source.slice(end));
  shared.push(`${file}: ${what}`);
}

// The area's own files, as docs/adding-an-area.md lists them.
const AREA_FILES = {
  'packages/lms-core/src/api/operations/trial.ts': `// The trial area's contract (scripts/trial-area.test.mjs).
import { z } from 'zod';
import { defineOperation } from '../contract';

export const getTrialCompletions = defineOperation({
  name: 'getTrialCompletions',
  summary: 'How many courses the caller completed since the trial area was added.',
  input: z.object({}).strict(),
  output: z.object({ completed: z.number().int() }),
  access: 'user',
});

export const trialOperations = { getTrialCompletions } as const;
`,
  'packages/lms-core/src/api/cache/trial.ts': `// How clients call and cache the trial area's operations (scripts/trial-area.test.mjs).
import type { trialOperations } from '../operations/trial';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['TrialCompletions']);

export const trialCache = defineAreaCache<typeof trialOperations>()(kinds, {
  getTrialCompletions: { call: 'read', provides: [kinds.TrialCompletions] },
});
`,
  'packages/lms-core/src/routing/routes/trial.ts': `// The trial area's page (scripts/trial-area.test.mjs).
import { defineAreaRoutes } from '../route-spec';

export const trialRoutes = defineAreaRoutes(() => [
  { name: 'trial', path: '/trial', access: 'student', addedBeyondSpec: true },
]);
`,
  'packages/lms-domain/src/db/tables/trial.ts': `// Kysely table types of the trial area (conventions: ../schema.ts).
export interface TrialCompletionsTable {
  user_id: string;
  course_id: string;
  completed_at: number;
}

declare module '../schema' {
  interface Database {
    trial_completions: TrialCompletionsTable;
  }
}
`,
  'packages/lms-domain/src/trial/migrations/900-trial.ts': `// The trial area's table: one row per course a learner completed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_completions')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('trial_completions_pk', ['user_id', 'course_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_completions').execute();
}
`,
  'packages/lms-domain/src/trial/completions.ts': `// The trial area's rules: it counts the courses a learner completed.
import type { DomainContext } from '../context';
import type { TrialCompletionsTable } from '../db/tables/trial';

export async function recordCompletion(ctx: DomainContext, userId: string, courseId: string): Promise<void> {
  const row: TrialCompletionsTable = { user_id: userId, course_id: courseId, completed_at: ctx.now() };
  await ctx.db
    .insertInto('trial_completions')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

export async function countCompletions(ctx: DomainContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('trial_completions')
    .select((eb) => eb.fn.countAll<number>().as('completed'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.completed);
}
`,
  'packages/lms-domain/src/trial/handlers.ts': `import type { HandlerMap } from '../functions/registry';
import { countCompletions } from './completions';

export const trialHandlers = {
  getTrialCompletions: async ({ ctx, caller }) => ({ completed: await countCompletions(ctx, caller.uid) }),
} satisfies Partial<HandlerMap>;
`,
  'packages/lms-domain/src/trial/area.ts': `// The trial area: counts completed courses (scripts/trial-area.test.mjs).
import { defineDomainArea } from '../areas/define-area';
import { recordCompletion } from './completions';
import { trialHandlers } from './handlers';
import * as trialTable from './migrations/900-trial';

export const trialArea = defineDomainArea({
  name: 'trial',
  handlers: trialHandlers,
  migrations: { '900-trial': trialTable },
  subscribes: { 'course-completed': (ctx, event) => recordCompletion(ctx, event.userId, event.courseId) },
});
`,
  'packages/lms-domain/test/conformance/authorization/trial-rows.ts': `import { U, type MatrixArea } from './matrix-types';

export const trialArea: MatrixArea = {
  area: 'trial',
  rows: [
    {
      operation: 'getTrialCompletions',
      situation: 'their own count',
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
  ],
};
`,
  'packages/lms-react/src/screens/trial/messages.ts': `import { defineMessageArea } from '../../i18n/message-bundles';

export const trialMessages = defineMessageArea('trial', {
  'en-US': () => import('../../i18n/messages/trial/en-US.json'),
  'fr-FR': () => import('../../i18n/messages/trial/fr-FR.json'),
  ar: () => import('../../i18n/messages/trial/ar.json'),
});
`,
  'packages/lms-react/src/screens/trial/area.ts': `// The trial area's screens (scripts/trial-area.test.mjs).
import { defineScreenArea } from '../define-screen-area';
import { trialMessages } from './messages';

export const trialScreens = defineScreenArea({
  area: 'trial',
  messages: [trialMessages],
  screens: {
    trial: {
      load: () => import('./TrialPage').then((module) => ({ default: module.TrialPage })),
      messages: ['trial'],
    },
  },
});
`,
  // The area's hooks module: its endpoints, drawn from the contract, load with its screens (no endpoint written).
  'packages/lms-react/src/screens/trial/trial-api.ts': `import { trialCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const { useGetTrialCompletionsQuery } = injectArea(trialCache);
`,
  'packages/lms-react/src/screens/trial/TrialPage.tsx': `import { useTranslation } from 'react-i18next';
import { useGetTrialCompletionsQuery } from './trial-api';

export function TrialPage() {
  const { t } = useTranslation();
  const { data } = useGetTrialCompletionsQuery({});
  return (
    <>
      <h1>{t('trial.heading')}</h1>
      {data && <p>{data.completed}</p>}
    </>
  );
}
`,
  'packages/lms-react/src/i18n/messages/trial/en-US.json': '{ "trial": { "heading": "Trial" } }\n',
  'packages/lms-react/src/i18n/messages/trial/fr-FR.json': '{ "trial": { "heading": "Essai" } }\n',
  'packages/lms-react/src/i18n/messages/trial/ar.json': '{ "trial": { "heading": "تجربة" } }\n',
  // The page's title, which the shell shows before the page's texts load (the admin navigation, the document title).
  'packages/lms-react/src/i18n/messages/trial/route-titles.en-US.json':
    '{ "route": { "trial": { "title": "Trial", "description": "The trial area." } } }\n',
  'packages/lms-react/src/i18n/messages/trial/route-titles.fr-FR.json':
    '{ "route": { "trial": { "title": "Essai", "description": "La zone d’essai." } } }\n',
  'packages/lms-react/src/i18n/messages/trial/route-titles.ar.json':
    '{ "route": { "trial": { "title": "تجربة", "description": "منطقة التجربة." } } }\n',
  'apps/storybook/src/stories/screens/trial/Trial.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';

const meta = {
  title: 'Screens/Trial',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/trial', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Heading: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Trial' })).toBeVisible();
  },
};
`,
};

/** The one shared edit docs/adding-an-area.md lists: the area's name in AREA_NAMES. */
function sharedEdits() {
  insertAfter('packages/lms-core/src/areas.ts', "  'audit',", "  'trial',\n", 'AREA_NAMES');
}

/** Runs a command in the copy; resolves with its exit code and output. */
function run(command, args) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: copy, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolveRun({ label: [command, ...args].join(' '), code, output }));
  });
}

const tsc = (project) => run('node', ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit']);
const vitest = (...files) =>
  run('node', ['node_modules/vitest/vitest.mjs', 'run', '--maxWorkers=1', ...files]);
const MANIFEST_TESTS = [
  'packages/lms-core/src/api/operations/contract-areas.test.ts',
  'packages/lms-core/src/api/cache/contract-cache.test.ts',
  'packages/lms-react/src/store/contract-endpoints.test.ts',
  'packages/lms-domain/src/areas/areas.test.ts',
  'packages/lms-domain/src/events/publish.test.ts',
  'packages/lms-react/build/screen-message-areas.test.ts',
  'packages/lms-react/src/i18n/messages.test.ts',
  'packages/lms-core/src/routing/route-table.test.ts',
];

/** Runs the checks two at a time (two cores); returns the failed ones. */
async function failures(checks) {
  const failed = [];
  const queue = [...checks];
  await Promise.all(
    [0, 1].map(async () => {
      for (let check = queue.shift(); check !== undefined; check = queue.shift()) {
        const result = await check();
        console.log(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.label}`);
        if (result.code !== 0) failed.push(result);
      }
    }),
  );
  return failed;
}

let ok;
try {
  copyWorkTree();
  // The next free migration number, as the doc says.
  const used = readdirSync(join(copy, 'packages/lms-domain/src'), { recursive: true })
    .map((path) => /migrations[\\/](\d{3})-/.exec(path)?.[1])
    .filter((number) => number !== undefined)
    .map(Number);
  const migration = `${String(Math.max(...used) + 1).padStart(3, '0')}-trial`;
  for (const [file, text] of Object.entries(AREA_FILES))
    write(file.replace('900-trial', migration), text.replaceAll('900-trial', migration));
  sharedEdits();
  console.log(`Shared edits:\n  ${shared.join('\n  ')}`);
  if (shared.length > 3)
    throw new Error(`The doc allows three shared edits; the trial made ${shared.length}`);

  // Before \`npm run areas\` writes the registries, the check in \`npm test\`'s lint stage must fail naming the area.
  const stale = await run('node', ['scripts/areas.mjs', '--check']);
  const named = stale.code !== 0 && stale.output.includes("lacks the area 'trial'");
  console.log(`${named ? 'ok  ' : 'FAIL'} before \`npm run areas\`, its check fails naming 'trial'`);
  if (!named) console.log(stale.output.slice(-3000));
  const written = await run('node', ['scripts/areas.mjs']);
  console.log(`${written.code === 0 ? 'ok  ' : 'FAIL'} npm run areas\n${written.output.trim()}`);

  const failed = await failures([
    () => tsc('packages/lms-core'),
    () => tsc('packages/lms-domain/test'),
    () => tsc('packages/lms-react'),
    () => tsc('apps/storybook'),
    () => vitest(...MANIFEST_TESTS),
  ]);
  for (const result of failed) console.log(`\n${result.label}\n${result.output.slice(-4000)}`);

  ok = failed.length === 0 && named && written.code === 0;
} finally {
  removeCopy();
}
console.log(
  `${ok ? "The doc's steps work" : "The doc's steps do not work"} (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(ok ? 0 : 1);
