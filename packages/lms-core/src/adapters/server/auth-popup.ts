// Google / Microsoft sign-in in a popup against the self-hosted server. The server runs the OpenID Connect code
// flow inside the popup and finishes with a page that posts the result to this window (targetOrigin = our origin);
// here we open that popup, accept the message only from the server's origin and only from our popup, and turn a
// closed or blocked popup into the catalogue's auth/ codes.
import { LmsError } from '../../errors';
import { API_PATHS } from '../../api/wire';
import type { AuthResult, OAuthProviderId } from '../../api/ports';
import { systemClock, type Clock } from '../../platform/clock';
import { authSessionResponseSchema, isLmsErrorCode, type AuthSessionResponse } from './auth-wire';

/** The message type the server's callback page posts to `window.opener`. */
export const OAUTH_RESULT_MESSAGE_TYPE = 'lms:oauth-result';

/** How often we look whether the user closed the popup. */
const CLOSED_POLL_INTERVAL_MS = 500;
/** The callback page posts, then closes itself: give a message that races the close time to arrive. */
const CLOSED_GRACE_MS = 1_500;
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

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

/** The parts of `window` this adapter uses, so it runs against a real browser window or a test double. */
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

export interface ProviderPopupOptions {
  /** Where the server is, e.g. `https://lms.example.org`; empty or relative means this page's origin. */
  baseUrl: string;
  provider: OAuthProviderId;
  /** Defaults to the global `window`. */
  window?: PopupOpener;
  clock?: Clock;
}

/** Opens the popup synchronously (call it from the click handler, or browsers block it) and settles once. */
export function openProviderPopup(options: ProviderPopupOptions): Promise<AuthResult> {
  const opener = options.window ?? (globalThis as unknown as { window?: PopupOpener }).window;
  if (!opener) {
    return Promise.reject(
      new LmsError('auth/operation-not-allowed', 'Popup sign-in needs a browser window.'),
    );
  }
  const clock = options.clock ?? systemClock;
  const serverUrl = new URL(options.baseUrl || '/', opener.location.href);
  const startUrl = new URL(API_PATHS.auth(`oauth/${options.provider}/start`), serverUrl);
  startUrl.searchParams.set('origin', opener.location.origin);

  const popup = opener.open(startUrl.href, `lms-oauth-${options.provider}`, popupFeatures(opener));
  if (!popup) {
    return Promise.reject(new LmsError('auth/popup-blocked', 'The browser blocked the sign-in popup.'));
  }
  popup.focus?.();

  return new Promise<AuthResult>((resolve, reject) => {
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
      // Only the server's own page inside our popup may answer: any other window or origin is ignored.
      if (event.origin !== serverUrl.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown } | null;
      if (typeof data !== 'object' || data === null || data.type !== OAUTH_RESULT_MESSAGE_TYPE) return;
      finish(() => {
        try {
          resolve(parseOAuthResult(data, clock.now()));
        } catch (error) {
          reject(error);
        }
      });
      if (!popup!.closed) popup!.close();
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

/** What the callback page posts: the session answer of every sign-in endpoint, or an error. */
export type OAuthResultMessage =
  | ({ type: typeof OAUTH_RESULT_MESSAGE_TYPE } & AuthSessionResponse)
  | { type: typeof OAUTH_RESULT_MESSAGE_TYPE; error: { code: string; message: string } };

/** Turns the callback page's message into an AuthResult or the LmsError it carries. */
export function parseOAuthResult(data: object, now: number): AuthResult {
  const message = data as { error?: { code?: unknown; message?: unknown } };
  if (message.error) {
    const code =
      typeof message.error.code === 'string' && isLmsErrorCode(message.error.code)
        ? message.error.code
        : 'auth/internal-error';
    const text = typeof message.error.message === 'string' ? message.error.message : undefined;
    throw new LmsError(code, text);
  }
  const parsed = authSessionResponseSchema.safeParse(data);
  if (!parsed.success) {
    throw new LmsError(
      'auth/internal-error',
      'The sign-in popup answered with an unreadable result.',
      parsed.error.issues,
    );
  }
  const { user, idToken, refreshToken, expiresIn, isNewUser } = parsed.data;
  // expiresIn travels as seconds from now, so the two machines' clocks need not agree.
  return { user, tokens: { idToken, refreshToken, expiresAt: now + expiresIn * 1000 }, isNewUser };
}

/** Centred over the opening window, as users expect from Google's and Microsoft's own popups. */
function popupFeatures(opener: PopupOpener): string {
  const left = Math.max(0, (opener.screenX ?? 0) + ((opener.outerWidth ?? POPUP_WIDTH) - POPUP_WIDTH) / 2);
  const top = Math.max(0, (opener.screenY ?? 0) + ((opener.outerHeight ?? POPUP_HEIGHT) - POPUP_HEIGHT) / 2);
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}
