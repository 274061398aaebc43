// Who is signed in inside a framed action-plan step, and the frame's side of the conversation with the host page.
// The frame's storage is partitioned (or blocked) on another site, so it cannot count on our sign-in: it connects
// to the host page's bridge (only on an allowed origin), asks it for a launch token and exchanges it for a session
// of its own; without a token it keeps a session it already had in this site's partition, or asks the student to
// sign in through the first-party popup (see frame-sign-in.ts). A plain store: subscribe / getSnapshot.
import type { FunctionsPort } from '../api/ports';
import type { ExchangeLaunchTokenResult } from '../api/schemas/embedding';
import type { Session } from '../auth/session';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { FrameBridge } from './frame-bridge';

export type FrameLaunchState =
  /** Finding the host page and, with a token, exchanging it. */
  | { readonly status: 'connecting' }
  | { readonly status: 'signed-in' }
  /** `problem`: why a launch token was refused, or null when there was none. */
  | { readonly status: 'needs-sign-in'; readonly problem: unknown };

export interface FrameLaunchOptions {
  stepId: string;
  session: Session;
  functions: FunctionsPort;
  clock: Clock;
  logger: Logger;
  /** Connects to the host page's bridge; rejects when no host on one of `allowedOrigins` answers in time. */
  connectHost(allowedOrigins: readonly string[]): Promise<FrameBridge>;
}

export interface FrameLaunch {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FrameLaunchState;
  /** The origin of the page around the frame once its bridge answered; null without a bridge. */
  hostOrigin(): string | null;
  /** Connects, signs in with the host's launch token if it has one; returns the function that disconnects. */
  start(): () => void;
  /** Takes the session the sign-in popup made for this frame. */
  adopt(result: ExchangeLaunchTokenResult): void;
  /**
   * Tell the host page (no-ops without a bridge; a host that fails to listen never breaks the step). The step is
   * the one shown now, which the student may have reached with next/previous; default the launched one.
   */
  ready(stepId?: string): void;
  resize(height: number): void;
  stepCompleted(stepId?: string): void;
}

export function toAuthResult(result: ExchangeLaunchTokenResult, now: number) {
  const { user, idToken, refreshToken, expiresIn } = result.session;
  return { user, tokens: { idToken, refreshToken, expiresAt: now + expiresIn * 1000 } };
}

export function createFrameLaunch(options: FrameLaunchOptions): FrameLaunch {
  const { stepId, session, functions, clock, logger } = options;
  let state: FrameLaunchState = { status: 'connecting' };
  let bridge: FrameBridge | null = null;
  let problem: unknown = null;
  let launched = false;
  let running: { stopped: boolean; unsubscribe: () => void } | null = null;
  let pendingStop: unknown;
  let lastHeight: number | null = null;
  const listeners = new Set<() => void>();

  function set(next: FrameLaunchState): void {
    if (next.status === state.status && next.status !== 'needs-sign-in') return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  /** After the launch, the session decides: signed in, or asked to sign in (with the last refusal, if any). */
  function follow(): void {
    if (!launched) return;
    const auth = session.getSnapshot();
    if (auth.isLoading) return;
    if (auth.isAuthenticated) {
      problem = null;
      set({ status: 'signed-in' });
    } else set({ status: 'needs-sign-in', problem });
  }

  function tell(what: string, call: (host: FrameBridge) => Promise<void>): void {
    if (bridge === null) return;
    call(bridge).catch((error: unknown) => logger.warn(`The host page did not take ${what}`, error));
  }

  async function launch(isStopped: () => boolean): Promise<void> {
    try {
      const { origins } = await functions.call('listEmbedOrigins', {});
      if (isStopped()) return;
      bridge = await options.connectHost(origins);
    } catch (error) {
      // No host page speaking the bridge from an allowed origin: the step still works with a sign-in.
      logger.info('No embedding page answered the bridge; the frame works on its own', error);
    }
    if (isStopped()) {
      bridge?.destroy();
      bridge = null;
      return;
    }
    // The content was measured before the page answered: its height is what sizes the iframe.
    if (lastHeight !== null) tell('a height', (host) => host.resize(lastHeight as number));
    await session.start();
    let token: string | null = null;
    try {
      token = bridge === null ? null : await bridge.getLaunchToken();
    } catch (error) {
      logger.warn('The host page failed to give a launch token', error);
    }
    if (token !== null && bridge !== null) {
      try {
        const result = await functions.call('exchangeLaunchToken', {
          launchToken: token,
          embedOrigin: bridge.hostOrigin,
          stepId,
        });
        // Begun even if the frame is going away: the token is spent, and the session serves the next mount.
        session.begin(toAuthResult(result, clock.now()), false);
      } catch (error) {
        // The page meant someone in particular: never carry on as whoever this partition last held.
        if (session.getSnapshot().isAuthenticated) session.end();
        problem = error;
        logger.warn('The launch token was refused', error);
      }
    }
    launched = true;
    follow();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    hostOrigin: () => bridge?.hostOrigin ?? null,
    start() {
      // React mounts effects twice in development: a stop followed at once by a start keeps the one launch going.
      clock.clearTimeout(pendingStop);
      if (running === null) {
        const run = { stopped: false, unsubscribe: session.subscribe(follow) };
        running = run;
        void launch(() => run.stopped);
      }
      return () => {
        pendingStop = clock.setTimeout(() => {
          if (running === null) return;
          running.stopped = true;
          running.unsubscribe();
          running = null;
          bridge?.destroy();
          bridge = null;
        }, 0);
      };
    },
    adopt(result) {
      session.begin(toAuthResult(result, clock.now()), false);
      problem = null;
      launched = true;
      follow();
    },
    ready: (shown = stepId) => tell('ready', (host) => host.ready(shown)),
    resize(height) {
      lastHeight = height;
      tell('a height', (host) => host.resize(height));
    },
    stepCompleted: (completed = stepId) => tell('a completion', (host) => host.stepCompleted(completed)),
  };
}
