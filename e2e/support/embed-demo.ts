// The embed demo (apps/embed-demo/server.mjs) as the e2e tests run it: a third-party page on its own origin, its
// tiny back end holding an API key of the platform. Started per spec on a free port of `localhost`, while the
// platform runs on 127.0.0.1: two sites, so the framed step is a third-party frame with blocked cookies.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from './free-port';

export const EMBED_DEMO_HOST = 'localhost';

export interface RunningEmbedDemo {
  origin: string;
  stop(): Promise<void>;
}

export async function embedDemoOrigin(): Promise<{ origin: string; port: number }> {
  const port = await findFreePort(EMBED_DEMO_HOST);
  return { origin: `http://${EMBED_DEMO_HOST}:${port}`, port };
}

function closed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('close', () => resolve()));
}

export async function startEmbedDemo(options: {
  repositoryRoot: string;
  port: number;
  lmsUrl: string;
  apiKey: string;
  stepId: string;
}): Promise<RunningEmbedDemo> {
  const origin = `http://${EMBED_DEMO_HOST}:${options.port}`;
  const child = spawn(process.execPath, [join(options.repositoryRoot, 'apps/embed-demo/server.mjs')], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: EMBED_DEMO_HOST,
      LMS_URL: options.lmsUrl,
      LMS_API_KEY: options.apiKey,
      LMS_STEP_ID: options.stepId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The embed demo exited:\n${output}`);
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The embed demo did not answer ${origin}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      const done = closed(child);
      child.kill('SIGTERM');
      await done;
    },
  };
}
