// Renders the library on the one real domain (test-server.ts): the whole app the way a host mounts it (provider +
// router, `renderLms`), or one screen inside a navigation adapter that records where it sends the user
// (`renderScreen`). The runtime's back end is `server.connect` (lms-core's server adapters over the in-process
// fetch); a signed-in test starts with a session the domain issued (`server.sessionFor`).
import type { ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { memoryStore, silentLogger, type Clock, type Logger } from '@lms/core';
import type { LmsConfig } from '../config/lms-config';
import type { NavigationAdapter } from '../navigation/navigation-adapter';
import { NavigationProvider } from '../navigation/NavigationProvider';
import { LmsProvider } from '../provider/LmsProvider';
import { LmsRouter } from '../router/LmsRouter';
import { createLmsRuntime, type LmsRuntime } from '../runtime/create-lms-runtime';
import { TEST_LIMIT_MS, WAIT_LIMIT_MS } from './limits';
import { createTestServer, type TestServer } from './test-server';

export const PRODUCT_NAME = 'Northwind Academy';

/** Per-test limit of the screen suites: a limit against hangs, not a speed target (./limits.ts). */
export const SCREEN_TEST_TIMEOUT_MS = TEST_LIMIT_MS;

// findBy/waitFor give up after 1 s by default: too tight for a round trip through the domain on a loaded machine.
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

/** Real time, but timers never fire: keeps the session's background refresh out of component tests. */
export const frozenTimersClock: Clock = {
  now: () => Date.now(),
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};

export interface LogEntry {
  level: keyof Logger;
  message: string;
  details: unknown[];
}

export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record =
    (level: keyof Logger) =>
    (message: string, ...details: unknown[]) =>
      void entries.push({ level, message, details });
  return {
    entries,
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
}

export interface TestRuntimeOptions {
  /** The back end; an empty platform when not given. */
  server?: TestServer;
  /** Starts signed in as this account (a session the domain issues). */
  signedInAs?: { uid: string };
  config?: Partial<LmsConfig>;
  logger?: Logger;
  framed?: boolean;
  productName?: string;
}

export interface TestRuntime extends LmsRuntime {
  server: TestServer;
}

/** A runtime on `server` (the session's background refresh kept out), signed in when asked. */
export async function createTestRuntime(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const server = options.server ?? (await createTestServer());
  const runtime = createLmsRuntime({
    backend: (getIdToken) => server.connect(getIdToken),
    productName: options.productName ?? 'Test Academy',
    logger: options.logger ?? silentLogger,
    clock: frozenTimersClock,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
    framed: options.framed ?? false,
    ...options.config,
  });
  if (options.signedInAs) runtime.session.begin(await server.sessionFor(options.signedInAs.uid), true);
  return Object.assign(runtime, { server });
}

export interface RenderLmsOptions extends TestRuntimeOptions {
  path?: string;
  /** Rendered inside the provider instead of the router. */
  children?: ReactNode;
  /** Prepares the runtime (e.g. a progress cache entry) before anything renders. */
  beforeRender?: (runtime: TestRuntime) => void;
}

/** The library as a host renders it (provider + memory router at `path`) on the real domain. */
export async function renderLms(options: RenderLmsOptions = {}) {
  const runtime = await createTestRuntime(options);
  options.beforeRender?.(runtime);
  const view = render(
    <LmsProvider runtime={runtime}>
      {options.children ?? <LmsRouter initialEntries={[options.path ?? '/']} />}
    </LmsProvider>,
  );
  return { ...view, runtime, server: runtime.server, user: userEvent.setup() };
}

function splitPath(path: string): NavigationAdapter['location'] {
  const url = new URL(path, 'https://lms.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export interface RenderScreenOptions {
  /** The location the screen sees, e.g. `/login?redirect=%2Fprofile`. */
  path?: string;
  server?: TestServer;
  signedInAs?: { uid: string };
  config?: Partial<LmsConfig>;
}

/** A started runtime on `server` for a single screen, with a recording logger and the screens' product name. */
export async function createScreenRuntime(options: RenderScreenOptions = {}) {
  const server = options.server ?? (await createTestServer());
  const logger = recordingLogger();
  const runtime = createLmsRuntime({
    backend: (getIdToken) => server.connect(getIdToken),
    productName: PRODUCT_NAME,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
    logger,
    clock: frozenTimersClock,
    manageDocumentHead: false,
    framed: false,
    ...options.config,
  });
  await runtime.session.start();
  if (options.signedInAs) runtime.session.begin(await server.sessionFor(options.signedInAs.uid), true);
  return { runtime, server, logger };
}

/** One screen in the provider, inside a navigation adapter whose `navigate` is a mock. */
export async function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const { runtime, server, logger } = await createScreenRuntime(options);
  const navigate = vi.fn<NavigationAdapter['navigate']>();
  const adapter: NavigationAdapter = { navigate, location: splitPath(options.path ?? '/') };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <LmsProvider runtime={runtime}>
      <NavigationProvider adapter={adapter}>{screen}</NavigationProvider>
    </LmsProvider>,
  );
  return { ...view, user, runtime, server, logger, navigate };
}
