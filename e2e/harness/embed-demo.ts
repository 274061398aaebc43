// The embed demo (apps/embed-demo/server.mjs) as the e2e tests run it: a third-party page on its own origin, its
// tiny back end holding an API key of the platform. Started per spec on a free port of `localhost`, while the
// platform runs on 127.0.0.1: two sites, so the framed step is a third-party frame with blocked cookies.
import { join } from 'node:path';
import { startDemoProcess, type RunningDemo } from './demo-process';
import { findFreePort } from './free-port';

export const EMBED_DEMO_HOST = 'localhost';

export type RunningEmbedDemo = RunningDemo;

export async function embedDemoOrigin(): Promise<{ origin: string; port: number }> {
  const port = await findFreePort(EMBED_DEMO_HOST);
  return { origin: `http://${EMBED_DEMO_HOST}:${port}`, port };
}

export async function startEmbedDemo(options: {
  repositoryRoot: string;
  port: number;
  lmsUrl: string;
  apiKey: string;
  stepId: string;
}): Promise<RunningEmbedDemo> {
  return startDemoProcess({
    name: 'embed demo',
    script: join(options.repositoryRoot, 'apps/embed-demo/server.mjs'),
    origin: `http://${EMBED_DEMO_HOST}:${options.port}`,
    env: {
      PORT: String(options.port),
      HOST: EMBED_DEMO_HOST,
      LMS_URL: options.lmsUrl,
      LMS_API_KEY: options.apiKey,
      LMS_STEP_ID: options.stepId,
    },
  });
}
