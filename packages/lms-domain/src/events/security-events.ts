// What the built-in sign-in (auth/) reports about an account's security, for the areas that keep such records (the
// audit log subscribes): auth is the identity provider, not an area, and reaches none of them directly.

export const SECURITY_EVENTS = {
  signInFailed: 'auth.sign-in-failed',
  signInPaused: 'auth.sign-in-paused',
  disabledAccountSignIn: 'auth.disabled-account-sign-in',
  /** A Google or Microsoft sign-in refused (an address of another account, a failed code exchange, a refusal). */
  providerSignInFailed: 'auth.provider-sign-in-failed',
  sessionRevokedOnReuse: 'auth.session-revoked-on-reuse',
  passwordChanged: 'auth.password-changed',
  emailChanged: 'auth.email-changed',
} as const;

export type SecurityEventName = (typeof SECURITY_EVENTS)[keyof typeof SECURITY_EVENTS];

/** Where a request came from, as the host saw it. */
export interface RequestOrigin {
  clientIp?: string;
  userAgent?: string;
}

/** One security event: what happened, to which account (null uid: an address with no account), and how. */
export interface SecurityEvent {
  action: SecurityEventName;
  subject: { uid: string | null; email: string | null };
  details: RequestOrigin & { error?: unknown; summary?: string; targets?: readonly string[] };
}
