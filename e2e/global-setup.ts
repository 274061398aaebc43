// Playwright global setup: starts the e2e stack once for all workers and hands its address to them through
// environment variables; the returned function is Playwright's teardown.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV } from './harness/e2e-environment';
import { startE2eStack } from './harness/e2e-stack';

const repositoryRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startE2eStack(repositoryRoot);
  process.env[E2E_ENV.baseUrl] = stack.baseUrl;
  process.env[E2E_ENV.dataDir] = stack.dataDir;
  process.env[E2E_ENV.libraryDemoOrigin] = stack.libraryDemoOrigin;
  return () => stack.stop();
}
