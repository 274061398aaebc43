// Switchable states of the in-memory back end, so a story can show a screen while its data loads, after a failure,
// or with a slow network, without touching the screen's code.
import { LmsError, type Clock, type LmsErrorCode } from '@lms/core';

export type BackendArea = 'auth' | 'functions' | 'storage';

export type BackendMode =
  /** Answers at once. */
  | { kind: 'live' }
  /** Never answers (until the caller aborts): the screen's loading state, frozen. */
  | { kind: 'loading' }
  /** Answers after `ms` milliseconds: spinners and busy buttons a play function can see. */
  | { kind: 'delayed'; ms: number }
  /** Every call fails with this catalogue code, as the real adapters report failures. */
  | { kind: 'error'; code: LmsErrorCode; message?: string };

export interface ModeScope {
  /** Which ports the mode applies to; default functions and storage, so signing in keeps working. */
  areas?: readonly BackendArea[];
  /** Only these operations or methods (e.g. `listCourses`, `signInWithPassword`); default all of the areas'. */
  names?: readonly string[];
}

export const LIVE: BackendMode = Object.freeze({ kind: 'live' });
const DEFAULT_AREAS: readonly BackendArea[] = ['functions', 'storage'];

const CANCELLED_CODE: Record<BackendArea, LmsErrorCode> = {
  auth: 'auth/network-request-failed',
  functions: 'functions/cancelled',
  storage: 'storage/canceled',
};

export class ModeSwitch {
  private mode: BackendMode = LIVE;
  private scope: Required<ModeScope> = { areas: DEFAULT_AREAS, names: [] };

  constructor(private readonly clock: Clock) {}

  set(mode: BackendMode, scope: ModeScope = {}): void {
    this.mode = mode;
    this.scope = { areas: scope.areas ?? DEFAULT_AREAS, names: scope.names ?? [] };
  }

  current(): BackendMode {
    return this.mode;
  }

  /** Runs before each call: waits, never settles, or throws, as the mode says for this area and name. */
  async pass(area: BackendArea, name: string, signal?: AbortSignal): Promise<void> {
    const mode = this.mode;
    if (mode.kind === 'live' || !this.applies(area, name)) return;
    if (mode.kind === 'error')
      throw new LmsError(mode.code, mode.message ?? `${name} failed (story state: error)`);
    const cancelled = () => new LmsError(CANCELLED_CODE[area], `${name} was cancelled`);
    if (signal?.aborted) throw cancelled();
    await new Promise<void>((resolve, reject) => {
      // A loading call settles only when its caller gives up, as a request that never gets an answer does.
      const handle = mode.kind === 'delayed' ? this.clock.setTimeout(resolve, mode.ms) : undefined;
      signal?.addEventListener(
        'abort',
        () => {
          if (handle !== undefined) this.clock.clearTimeout(handle);
          reject(cancelled());
        },
        { once: true },
      );
    });
  }

  private applies(area: BackendArea, name: string): boolean {
    return (
      this.scope.areas.includes(area) && (this.scope.names.length === 0 || this.scope.names.includes(name))
    );
  }
}
