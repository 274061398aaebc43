// Vitest's global setup: the Firebase Auth and Functions emulators (firebase-tools, offline) for the package's tests,
// on ports nobody else holds, so several runs on one machine never meet. The functions are the product's callables
// bundled from test/emulator/functions-entry.ts as `firebase deploy` would take them; the suite reaches them through
// that entry's router, so the emulator starts a few processes rather than one per function (functions-entry.ts says
// why). Their addresses reach the tests through `inject`.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleFunctions, FUNCTIONS_NODE_MAJOR } from '../../functions-bundle.mjs';
import { PROJECT_ID } from './test-host-scope';

export { PROJECT_ID };

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** `http://127.0.0.1:<port>/demo-lms/us-central1`: a callable answers at `<this>/<name>`. */
    functionsBaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A limit against a hang, not a speed target: 8-10 s to listen here, 20-25 s on a busy machine (Auth alone). */
const START_LIMIT_MS = 300_000;

/** The Auth emulator answers its root once it listens; the functions are loaded when the CLI says all are ready. */
async function untilListening(
  url: string,
  child: ChildProcess,
  output: () => string,
  ready: (output: string) => boolean,
): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`The emulators were not ready in time:\n${output()}`);
    if (child.exitCode !== null)
      throw new Error(`The emulators stopped (exit ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok && ready(output())) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Where the functions are built: inside the package, so their imports resolve to the workspace's node_modules. */
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** Requests the emulator answers at once, each in a process of its own (see the spawn below). */
const PARALLEL_REQUESTS = 4;

/** npm's `node` package of the Node the functions deploy on: it ships the binary itself. */
const FUNCTIONS_NODE_PACKAGE = 'node@22.23.3';

/**
 * The Node that runs the emulators, and so the functions: the emulator runs them on its own Node unless the
 * requested major matches a `node_modules/node` of theirs, which its version lookup never finds (firebase-tools
 * 15.34). So the CLI itself runs on the Node the functions deploy on, installed once into a cache from the npm
 * registry (LMS_FUNCTIONS_NODE names another binary). Without it the functions would run on this machine's Node:
 * in CI that is a failure, elsewhere a warning.
 */
async function functionsNode(): Promise<string> {
  if (process.env.LMS_FUNCTIONS_NODE) return process.env.LMS_FUNCTIONS_NODE;
  if (Number(process.versions.node.split('.')[0]) === FUNCTIONS_NODE_MAJOR) return process.execPath;
  const cacheRoot = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'lms-platform');
  const cache = join(cacheRoot, FUNCTIONS_NODE_PACKAGE.replace('@', '-'));
  const binary = join(cache, 'node_modules', 'node', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(cacheRoot, { recursive: true });
  // Installed aside and renamed: two runs installing at once leave one whole copy.
  const staging = mkdtempSync(`${cache}-installing-`);
  try {
    await promisify(execFile)(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        FUNCTIONS_NODE_PACKAGE,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    if (!existsSync(binary)) renameSync(staging, cache);
    return binary;
  } catch (error) {
    const words = `Could not install ${FUNCTIONS_NODE_PACKAGE} for the functions (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(words, { cause: error });
    console.warn(`${words}: they run on this machine's Node ${process.versions.node}.`);
    return process.execPath;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const home = mkdtempSync(join(packageDir, 'test/emulator/.run-'));
  const [auth, functions, hub, logging] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  await bundleFunctions({
    entry: join(packageDir, 'test/emulator/functions-entry.ts'),
    outDir: join(home, 'functions'),
  });
  writeFileSync(
    join(home, 'firebase.json'),
    JSON.stringify({
      functions: [{ source: 'functions', codebase: 'default', runtime: 'nodejs22' }],
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        functions: { host: '127.0.0.1', port: functions },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  // A fresh message-of-the-day stamp and no usage reports: firebase-tools then asks nothing of the network.
  mkdirSync(join(home, 'configstore'));
  writeFileSync(
    join(home, 'configstore', 'firebase-tools.json'),
    JSON.stringify({ motd: { fetched: Date.now() }, usage: false }),
  );
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
  const child = spawn(
    await functionsNode(),
    [
      cli,
      'emulators:start',
      '--only',
      'auth,functions',
      '--project',
      PROJECT_ID,
      '--config',
      join(home, 'firebase.json'),
    ],
    {
      cwd: home,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: home,
        METADATA_SERVER_DETECTION: 'none',
        CI: 'true',
        // The emulator answers each request in a process of its own and starts one for every request that finds none
        // idle: 20 requests at once (a coupon race) started 20, each loading the functions, and on a busy machine
        // they did not end within the test's limit. Four at a time, the others queued, still race on the database.
        FUNCTIONS_EMULATOR_PARALLEL: String(PARALLEL_REQUESTS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await untilListening(
      `http://127.0.0.1:${auth}/`,
      child,
      () => output,
      (text) => text.includes('All emulators ready'),
    );
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  // The processes the suite will use, started now rather than inside a test's time (a cold one loads the whole bundle):
  // one request per process the emulator may run at once, each to no callable (a 404 from the router).
  const router = `http://127.0.0.1:${functions}/${PROJECT_ID}/us-central1/lms/warm-up`;
  await Promise.all(
    Array.from({ length: PARALLEL_REQUESTS }, () => fetch(router, { method: 'POST' }).then((r) => r.text())),
  );
  project.provide('authEmulatorHost', `127.0.0.1:${auth}`);
  project.provide('functionsBaseUrl', `http://127.0.0.1:${functions}/${PROJECT_ID}/us-central1`);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // What the emulators and the functions printed, for a failure that needs it: LMS_EMULATOR_LOG=<file>.
    if (process.env.LMS_EMULATOR_LOG) writeFileSync(process.env.LMS_EMULATOR_LOG, output);
    rmSync(home, { recursive: true, force: true });
  };
}
