// `npm run reliability`: the server under attack, failure and scale (issue 25, part 7). Builds like the bench, then
// runs the parts in turn against servers started from the production build, prints one line of figures and a
// PASS or FAIL per part, and exits non-zero when any part fails. Durations and sizes come from the environment
// (RELIABILITY_*; see docs/reliability.md). Outside `npm test`: it takes minutes and the whole machine.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFuzz } from './fuzz/fuzz-part';
import { runKill } from './kill/kill-part';
import { runCluster } from './cluster/cluster-part';
import { runSoak } from './soak/soak-part';
import { timedPart, type PartContext, type PartResult, type SuiteSettings } from './harness/part';

/** The bundle runs from reliability/.out/, two levels below the repository. */
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

function numberFrom(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, not "${text}"`);
  return value;
}

const settings: SuiteSettings = {
  seed: numberFrom('RELIABILITY_SEED', 20261127),
  fuzzCases: numberFrom('RELIABILITY_FUZZ_CASES', 24),
  fuzzConcurrency: numberFrom('RELIABILITY_FUZZ_CONCURRENCY', 8),
  killWriteSeconds: numberFrom('RELIABILITY_KILL_SECONDS', 8),
  killRounds: numberFrom('RELIABILITY_KILL_ROUNDS', 2),
  killWriters: numberFrom('RELIABILITY_KILL_WRITERS', 16),
  clusterSeconds: numberFrom('RELIABILITY_CLUSTER_SECONDS', 20),
  clusterSessions: numberFrom('RELIABILITY_CLUSTER_SESSIONS', 24),
  clusterOrders: numberFrom('RELIABILITY_CLUSTER_ORDERS', 10),
  soakMinutes: numberFrom('RELIABILITY_SOAK_MINUTES', 10),
  soakConnections: numberFrom('RELIABILITY_SOAK_CONNECTIONS', 200),
  memoryTolerance: numberFrom('RELIABILITY_MEMORY_TOLERANCE', 0.15),
  postgresAdminUrl: process.env.LMS_RELIABILITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

type Outcome = Omit<PartResult, 'part' | 'seconds'> | Omit<PartResult, 'seconds'>[];

const PARTS: Record<string, (context: PartContext) => Promise<Outcome>> = {
  fuzz: runFuzz,
  kill: runKill,
  cluster: runCluster,
  // The soak also takes a backup while it runs and restores it (part 5): both need the same load.
  soak: runSoak,
};

async function main(): Promise<number> {
  const only = (process.env.RELIABILITY_PARTS ?? Object.keys(PARTS).join(','))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const unknown = only.filter((part) => !(part in PARTS));
  if (unknown.length > 0)
    throw new Error(`RELIABILITY_PARTS takes ${Object.keys(PARTS).join(', ')}; not ${unknown}`);
  const workDir = process.env.RELIABILITY_WORK_DIR ?? join(tmpdir(), 'lms-reliability');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const context: PartContext = { repoRoot, workDir, settings, log: (line) => console.log(line) };
  console.log(
    `Reliability suite: ${only.join(', ')}; settings ${JSON.stringify(settings)}; logs in ${workDir}`,
  );
  const started = performance.now();
  const results: PartResult[] = [];
  for (const part of only) {
    console.log(`\n== ${part}`);
    for (const result of await timedPart(part, () => (PARTS[part] as (typeof PARTS)[string])(context))) {
      results.push(result);
      console.log(
        `${result.pass ? 'PASS' : 'FAIL'} ${result.part}: ${result.figures} (${result.seconds.toFixed(0)} s)`,
      );
      for (const failure of result.failures) console.log(`  - ${failure}`);
    }
  }
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nSummary (${minutes.toFixed(1)} min):`);
  for (const result of results)
    console.log(`${result.pass ? 'PASS' : 'FAIL'} ${result.part}: ${result.figures}`);
  return results.every((result) => result.pass) ? 0 : 1;
}

process.exitCode = await main();
// The keep-alive agent and any pg pool would hold the process open.
process.exit();
