// The back end and lms-core's session of one mounted library, made together: the back end's adapters ask the
// session for ID tokens, and the session signs in through the back end's auth. Without React, so the action-plan
// frame (frame/) makes them the same way as createLmsRuntime.
import {
  browserCrossTabLock,
  createSession,
  type AuthPort,
  type BackendPort,
  type Clock,
  type IdTokenSource,
  type KeyValueStore,
  type Logger,
  type Session,
} from '@lms/core';

/** The back end of a page that signs in and calls operations but stores no files (the frame, the plain landing). */
export type SessionOnlyBackend = Pick<BackendPort, 'auth' | 'functions'>;

export interface SessionBackendOptions<Backend extends { auth: AuthPort }> {
  /** The back end, or its factory receiving the session's ID-token source. */
  backend: Backend | ((getIdToken: IdTokenSource) => Backend);
  clock: Clock;
  logger: Logger;
  localStore: KeyValueStore;
  sessionStore: KeyValueStore;
}

export function createSessionBackend<Backend extends { auth: AuthPort }>(
  options: SessionBackendOptions<Backend>,
): { backend: Backend; session: Session } {
  // The factory runs before the session exists; its adapters ask for tokens only later, when they send requests.
  const sessionHolder: { current?: Session } = {};
  const getIdToken: IdTokenSource = async (options) => sessionHolder.current?.getIdToken(options) ?? null;
  const backend = typeof options.backend === 'function' ? options.backend(getIdToken) : options.backend;
  const { clock, logger, localStore, sessionStore } = options;
  // Tabs of the site refresh one at a time (Web Locks), so two never spend one refresh token together.
  const session = createSession({
    auth: backend.auth,
    clock,
    logger,
    localStore,
    sessionStore,
    crossTabLock: browserCrossTabLock(),
  });
  sessionHolder.current = session;
  return { backend, session };
}
