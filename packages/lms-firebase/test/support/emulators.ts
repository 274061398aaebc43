// Vitest's global setup: the Firebase Auth and Functions emulators (firebase-tools, offline) for the package's tests,
// on ports nobody else holds, so several runs on one machine never meet. The functions are the product's callables
// bundled from test/emulator/functions-entry.ts as `firebase deploy` would take them; the suite reaches them through
// that entry's router, so the emulator starts a few processes rather than one per function (functions-entry.ts says
// why). Their addresses reach the tests through `inject`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleFunctions } from '../../functions-bundle.mjs';
import {
  EMULATOR_ENV,
  firebaseCli,
  freePort,
  functionsNode,
  quietCliHome,
  untilListening,
} from './emulator-cli';
import { PROJECT_ID } from './test-host-scope';

export { PROJECT_ID };

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** `http://127.0.0.1:<port>/demo-lms/us-central1`: a callable answers at `<this>/<name>`. */
    functionsBaseUrl: string;
  }
}

/** Where the functions are built: inside the package, so their imports resolve to the workspace's node_modules. */
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** Requests the emulator answers at once, each in a process of its own (see the spawn below). */
const PARALLEL_REQUESTS = 4;

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
  quietCliHome(home);
  const cli = firebaseCli();
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
        ...EMULATOR_ENV,
        XDG_CONFIG_HOME: home,
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
  try {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_REQUESTS }, () =>
        fetch(router, { method: 'POST' }).then((r) => r.text()),
      ),
    );
    // The router's own 404 names the callable; the emulator's says the router is missing (its code not loaded).
    if (!answers.every((answer) => answer.includes('No callable named warm-up'))) {
      throw new Error(`The emulator did not load the functions: ${answers[0]}\n${output}`);
    }
  } catch (error) {
    // Vitest runs no teardown after a failed setup: the emulators would outlive the run.
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
