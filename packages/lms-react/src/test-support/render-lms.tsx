// Renders the library the way a host does (provider + router), on fakes, starting at a given path.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore, silentLogger, type Logger } from '@lms/core';
import type { LmsConfig } from '../config/lms-config';
import { LmsProvider } from '../provider/LmsProvider';
import { LmsRouter } from '../router/LmsRouter';
import { createLmsRuntime, type LmsRuntime } from '../runtime/create-lms-runtime';
import { createFakeBackend, frozenTimersClock, signInResult, type OperationHandlers } from './fake-backend';

export interface RenderLmsOptions {
  path?: string;
  handlers?: OperationHandlers;
  signedInAs?: { uid: string; email: string; name?: string; admin?: boolean };
  config?: Partial<LmsConfig>;
  logger?: Logger;
  framed?: boolean;
  /** Rendered inside the provider instead of the router. */
  children?: ReactNode;
  /** Prepares the runtime (e.g. a progress cache entry) before anything renders. */
  beforeRender?: (runtime: LmsRuntime) => void;
}

export function createTestRuntime(
  options: RenderLmsOptions = {},
): LmsRuntime & { backend: ReturnType<typeof createFakeBackend> } {
  const backend = createFakeBackend(options.handlers);
  const runtime = createLmsRuntime({
    backend,
    productName: 'Test Academy',
    logger: options.logger ?? silentLogger,
    clock: frozenTimersClock,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
    framed: options.framed ?? false,
    ...options.config,
  });
  if (options.signedInAs) runtime.session.begin(signInResult(options.signedInAs), true);
  return runtime as LmsRuntime & { backend: typeof backend };
}

export function renderLms(options: RenderLmsOptions = {}) {
  const runtime = createTestRuntime(options);
  options.beforeRender?.(runtime);
  const view = render(
    <LmsProvider runtime={runtime}>
      {options.children ?? <LmsRouter initialEntries={[options.path ?? '/']} />}
    </LmsProvider>,
  );
  return { ...view, runtime };
}
