// The signed-in session (spec section 4): holds the tokens, saves them per the remember choice, restores them at
// start-up, hands out valid ID tokens, refreshes them in the background and signs out when the provider says so.
import type { AuthPort, AuthResult, AuthTokens, IdentityUser, IdTokenClaims } from '../api/ports';
import type { Clock } from '../platform/clock';
import { noCrossTabLock, type CrossTabLock } from '../platform/cross-tab-lock';
import type { Logger } from '../platform/logger';
import type { KeyValueStore } from '../platform/storage';
import { isSessionEndingError, noAuthenticatedUserError, toLmsError } from './auth-errors';
import { createAuthStateStore, toAuthUser } from './auth-state';
import type { AuthStateSource } from './auth-state';
import { readIdTokenClaims } from './id-token';
import { createSessionPersistence } from './session-persistence';
import type { SavedSession } from './session-persistence';
import { isTokenExpired, tokenRefreshDelay, tokenRetryDelay } from './token-timing';

export interface SessionOptions {
  auth: AuthPort;
  clock: Clock;
  logger: Logger;
  /** Survives browser restarts: holds the session when the user asked to be remembered. */
  localStore: KeyValueStore;
  /** Lasts as long as the tab: holds the session otherwise. */
  sessionStore: KeyValueStore;
  /** Key of the saved session in either store. */
  storageKey?: string;
  /** Serialises refreshes across tabs (platform/adapters/web-locks.ts in a browser); none by default. */
  crossTabLock?: CrossTabLock;
}

/** The name of the lock every tab of the site takes to refresh its session. */
export const SESSION_REFRESH_LOCK = 'lms-session-refresh';

export interface Session extends AuthStateSource {
  /** Restores the saved session once; the state leaves loading when this settles. Calling it again is harmless. */
  start(): Promise<void>;
  /** Settles when start-up has decided the state (immediately if start was never called). */
  ready(): Promise<void>;
  /** A token that is not about to expire, refreshed first when needed; null when signed out. */
  getIdToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
  getUser(): IdentityUser | null;
  getClaims(): IdTokenClaims | null;
  /** Starts a session from a sign-in; `remember` picks local (true) or per-tab (false) persistence. */
  begin(result: Pick<AuthResult, 'user' | 'tokens'>, remember: boolean): void;
  /** Takes a changed profile and, when the provider issued them, new tokens; keeps the persistence choice. */
  update(change: { user: IdentityUser; tokens?: AuthTokens }): void;
  /** Signs out on this device without asking the provider (for a deleted account). Clears all local storage. */
  end(): void;
  /** Signs out: clears the state and all local storage, then revokes the refresh token (best effort). */
  logout(): Promise<void>;
  /** Stops background refreshes (page teardown, tests). */
  dispose(): void;
}

interface ActiveSession extends SavedSession {
  claims: IdTokenClaims;
}

export function createSession(options: SessionOptions): Session {
  const { auth, clock, logger, localStore, sessionStore } = options;
  const crossTabLock = options.crossTabLock ?? noCrossTabLock;
  const state = createAuthStateStore();
  const storage = createSessionPersistence({ localStore, sessionStore, logger, key: options.storageKey });

  let active: ActiveSession | null = null;
  // Bumped whenever the session is replaced or ended, so late answers to requests made for an older session are
  // dropped instead of resurrecting it.
  let generation = 0;
  let timer: { handle: unknown } | null = null;
  let refreshing: Promise<AuthTokens | null> | null = null;
  let failures = 0;
  let lastRefreshAt: number | null = null;
  let starting: Promise<void> | null = null;
  let disposed = false;

  function publish(): void {
    if (active) state.setSignedIn(toAuthUser(active.user, active.claims), active.claims.admin === true);
    else state.setSignedOut();
  }

  function cancelTimer(): void {
    if (timer) clock.clearTimeout(timer.handle);
    timer = null;
  }

  function schedule(delay: number): void {
    cancelTimer();
    if (disposed) return;
    const entry = {
      handle: clock.setTimeout(() => {
        if (timer === entry) timer = null;
        // Failures are handled (logged, retried or signed out) inside refresh.
        refresh().catch(() => undefined);
      }, delay),
    };
    timer = entry;
  }

  function scheduleProactiveRefresh(): void {
    if (active) schedule(tokenRefreshDelay(active.tokens, clock.now(), lastRefreshAt));
  }

  /** Makes `next` the current session without publishing it, so start-up can stay "loading" while it checks. */
  function adopt(next: SavedSession): void {
    const claims = readIdTokenClaims(next.tokens.idToken);
    generation++;
    cancelTimer();
    active = { ...next, claims };
    refreshing = null;
    failures = 0;
    lastRefreshAt = null;
    storage.save(active);
  }

  function endLocally(): void {
    generation++;
    cancelTimer();
    active = null;
    refreshing = null;
    failures = 0;
    lastRefreshAt = null;
    // Spec section 4: signing out clears all local storage (progress caches included), not only the session.
    localStore.clear();
    sessionStore.clear();
    state.setSignedOut();
  }

  function handleRefreshFailure(error: unknown): void {
    if (isSessionEndingError(error)) {
      logger.warn('The identity provider ended the session; signing out', error);
      endLocally();
      return;
    }
    failures++;
    const delay = tokenRetryDelay(failures);
    logger.warn(`Token refresh failed (attempt ${failures}); retrying in ${delay} ms`, error);
    schedule(delay);
  }

  /** One refresh at a time: concurrent callers share it. Resolves null when the session ended meanwhile. */
  function refresh(): Promise<AuthTokens | null> {
    if (!active) return Promise.resolve(null);
    if (refreshing) return refreshing;
    const forGeneration = generation;
    const refreshToken = active.tokens.refreshToken;
    const attempt = (async () => {
      try {
        const tokens = await crossTabLock.run(SESSION_REFRESH_LOCK, () => refreshOrAdopt(refreshToken));
        const claims = readIdTokenClaims(tokens.idToken);
        if (forGeneration !== generation || !active) return null;
        if (active.tokens.refreshToken !== refreshToken) return active.tokens;
        active = { ...active, tokens, claims };
        failures = 0;
        lastRefreshAt = clock.now();
        storage.save(active);
        // The admin claim may have changed since the last token; during start-up the state stays loading.
        if (!state.getSnapshot().isLoading) publish();
        scheduleProactiveRefresh();
        return tokens;
      } catch (error) {
        if (forGeneration !== generation || !active) return null;
        // Newer tokens arrived meanwhile (a password change revokes the old refresh token): not a failure.
        if (active.tokens.refreshToken !== refreshToken) return active.tokens;
        handleRefreshFailure(error);
        throw toLmsError(error);
      }
    })();
    refreshing = attempt;
    const clear = () => {
      if (refreshing === attempt) refreshing = null;
    };
    attempt.then(clear, clear);
    return attempt;
  }

  /**
   * Inside the cross-tab lock: when another tab of the same remembered session refreshed while this one waited,
   * its newer tokens are in the shared storage, and refreshing again with the replaced token would only ask the
   * back end for them a second time. Otherwise the refresh itself.
   */
  async function refreshOrAdopt(refreshToken: string): Promise<AuthTokens> {
    const current = active;
    const saved = current?.persistence === 'local' ? storage.load() : null;
    if (
      current &&
      saved &&
      saved.user.uid === current.user.uid &&
      // Each tab saves what it got, so a different saved token is a later one.
      saved.tokens.refreshToken !== refreshToken &&
      !isTokenExpired(saved.tokens, clock.now())
    ) {
      return saved.tokens;
    }
    return auth.refresh(refreshToken);
  }

  async function validIdToken(forceRefresh: boolean): Promise<string | null> {
    if (!active) return null;
    if (!forceRefresh && !isTokenExpired(active.tokens, clock.now())) return active.tokens.idToken;
    const tokens = await refresh();
    return tokens?.idToken ?? null;
  }

  async function restore(): Promise<void> {
    const saved = storage.load();
    if (!saved) {
      state.setSignedOut();
      return;
    }
    try {
      adopt(saved);
    } catch (error) {
      logger.warn('Discarding a saved session whose ID token cannot be read', error);
      storage.remove();
      state.setSignedOut();
      return;
    }
    const forGeneration = generation;
    try {
      const idToken = await validIdToken(false);
      if (idToken === null || forGeneration !== generation || !active) return;
      // Spec section 4: the state is decided "from the identity provider", so confirm the account still exists.
      const user = await auth.lookup(idToken);
      if (forGeneration !== generation || !active) return;
      if (user.disabled) {
        logger.warn('The saved account is disabled; signing out');
        endLocally();
        return;
      }
      active = { ...active, user };
      storage.save(active);
    } catch (error) {
      if (forGeneration !== generation) return;
      if (isSessionEndingError(error)) {
        logger.warn('The saved session is no longer valid; signing out', error);
        endLocally();
        return;
      }
      // Offline or a passing back-end fault: keep the saved user so the app works; refreshes retry with backoff.
      logger.warn('Could not confirm the saved session; continuing with the saved user', error);
    }
    publish();
    if (!timer) scheduleProactiveRefresh();
  }

  return {
    subscribe: state.subscribe,
    getSnapshot: state.getSnapshot,
    start() {
      starting ??= restore();
      return starting;
    },
    ready: () => starting ?? Promise.resolve(),
    async getIdToken({ forceRefresh = false } = {}) {
      if (starting) await starting;
      return validIdToken(forceRefresh);
    },
    getUser: () => active?.user ?? null,
    getClaims: () => active?.claims ?? null,
    begin(result, remember) {
      adopt({ user: result.user, tokens: result.tokens, persistence: remember ? 'local' : 'session' });
      publish();
      scheduleProactiveRefresh();
    },
    update(change) {
      if (!active) throw noAuthenticatedUserError();
      const claims = change.tokens ? readIdTokenClaims(change.tokens.idToken) : active.claims;
      active = { ...active, user: change.user, tokens: change.tokens ?? active.tokens, claims };
      storage.save(active);
      publish();
      if (change.tokens) {
        // Callers arriving from now on must not join a refresh that still uses the replaced refresh token.
        refreshing = null;
        failures = 0;
        scheduleProactiveRefresh();
      }
    },
    end: endLocally,
    async logout() {
      const refreshToken = active?.tokens.refreshToken;
      // Clear first: the user is signed out on this device even if the provider cannot be reached.
      endLocally();
      if (refreshToken === undefined) return;
      try {
        await auth.revoke(refreshToken);
      } catch (error) {
        logger.warn('Could not revoke the refresh token at logout', error);
      }
    },
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
