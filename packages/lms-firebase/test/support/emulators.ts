// Vitest's global setup: one Firebase Auth emulator (firebase-tools, offline) for the package's tests, on ports
// nobody else holds, so several runs on one machine never meet. Its address reaches the tests through `inject`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const PROJECT_ID = 'demo-lms';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
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

/** A limit against a hang, not a speed target: 8-10 s to listen here, 20-25 s on a busy machine. */
const START_LIMIT_MS = 300_000;

/** The emulator answers its root once it listens; until then the connection is refused. */
async function untilListening(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`The Auth emulator did not listen in time:\n${output()}`);
    if (child.exitCode !== null)
      throw new Error(`The Auth emulator stopped (exit ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const home = mkdtempSync(join(tmpdir(), 'lms-firebase-auth-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  writeFileSync(
    join(home, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
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
      'auth',
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
    await untilListening(`http://127.0.0.1:${auth}/`, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  project.provide('authEmulatorHost', `127.0.0.1:${auth}`);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
}
