// The library demo (apps/library-demo: another team's React app with its own router, mounting @lms/react under /learn, built by `npm run build`) as
// the e2e tests run it: on `localhost` while the platform runs on 127.0.0.1, so every API call crosses origins.
// Its origin is chosen when the stack starts, because the server must list it in LMS_LIBRARY_ORIGINS.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoProcess, type RunningDemo } from './demo-process';
import { findFreePort } from './free-port';

export const LIBRARY_DEMO_HOST = 'localhost';
/** Where the demo's own react-router mounts the library (apps/library-demo/src/main.tsx). */
export const LIBRARY_DEMO_MOUNT_PATH = '/learn';

/** The address of a library page (`/courses`) in the demo, under its mount path. */
export function libraryDemoPage(origin: string, appPath: string): string {
  return `${origin}${LIBRARY_DEMO_MOUNT_PATH}${appPath === '/' ? '' : appPath}`;
}

export async function libraryDemoOrigin(): Promise<string> {
  return `http://${LIBRARY_DEMO_HOST}:${await findFreePort(LIBRARY_DEMO_HOST)}`;
}

export async function startLibraryDemo(options: {
  repositoryRoot: string;
  origin: string;
  lmsUrl: string;
}): Promise<RunningDemo> {
  const built = join(options.repositoryRoot, 'apps/library-demo/dist/index.html');
  if (!existsSync(built)) throw new Error(`${built} is missing: build first (npm run build)`);
  return startDemoProcess({
    name: 'library demo',
    script: join(options.repositoryRoot, 'apps/library-demo/server.mjs'),
    origin: options.origin,
    env: {
      PORT: new URL(options.origin).port,
      HOST: LIBRARY_DEMO_HOST,
      LMS_URL: options.lmsUrl,
    },
  });
}
