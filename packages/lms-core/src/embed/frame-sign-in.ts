// "Sign in to continue" in a framed step. The frame cannot use our sign-in (its storage is partitioned or blocked
// on another site), so it opens the step's own page in a first-party popup with a one-time nonce; there the student
// signs in as usual, the page asks the server for a new session for the frame (createFrameSession) and posts it to
// the window that opened it, with targetOrigin set to our own origin: the session never reaches another site.
import type { ExchangeLaunchTokenResult } from '../api/schemas/embedding';
import { frameSessionResultMiniSchema } from '../api/schemas/frame-session';

/** The query parameter that marks the step page opened as the frame's sign-in popup. */
export const FRAME_SIGN_IN_PARAM = 'frameSignIn';

/** The message type the popup posts to the frame. */
export const FRAME_SESSION_MESSAGE_TYPE = 'lms:frame-session';

const NONCE_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function isFrameSignInNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE_PATTERN.test(value);
}

/** 128 random bits, base64url: ties the popup's answer to the frame that asked. */
export function newFrameSignInNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The step page's path with the popup's nonce. */
export function frameSignInPath(stepPath: string, nonce: string): string {
  return `${stepPath}?${FRAME_SIGN_IN_PARAM}=${encodeURIComponent(nonce)}`;
}

export interface FrameSessionMessage {
  type: typeof FRAME_SESSION_MESSAGE_TYPE;
  nonce: string;
  result: ExchangeLaunchTokenResult;
}

/** The session in a popup's message when it is one, for this nonce; null for anything else. */
export function readFrameSessionMessage(data: unknown, nonce: string): ExchangeLaunchTokenResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<FrameSessionMessage>;
  if (message.type !== FRAME_SESSION_MESSAGE_TYPE || message.nonce !== nonce) return null;
  const parsed = frameSessionResultMiniSchema.safeParse(message.result);
  return parsed.success ? parsed.data : null;
}
