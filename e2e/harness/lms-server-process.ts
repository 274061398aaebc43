// Runs the BUILT server exactly as an operator does (`node packages/lms-server/dist/cli.js start`), so the e2e
// tests cover the shipped bundle, its configuration from environment variables and the built host app.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';

export interface RunningLmsServer {
  url: string;
  /** Where the server's stdout and stderr go. */
  logFile: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const POLL_MS = 200;
/** Output kept in memory, so a failed start explains itself in the test output (CI keeps no temp files). */
const KEPT_OUTPUT_CHARS = 4000;

export function serverCliPath(repositoryRoot: string): string {
  return join(repositoryRoot, 'packages/lms-server/dist/cli.js');
}

/** Resolves once the process has exited and its output pipes are drained. */
function closed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('close', () => resolve()));
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = closed(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await done;
  clearTimeout(timer);
}

/** Resolves once `url` answers; rejects as soon as the process dies, so a broken start-up fails in seconds. */
async function waitUntilAnswering(child: ChildProcess, url: string, output: () => string): Promise<void> {
  let exitCode: number | null = null;
  const exit = new Promise<'exited'>((resolve) =>
    child.once('close', (code) => {
      exitCode = code;
      resolve('exited');
    }),
  );
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answered = await Promise.race([
      exit,
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
    ]);
    if (answered === 'exited') {
      throw new Error(`The LMS server exited during start-up (code ${exitCode}). Its output:\n${output()}`);
    }
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `The LMS server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s. Its output:\n${output()}`,
  );
}

export async function startLmsServer(options: {
  repositoryRoot: string;
  url: string;
  env: Record<string, string>;
  logFile: string;
}): Promise<RunningLmsServer> {
  const cli = serverCliPath(options.repositoryRoot);
  if (!existsSync(cli)) {
    throw new Error(`${cli} does not exist: build first (npm run build), as the root "test" script does`);
  }
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [cli, 'start'], {
    cwd: options.repositoryRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let recent = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    recent = (recent + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilAnswering(child, `${options.url}/api/openapi.json`, () => recent);
  } catch (error) {
    await stopProcess(child);
    log.end();
    throw error;
  }
  return {
    url: options.url,
    logFile: options.logFile,
    stop: async () => {
      await stopProcess(child);
      log.end();
    },
  };
}
