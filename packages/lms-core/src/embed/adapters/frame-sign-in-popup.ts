// The browser side of "Sign in to continue" (see ../frame-sign-in.ts): the frame opens the popup and waits for its
// session; the popup posts the session to its opener. Both accept and send messages only on our own origin, and the
// frame listens only to the popup it opened, for the nonce it chose.
import { browserOpener, openPopupForMessage, type PopupOpener } from '../../adapters/server/popup-message';
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
  const opener = browserOpener(options.window);
  if (opener instanceof LmsError) return Promise.reject(opener);
  const nonce = newFrameSignInNonce();
  return openPopupForMessage({
    opener,
    url: new URL(frameSignInPath(options.stepPath, nonce), opener.location.href),
    name: 'lms-frame-sign-in',
    width: WIDTH,
    height: HEIGHT,
    clock: options.clock ?? systemClock,
    // Only the session for the nonce this frame chose; the popup closes itself after posting it.
    read: (data) => readFrameSessionMessage(data, nonce),
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
