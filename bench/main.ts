// `npm run bench`: the server under HTTP load at 1x and 10x data on SQLite and on PostgreSQL, the enrolment report,
// bundle budgets, start-up and memory, Lighthouse, and the Firebase host's callables on the emulators; writes bench/results/latest.{md,json}. See docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { firebaseBundles, gzipSize, hostBundles, type RouteBundle } from './bundles';
import { firebaseChecks, measureFirebaseCallables, type FirebaseCallableFigures } from './firebase';
import { ADMIN_EMAIL, BENCH_PASSWORD, studentEmail } from './data/dataset-shape';
import { runBareServer } from './http/bare-server';
import { SERVER_SCENARIOS, freePort, runSuite, type SuiteResult } from './http/http-suite';
import type { ScenarioName } from './http/scenarios';
import { runLighthouse, type LighthousePage } from './lighthouse';
import { bundleChecks, growthChecks, httpChecks, lighthouseChecks, reportChecks } from './report/checks';
import { consoleTable, writeReport, type BenchReport } from './report/write-report';
import type { Check } from './targets';

const benchScript = fileURLToPath(import.meta.url);
/** The bundle runs from bench/.out/, two levels below the repository. */
const repoRoot = resolve(benchScript, '../../..');

const { values } = parseArgs({
  options: {
    'bare-server': { type: 'string' },
    quick: { type: 'boolean', default: false },
    scales: { type: 'string', default: '1,10' },
    'postgres-scales': { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '64' },
    tokens: { type: 'string', default: '2000' },
    'report-runs': { type: 'string', default: '15' },
    skip: { type: 'string', default: '' },
    only: { type: 'string', default: '' },
    scenarios: { type: 'string', default: SERVER_SCENARIOS.join(',') },
    'keep-data': { type: 'boolean', default: false },
    'work-dir': { type: 'string', default: join(tmpdir(), 'lms-bench') },
  },
  strict: true,
});

const log = (line: string) => console.log(line);

function scalesOf(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((scale) => Number.isFinite(scale) && scale > 0);
}

function gitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot }).toString().trim() !== '';
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

async function embedScriptSize(baseUrl: string): Promise<number | null> {
  const response = await fetch(`${baseUrl}/embed.js`);
  const type = response.headers.get('content-type') ?? '';
  // The host app answers unknown page paths with index.html: only a script counts.
  if (!response.ok || !/javascript/.test(type)) return null;
  return gzipSize(Buffer.from(await response.arrayBuffer()));
}

/** `--only bundles`: the built `/embed.js` as the server would send it, read from the root build's output. */
function builtEmbedScriptSize(): number | null {
  const path = join(repoRoot, 'packages/lms-core/dist/embed.js');
  return existsSync(path) ? gzipSize(readFileSync(path)) : null;
}

const PARTS = ['http', 'postgres', 'reports', 'bundles', 'lighthouse', 'firebase'];

async function main(): Promise<number> {
  const started = new Date();
  const quick = values.quick === true;
  const only = (values.only ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const unknown = only.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
  const skip = new Set(
    only.length > 0
      ? PARTS.filter((part) => !only.includes(part))
      : (values.skip ?? '').split(',').map((part) => part.trim()),
  );
  const sqliteScales = quick ? [0.02, 0.2] : scalesOf(values.scales ?? '1,10');
  const postgresScales = skip.has('postgres')
    ? []
    : quick
      ? [0.02]
      : scalesOf(values['postgres-scales'] ?? '1');
  const settings = {
    connections: Number(values.connections),
    seconds: quick ? 3 : Number(values.seconds),
    warmupSeconds: quick ? 1 : Number(values.warmup),
    tokens: Number(values.tokens),
    reportRuns: skip.has('reports') ? 0 : quick ? 5 : Number(values['report-runs']),
    sqliteScales,
    postgresScales,
  };
  const suiteOptions = {
    repoRoot,
    benchScript,
    workDir: values['work-dir'] ?? join(tmpdir(), 'lms-bench'),
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    tokens: settings.tokens,
    reportRuns: settings.reportRuns,
    keepData: values['keep-data'] === true,
    scenarios: (values.scenarios ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is ScenarioName => (SERVER_SCENARIOS as string[]).includes(name)),
    serverNodeFlags: (process.env.LMS_BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== ''),
    serverCli: process.env.LMS_BENCH_SERVER_CLI,
    log,
  };
  const checks: Check[] = [];
  const notes: string[] = [];

  // Bundles first: they need only the builds (the root `bench` script makes both host builds).
  const bundles = skip.has('bundles') ? [] : hostBundles(repoRoot, join(repoRoot, 'apps/host/dist'));
  // The Firebase build's figures, beside the self-hosted ones, without budgets for now (issue 33).
  const firebase: RouteBundle[] | { skipped: string } = skip.has('bundles')
    ? { skipped: 'skipped with --skip bundles' }
    : (firebaseBundles(repoRoot, join(repoRoot, 'apps/host/dist-firebase')) ?? {
        skipped: 'not built: npm run build:firebase -w @lms/host',
      });
  // Without the HTTP part no server runs: the embed script is measured from the build instead.
  let embedScript: { gzipBytes: number | null } = {
    gzipBytes: skip.has('http') && !skip.has('bundles') ? builtEmbedScriptSize() : null,
  };
  let lighthouse: LighthousePage[] | { skipped: string } = { skipped: 'skipped with --skip lighthouse' };

  const suites: SuiteResult[] = [];
  if (!skip.has('http')) {
    for (const [index, scale] of sqliteScales.entries()) {
      const first = index === 0;
      const suite = await runSuite('sqlite', scale, suiteOptions, async (server, dataset) => {
        if (!first) return;
        if (!skip.has('bundles')) embedScript = { gzipBytes: await embedScriptSize(server.url) };
        if (skip.has('lighthouse')) return;
        log(`${dataset.target.dialect} ${scale}x: Lighthouse`);
        lighthouse = await runLighthouse({
          baseUrl: server.url,
          debuggingPort: await freePort(),
          signIn: { email: studentEmail(0), password: BENCH_PASSWORD },
          pages: [
            { page: 'landing', path: '/', signedIn: false },
            { page: 'catalogue', path: '/courses', signedIn: true },
            { page: 'course viewer', path: '/student/courses/bc0/view', signedIn: true },
          ],
          log,
        });
      });
      suites.push(suite);
    }
    for (const scale of postgresScales) suites.push(await runSuite('postgres', scale, suiteOptions));
  }

  // The Firebase host on the emulators, after the HTTP load so the two never share the machine.
  const firebaseCallables: FirebaseCallableFigures | { skipped: string } = skip.has('firebase')
    ? { skipped: 'skipped with --skip firebase' }
    : await measureFirebaseCallables(repoRoot, log);

  for (const suite of suites) checks.push(...httpChecks(suite));
  const sqlite = suites.filter((suite) => suite.dialect === 'sqlite');
  const [smallest] = sqlite;
  const largest = sqlite.at(-1);
  if (smallest && largest && largest !== smallest) checks.push(...growthChecks(smallest, largest));
  for (const suite of suites) checks.push(...reportChecks(suite, suite === largest || suite.scale >= 10));
  if (!skip.has('bundles')) checks.push(...bundleChecks(bundles, embedScript, firebase));
  checks.push(...lighthouseChecks(lighthouse));
  checks.push(...firebaseChecks(firebaseCallables));

  notes.push(
    `Sign-in load: the auth rate limit per client (settings key auth.rateLimits, signInPerIp) is raised to 1,000,000 per 15 minutes for the benchmark database, because every request comes from 127.0.0.1; the per-account limit keeps its default.`,
    `Every generated account has the same password hash (${BENCH_PASSWORD}, hashed once): scrypt costs ~45 ms by design, so hashing each of 100,000 accounts would take over an hour. A sign-in still runs the full scrypt against the stored salt.`,
    `Load: ${settings.connections} connections for ${settings.seconds} s after ${settings.warmupSeconds} s of warm-up, by autocannon in the bench process; the server is another process on the same 2 cores, so both share the machine.`,
    `Administrator for reports: ${ADMIN_EMAIL}.`,
    `The server runs from the production build (NODE_ENV=production) with LMS_LOG_LEVEL=warn: Fastify's two log lines per request at the default level "info" would be measured as well.`,
    `Data sets are generated per run (bench/data/) straight into a fresh database after the server's migrations; progress events cover the last 29 days, as the server keeps applied events 30 days. ID tokens for the load are signed with the database's own key.`,
  );

  const report: BenchReport = {
    startedAt: started.toISOString(),
    durationSeconds: (Date.now() - started.getTime()) / 1000,
    commit: gitDescription(),
    machine: { cpus: cpus().length, node: process.version, platform: `${process.platform} ${process.arch}` },
    settings,
    checks,
    suites,
    bundles,
    firebaseBundles: firebase,
    firebaseCallables,
    embedScript,
    lighthouse,
    notes,
  };
  const written = writeReport(join(repoRoot, 'bench/results'), report);
  console.log('\n' + consoleTable(checks));
  console.log(`\nReport: ${written.markdown} and ${written.json}`);
  const failed = checks.filter((check) => check.status === 'fail');
  if (failed.length > 0) {
    console.error(
      `\nFAILED: ${failed.map((check) => `${check.group} / ${check.figure}: ${check.value}`).join('; ')}`,
    );
    return 1;
  }
  return 0;
}

if (values['bare-server'] !== undefined) {
  await runBareServer(Number(values['bare-server']));
} else {
  process.exitCode = await main();
}
