// The browser side of "Sign in to continue" (see ../frame-sign-in.ts): the frame opens the popup and waits for its
// session; the popup posts the session to its opener. Both accept and send messages only on our own origin, and the
// frame listens only to the popup it opened, for the nonce it chose.
import type { PopupHandle, PopupMessageEvent, PopupOpener } from '../../adapters/server/auth-popup';
import type { ExchangeLaunchTokenResult } from '../../api/schemas/embedding';
import { LmsError } from '../../errors';
import { systemClock, type Clock } from '../../platform/clock';
import {
  FRAME_SESSION_MESSAGE_TYPE,
  frameSignInPath,
  newFrameSignInNonce,
  readFrameSessionMessage,
  type FrameSessionMessage,
} from '../frame-sign-in';

const CLOSED_POLL_INTERVAL_MS = 500;
/** The popup posts, then closes itself: give a message that races the close time to arrive. */
const CLOSED_GRACE_MS = 1_500;
const WIDTH = 480;
const HEIGHT = 640;

export interface FrameSignInPopupOptions {
  /** The step page's path, e.g. /action-plan/step-1. */
  stepPath: string;
  window?: PopupOpener;
  clock?: Clock;
}

/** Opens the popup synchronously (call it from the click, or browsers block it); settles once. */
export function openFrameSignInPopup(options: FrameSignInPopupOptions): Promise<ExchangeLaunchTokenResult> {
  const opener = options.window ?? (globalThis as unknown as { window?: PopupOpener }).window;
  if (!opener) {
    return Promise.reject(
      new LmsError('auth/operation-not-allowed', 'Popup sign-in needs a browser window.'),
    );
  }
  const clock = options.clock ?? systemClock;
  const nonce = newFrameSignInNonce();
  const url = new URL(frameSignInPath(options.stepPath, nonce), opener.location.href);
  const left = Math.max(0, (opener.screenX ?? 0) + ((opener.outerWidth ?? WIDTH) - WIDTH) / 2);
  const top = Math.max(0, (opener.screenY ?? 0) + ((opener.outerHeight ?? HEIGHT) - HEIGHT) / 2);
  const popup: PopupHandle | null = opener.open(
    url.href,
    'lms-frame-sign-in',
    `popup=yes,width=${WIDTH},height=${HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  if (!popup) {
    return Promise.reject(new LmsError('auth/popup-blocked', 'The browser blocked the sign-in popup.'));
  }
  popup.focus?.();

  return new Promise((resolve, reject) => {
    let settled = false;
    let pollTimer: unknown;
    let graceTimer: unknown;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      opener.removeEventListener('message', onMessage);
      clock.clearTimeout(pollTimer);
      clock.clearTimeout(graceTimer);
      outcome();
    };
    function onMessage(event: PopupMessageEvent) {
      if (event.origin !== url.origin || event.source !== popup) return;
      const result = readFrameSessionMessage(event.data, nonce);
      if (result === null) return;
      finish(() => resolve(result));
    }
    const pollClosed = () => {
      if (settled) return;
      if (!popup.closed) {
        pollTimer = clock.setTimeout(pollClosed, CLOSED_POLL_INTERVAL_MS);
        return;
      }
      graceTimer = clock.setTimeout(
        () =>
          finish(() => reject(new LmsError('auth/popup-closed-by-user', 'The sign-in popup was closed.'))),
        CLOSED_GRACE_MS,
      );
    };
    opener.addEventListener('message', onMessage);
    pollTimer = clock.setTimeout(pollClosed, CLOSED_POLL_INTERVAL_MS);
  });
}

/** The popup's window as far as handing the session over goes. */
export interface FrameSignInPopupWindow {
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  location: { origin: string };
  close(): void;
}

/** True when this window has an opener to hand a session to (it was opened by a frame's "Sign in"). */
export function hasFrameOpener(win?: Pick<FrameSignInPopupWindow, 'opener'>): boolean {
  const target = win ?? (globalThis as unknown as { window?: FrameSignInPopupWindow }).window;
  try {
    return target?.opener != null;
  } catch {
    return false;
  }
}

/** Posts the frame's session to the opener, on our own origin only, then closes the popup. */
export function handOffFrameSession(
  nonce: string,
  result: ExchangeLaunchTokenResult,
  win?: FrameSignInPopupWindow,
): void {
  const target = win ?? (globalThis as unknown as { window: FrameSignInPopupWindow }).window;
  if (target.opener == null)
    throw new LmsError('auth/operation-not-allowed', 'Nothing to hand the session to.');
  const message: FrameSessionMessage = { type: FRAME_SESSION_MESSAGE_TYPE, nonce, result };
  target.opener.postMessage(message, target.location.origin);
  target.close();
}
