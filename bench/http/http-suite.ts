// The HTTP benchmark on one data set: `lms start` from the production build with each scenario in turn under the
// same load, each right after the bare route under that load (the machine is shared, and how fast it is drifts within
// a run: a ratio is only fair to a limit measured beside it), then the start-up time, memory and report timing.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { DatabaseDialect } from '../../packages/lms-server/src/context';
import {
  dropPostgresDatabase,
  generateDataset,
  type DatasetTarget,
  type GeneratedDataset,
} from '../data/generate';
import type { BenchTable } from '../data/rows';
import { runLoad, type LoadResult } from './load';
import { timeCertificatePdfs, type CertificatePdfTiming } from './certificate-timing';
import { timeReports, type ReportTiming } from './report-timing';
import { scenarioRequest, type ScenarioName } from './scenarios';
import { startProcess, type ServerProcess } from './server-process';

export const SERVER_SCENARIOS: ScenarioName[] = [
  'catalogue',
  'course-detail',
  'my-enrolments',
  'progress-update',
  'sign-in',
  'certificate-verify',
];

export interface SuiteOptions {
  repoRoot: string;
  /** The bundled bench script: started again with --bare-server for the reference process. */
  benchScript: string;
  workDir: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  tokens: number;
  reportRuns: number;
  keepData: boolean;
  /** Which scenarios to run (all by default). */
  scenarios: ScenarioName[];
  /** Extra node flags for the server under test (LMS_BENCH_SERVER_NODE_FLAGS, e.g. --cpu-prof when profiling). */
  serverNodeFlags: string[];
  /** Another build of `lms` to measure (LMS_BENCH_SERVER_CLI); the production build in dist/ by default. */
  serverCli?: string | undefined;
  log: (line: string) => void;
}

export interface SuiteResult {
  label: string;
  dialect: DatabaseDialect;
  scale: number;
  rows: Partial<Record<BenchTable, number>>;
  fillSeconds: number;
  startupMs: number;
  idleRssBytes: number;
  peakRssBytes: number;
  scenarios: Partial<Record<ScenarioName, LoadResult>>;
  /** The bare route measured right before each scenario: that scenario's limit. */
  bareFor: Partial<Record<ScenarioName, LoadResult>>;
  reports: ReportTiming[];
  /** Certificate PDFs made one after another (null when the report runs are skipped). */
  certificatePdf: CertificatePdfTiming | null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const cpuText = (result: LoadResult) =>
  result.serverCpuUsPerRequest === null
    ? 'not measured'
    : `${Math.round(result.serverCpuUsPerRequest)} µs/request` +
      (result.serverSystemCpuUsPerRequest === null
        ? ''
        : ` (${Math.round(result.serverSystemCpuUsPerRequest)} in the kernel)`);

export async function runSuite(
  dialect: DatabaseDialect,
  scale: number,
  options: SuiteOptions,
  whileServing?: (server: ServerProcess, dataset: GeneratedDataset) => Promise<void>,
): Promise<SuiteResult> {
  const label = `${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${scale}x`;
  const tag = `${dialect}-${String(scale).replace('.', '_')}x`;
  // A PostgreSQL-only run keeps no data here but still writes its servers' logs.
  mkdirSync(options.workDir, { recursive: true });
  const port = await freePort();
  const target: DatasetTarget = {
    dialect,
    scale,
    dataDir: join(options.workDir, tag),
    databaseName: `lms_bench_${tag.replace(/-/g, '_')}`,
    publicUrl: `http://127.0.0.1:${port}`,
  };
  options.log(`${label}: generating the data set`);
  const dataset = await generateDataset(target, { tokens: options.tokens, log: options.log });
  options.log(`${label}: data set ready in ${dataset.fillSeconds.toFixed(1)} s`);

  const load = (server: ServerProcess, url: string, name: ScenarioName) =>
    runLoad({
      url,
      request: scenarioRequest(name, dataset),
      connections: options.connections,
      seconds: options.seconds,
      // A warm-up would leave 64 sign-ins queued behind scrypt, eating seconds of the measured window.
      warmupSeconds: name === 'sign-in' ? 0 : options.warmupSeconds,
      rss: server.rss,
      cpuMs: server.cpuMs,
      systemCpuMs: server.systemCpuMs,
    });

  // The bare route's process stays up (idle) beside the server and is loaded right before each scenario.
  const barePort = await freePort();
  const bareServer = await startProcess({
    args: [options.benchScript, '--bare-server', String(barePort)],
    env: {},
    port: barePort,
    logFile: join(options.workDir, 'bare-server.log'),
    probePath: '/bare',
  });
  let server: ServerProcess;
  try {
    server = await startProcess({
      args: [
        ...options.serverNodeFlags,
        options.serverCli ?? join(options.repoRoot, 'packages/lms-server/dist/cli.js'),
        'start',
      ],
      env: dataset.env,
      port,
      logFile: join(options.workDir, `server-${tag}.log`),
      probePath: '/api/auth/v2/passwordPolicy',
    });
  } catch (error) {
    await bareServer.stop();
    throw error;
  }
  options.log(`${label}: lms start answered after ${Math.round(server.startupMs)} ms`);
  const scenarios: Partial<Record<ScenarioName, LoadResult>> = {};
  const bareFor: Partial<Record<ScenarioName, LoadResult>> = {};
  let reports: ReportTiming[] = [];
  let certificatePdf: CertificatePdfTiming | null = null;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idleRssBytes = server.rss();
  try {
    for (const name of options.scenarios) {
      const bare = await load(bareServer, bareServer.url, 'bare');
      bareFor[name] = bare;
      const result = await load(server, server.url, name);
      scenarios[name] = result;
      options.log(
        `${label}: ${name} ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, ` +
          `p99 ${result.p99Ms.toFixed(1)} ms, server CPU ${cpuText(result)}` +
          (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : '') +
          `; bare route just before: ${Math.round(bare.requestsPerSecond)} req/s, p99 ${bare.p99Ms.toFixed(1)} ms, ` +
          `server CPU ${cpuText(bare)}`,
      );
      if (result.firstFailure !== null) options.log(`  first failure: ${result.firstFailure}`);
    }
    if (options.reportRuns > 0)
      reports = await timeReports(server.url, dataset.adminToken, dataset.shape, options.reportRuns);
    for (const report of reports) {
      options.log(
        `${label}: report (${report.query}) median ${report.medianMs.toFixed(1)} ms, max ${report.maxMs.toFixed(1)} ms`,
      );
    }
    if (options.reportRuns > 0) {
      certificatePdf = await timeCertificatePdfs(
        server,
        dataset.adminToken,
        dataset.shape,
        options.reportRuns,
      );
      options.log(
        `${label}: certificate PDF median ${certificatePdf.medianMs.toFixed(1)} ms, ` +
          `server CPU ${certificatePdf.cpuMsPerPdf.toFixed(1)} ms per PDF (${certificatePdf.runs} PDFs)`,
      );
    }
    if (whileServing) await whileServing(server, dataset);
  } finally {
    await server.stop();
    await bareServer.stop();
    if (!options.keepData) {
      if (dialect === 'postgres') await dropPostgresDatabase(target.databaseName ?? '');
      rmSync(target.dataDir, { recursive: true, force: true });
    }
  }
  const peakRssBytes = Math.max(0, ...Object.values(scenarios).map((result) => result?.peakRssBytes ?? 0));
  return {
    label,
    dialect,
    scale,
    rows: dataset.rowCounts,
    fillSeconds: dataset.fillSeconds,
    startupMs: server.startupMs,
    idleRssBytes,
    peakRssBytes,
    scenarios,
    bareFor,
    reports,
    certificatePdf,
  };
}
