// Running the Firebase CLI's emulators offline, shared by this package's test setup (emulators.ts) and the Firebase
// end-to-end stack (e2e/harness/firebase-stack.ts): free ports, the Node the functions deploy on, a quiet CLI
// configuration, and waiting until the emulators are ready.
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { FUNCTIONS_NODE_MAJOR } from '../../functions-bundle.mjs';

export function freePort(): Promise<number> {
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
export async function untilListening(
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

/** npm's `node` package of the Node the functions deploy on: it ships the binary itself. */
const FUNCTIONS_NODE_PACKAGE = 'node@22.23.3';

/**
 * The Node that runs the emulators, and so the functions: the emulator runs them on its own Node unless the
 * requested major matches a `node_modules/node` of theirs, which its version lookup never finds (firebase-tools
 * 15.34). So the CLI itself runs on the Node the functions deploy on, installed once into a cache from the npm
 * registry (LMS_FUNCTIONS_NODE names another binary). Without it the functions would run on this machine's Node:
 * in CI that is a failure, elsewhere a warning.
 */
export async function functionsNode(): Promise<string> {
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

/** The firebase-tools CLI script, run with `functionsNode()`. */
export function firebaseCli(): string {
  return join(
    dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
}

/**
 * A configuration home for the CLI (its XDG_CONFIG_HOME) with a fresh message-of-the-day stamp and no usage
 * reports: firebase-tools then asks nothing of the network.
 */
export function quietCliHome(home: string): void {
  mkdirSync(join(home, 'configstore'), { recursive: true });
  writeFileSync(
    join(home, 'configstore', 'firebase-tools.json'),
    JSON.stringify({ motd: { fetched: Date.now() }, usage: false }),
  );
}

/**
 * What the CLI needs in its environment besides the caller's. The emulator learns the functions' names by loading
 * their code in a process of its own and gives up after 10 s by default, then serves no function at all while
 * saying all is ready: on a busy machine loading the bundle took longer (a loaded CI run's whole Firebase suite met
 * "Function us-central1-lms does not exist"). FUNCTIONS_DISCOVERY_TIMEOUT is in seconds: a limit against a hang.
 */
export const EMULATOR_ENV = {
  FUNCTIONS_DISCOVERY_TIMEOUT: '600',
  METADATA_SERVER_DETECTION: 'none',
} as const;
