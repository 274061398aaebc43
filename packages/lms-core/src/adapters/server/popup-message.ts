// A first-party popup that answers with one postMessage: provider sign-in (auth-popup.ts) and a framed step's
// "Sign in to continue" (embed/adapters/frame-sign-in-popup.ts). Only a message from our popup, on the expected
// origin, is read; a blocked popup and one the user closed become the catalogue's auth/ codes.
import { LmsError } from '../../errors';
import type { Clock } from '../../platform/clock';

/** How often we look whether the user closed the popup. */
const CLOSED_POLL_INTERVAL_MS = 500;
/** The popup's page posts, then closes itself: give a message that races the close time to arrive. */
const CLOSED_GRACE_MS = 1_500;

export interface PopupHandle {
  readonly closed: boolean;
  close(): void;
  focus?(): void;
}

export interface PopupMessageEvent {
  origin: string;
  data: unknown;
  source: unknown;
}

/** The parts of `window` a popup needs, so it runs against a real browser window or a test double. */
export interface PopupOpener {
  location: { origin: string; href: string };
  open(url: string, target: string, features: string): PopupHandle | null;
  addEventListener(type: 'message', listener: (event: PopupMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: PopupMessageEvent) => void): void;
  screenX?: number;
  screenY?: number;
  outerWidth?: number;
  outerHeight?: number;
}

export interface PopupMessageRequest<T> {
  opener: PopupOpener;
  url: URL;
  /** The window name: a second click reuses the same popup. */
  name: string;
  width: number;
  height: number;
  clock: Clock;
  /** The answer in a message from the popup on `url`'s origin; null ignores the message; a throw rejects. */
  read: (data: unknown) => T | null;
  /** Close the popup once it has answered (when its page does not close itself). */
  closeWhenAnswered?: boolean;
}

/** The global window, or a rejected promise's error when there is none (Node, a worker). */
export function browserOpener(given?: PopupOpener): PopupOpener | LmsError {
  const opener = given ?? (globalThis as unknown as { window?: PopupOpener }).window;
  return opener ?? new LmsError('auth/operation-not-allowed', 'Popup sign-in needs a browser window.');
}

/** Opens the popup synchronously (call it from the click, or browsers block it) and settles once. */
export function openPopupForMessage<T>(request: PopupMessageRequest<T>): Promise<T> {
  const { opener, url, clock } = request;
  const popup = opener.open(url.href, request.name, centredFeatures(opener, request.width, request.height));
  if (!popup) {
    return Promise.reject(new LmsError('auth/popup-blocked', 'The browser blocked the sign-in popup.'));
  }
  popup.focus?.();

  return new Promise<T>((resolve, reject) => {
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
      // Only our own popup, on the expected origin, may answer: any other window or origin is ignored.
      if (event.origin !== url.origin || event.source !== popup) return;
      let answer: T | null;
      try {
        answer = request.read(event.data);
      } catch (error) {
        finish(() => reject(error));
        answer = null;
      }
      if (answer !== null) {
        const value = answer;
        finish(() => resolve(value));
      }
      if (settled && request.closeWhenAnswered === true && !popup!.closed) popup!.close();
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

/** Centred over the opening window, as users expect from Google's and Microsoft's own popups. */
function centredFeatures(opener: PopupOpener, width: number, height: number): string {
  const left = Math.max(0, (opener.screenX ?? 0) + ((opener.outerWidth ?? width) - width) / 2);
  const top = Math.max(0, (opener.screenY ?? 0) + ((opener.outerHeight ?? height) - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`;
}
