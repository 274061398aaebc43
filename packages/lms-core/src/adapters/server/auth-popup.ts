// Google / Microsoft sign-in in a popup against the self-hosted server. The server runs the OpenID Connect code
// flow inside the popup and finishes with a page that posts the result to this window (targetOrigin = our origin);
// here we open that popup, accept the message only from the server's origin and only from our popup, and turn a
// closed or blocked popup into the catalogue's auth/ codes.
import { LmsError } from '../../errors';
import { API_PATHS } from '../../api/wire';
import type { AuthResult, OAuthProviderId } from '../../api/ports';
import { systemClock, type Clock } from '../../platform/clock';
import { browserOpener, openPopupForMessage, type PopupOpener } from './popup-message';
import {
  authResultFromWire,
  authSessionResponseSchema,
  isLmsErrorCode,
  type AuthSessionResponse,
} from '../../api/auth-wire';

/** The message type the server's callback page posts to `window.opener`. */
export const OAUTH_RESULT_MESSAGE_TYPE = 'lms:oauth-result';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

export type { PopupHandle, PopupMessageEvent, PopupOpener } from './popup-message';

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
  const opener = browserOpener(options.window);
  if (opener instanceof LmsError) return Promise.reject(opener);
  const clock = options.clock ?? systemClock;
  const serverUrl = new URL(options.baseUrl || '/', opener.location.href);
  const startUrl = new URL(API_PATHS.auth(`oauth/${options.provider}/start`), serverUrl);
  startUrl.searchParams.set('origin', opener.location.origin);
  return openPopupForMessage({
    opener,
    url: startUrl,
    name: `lms-oauth-${options.provider}`,
    width: POPUP_WIDTH,
    height: POPUP_HEIGHT,
    clock,
    // The server's callback page: anything else it might post is not ours to read.
    read: (data) => {
      const message = data as { type?: unknown } | null;
      if (typeof message !== 'object' || message === null || message.type !== OAUTH_RESULT_MESSAGE_TYPE)
        return null;
      return parseOAuthResult(message, clock.now());
    },
    closeWhenAnswered: true,
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
  // expiresIn travels as seconds from now, so the two machines' clocks need not agree.
  return authResultFromWire(parsed.data, now);
}
