// Vitest's global setup: the Firebase Auth and Functions emulators (firebase-tools, offline) for the package's tests,
// on ports nobody else holds, so several runs on one machine never meet. The functions are the product's callables
// bundled from test/emulator/functions-entry.ts as `firebase deploy` would take them; the suite reaches them through
// that entry's router, so the emulator starts a few processes rather than one per function (functions-entry.ts says
// why). Their addresses reach the tests through `inject`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleFunctions } from '../../functions-bundle.mjs';
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
    process.execPath,
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
      env: { ...process.env, XDG_CONFIG_HOME: home, METADATA_SERVER_DETECTION: 'none', CI: 'true' },
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
