// Renders one screen the way the library mounts it (LmsProvider over a runtime wired to a fake back end), inside a
// navigation adapter that records where the screen sends the user instead of routing.
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { memoryStore, type Logger } from '@lms/core';
import type { LmsConfig } from '../config/lms-config';
import type { NavigationAdapter } from '../navigation/navigation-adapter';
import { NavigationProvider } from '../navigation/NavigationProvider';
import { LmsProvider } from '../provider/LmsProvider';
import { createLmsRuntime } from '../runtime/create-lms-runtime';
import { FakeBackend, type FakeAccount } from './account-fake-backend';

export const PRODUCT_NAME = 'Northwind Academy';

/**
 * Per-test limit of the screen suites. A whole screen renders in jsdom and is typed into key by key; on a shared
 * 2-core machine the first test of a file (cold JIT) can pass Vitest's 5 s default. A limit, not a speed target.
 */
export const SCREEN_TEST_TIMEOUT_MS = 30_000;

// findBy/waitFor give up after 1 s by default: too tight for a sign-in round trip on a loaded machine. Affects only
// the test files that import this helper (Vitest isolates files).
configure({ asyncUtilTimeout: 5_000 });

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

function splitPath(path: string): NavigationAdapter['location'] {
  const url = new URL(path, 'https://lms.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export interface RenderScreenOptions {
  /** The location the screen sees, e.g. `/login?redirect=%2Fprofile`. */
  path?: string;
  backend?: FakeBackend;
  /** Signs this account in (through lms-core) before the screen renders. */
  signedInAs?: FakeAccount;
  config?: Partial<LmsConfig>;
}

/** A runtime wired to `backend`, started, with `signedInAs` signed in through lms-core when given. */
export async function createScreenRuntime(options: RenderScreenOptions = {}) {
  const backend = options.backend ?? new FakeBackend();
  const logger = recordingLogger();
  const runtime = createLmsRuntime({
    backend: (getIdToken) => backend.connect(getIdToken),
    productName: PRODUCT_NAME,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
    logger,
    manageDocumentHead: false,
    framed: false,
    ...options.config,
  });
  await runtime.session.start();
  if (options.signedInAs) {
    const { email, password } = options.signedInAs;
    if (password === null) throw new Error('createScreenRuntime: the signed-in account needs a password');
    await runtime.accounts.signIn(email, password, true);
  }
  return { runtime, backend, logger };
}

export async function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const { runtime, backend, logger } = await createScreenRuntime(options);
  const navigate = vi.fn<NavigationAdapter['navigate']>();
  const adapter: NavigationAdapter = { navigate, location: splitPath(options.path ?? '/') };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <LmsProvider runtime={runtime}>
      <NavigationProvider adapter={adapter}>{screen}</NavigationProvider>
    </LmsProvider>,
  );
  return { ...view, user, runtime, backend, logger, navigate };
}
