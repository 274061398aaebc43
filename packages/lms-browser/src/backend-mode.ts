// Switchable states of the local server, so a story can show a screen while its data loads, after a failure, with
// a slow or a dropped network, without touching the screen's code or any rule. The state is applied where the
// network would be (the local server's fetch), so lms-core's adapters report it exactly as they report the real thing.
import { AUTH_ENDPOINTS, systemClock, type Clock, type LmsErrorCode } from '@lms/core';

export type BackendArea = 'auth' | 'functions' | 'storage';

export type BackendMode =
  /** Answers at once. */
  | { kind: 'live' }
  /** Never answers (until the caller aborts): the screen's loading state, frozen. */
  | { kind: 'loading' }
  /** Answers after `ms` milliseconds: spinners and busy buttons a play function can see. */
  | { kind: 'delayed'; ms: number }
  /** Every request fails with this catalogue code, answered as the server answers that error. */
  | { kind: 'error'; code: LmsErrorCode; message?: string }
  /** The network is gone: every request fails as fetch does without a connection (a TypeError). */
  | { kind: 'offline' };

export interface ModeScope {
  /** Which ports the mode applies to; default functions and storage, so signing in keeps working. */
  areas?: readonly BackendArea[];
  /**
   * Only these operations or methods (e.g. `listCourses`, `signInWithPassword`); default all of the areas'. Auth
   * requests answer to their AuthPort method's name and to their endpoint's (`accounts:signInWithPassword`).
   */
  names?: readonly string[];
}

export const LIVE: BackendMode = Object.freeze({ kind: 'live' });
const DEFAULT_AREAS: readonly BackendArea[] = ['functions', 'storage'];

/** The AuthPort methods each /api/auth/ endpoint serves, so a scope can name either. */
const AUTH_METHODS: Readonly<Record<string, readonly string[]>> = {
  [AUTH_ENDPOINTS.signUp]: ['signUp'],
  [AUTH_ENDPOINTS.signInWithPassword]: ['signInWithPassword', 'reauthenticate'],
  [AUTH_ENDPOINTS.sendOobCode]: ['sendOobCode'],
  [AUTH_ENDPOINTS.signInWithEmailLink]: ['signInWithEmailLink'],
  [AUTH_ENDPOINTS.resetPassword]: ['resetPassword'],
  [AUTH_ENDPOINTS.update]: ['update'],
  [AUTH_ENDPOINTS.lookup]: ['lookup'],
  [AUTH_ENDPOINTS.delete]: ['deleteAccount'],
  [AUTH_ENDPOINTS.revokeToken]: ['revoke'],
  [AUTH_ENDPOINTS.token]: ['refresh'],
  [AUTH_ENDPOINTS.passwordPolicy]: ['getPasswordPolicy'],
  [AUTH_ENDPOINTS.providers]: ['getProviders'],
};

/** What a request meets on its way: go on, or fail as a dropped network or an error answer would. */
export type Passage =
  { kind: 'answer' } | { kind: 'offline' } | { kind: 'error'; code: LmsErrorCode; message: string };

const ANSWER: Passage = Object.freeze({ kind: 'answer' });

/** The abort as fetch reports it: the signal's reason, an AbortError DOMException unless the caller gave another. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

export class ModeSwitch {
  #mode: BackendMode = LIVE;
  #scope: Required<ModeScope> = { areas: DEFAULT_AREAS, names: [] };
  readonly #clock: Clock;

  constructor(clock: Clock = systemClock) {
    this.#clock = clock;
  }

  set(mode: BackendMode, scope: ModeScope = {}): void {
    this.#mode = mode;
    this.#scope = { areas: scope.areas ?? DEFAULT_AREAS, names: scope.names ?? [] };
  }

  current(): BackendMode {
    return this.#mode;
  }

  /**
   * Runs before each request: waits (delayed), never settles until `signal` aborts (loading), or says how the
   * request fails (error, offline). An abort while waiting rejects as fetch does.
   */
  async pass(area: BackendArea, name: string, signal?: AbortSignal | null): Promise<Passage> {
    const mode = this.#mode;
    if (mode.kind === 'live' || !this.#applies(area, name)) return ANSWER;
    if (mode.kind === 'offline') return { kind: 'offline' };
    if (mode.kind === 'error') {
      return {
        kind: 'error',
        code: mode.code,
        message: mode.message ?? `${name} failed (story state: error)`,
      };
    }
    if (signal?.aborted) throw abortReason(signal);
    await new Promise<void>((resolve, reject) => {
      // A loading request settles only when its caller gives up, as a request that never gets an answer does.
      const handle = mode.kind === 'delayed' ? this.#clock.setTimeout(resolve, mode.ms) : undefined;
      signal?.addEventListener(
        'abort',
        () => {
          if (handle !== undefined) this.#clock.clearTimeout(handle);
          reject(abortReason(signal));
        },
        { once: true },
      );
    });
    return ANSWER;
  }

  #applies(area: BackendArea, name: string): boolean {
    if (!this.#scope.areas.includes(area)) return false;
    const { names } = this.#scope;
    if (names.length === 0) return true;
    const aliases = area === 'auth' ? (AUTH_METHODS[name] ?? []) : [];
    return names.includes(name) || aliases.some((alias) => names.includes(alias));
  }
}
