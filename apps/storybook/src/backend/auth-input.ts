// What the identity provider accepts as input, with the server's codes: the same e-mail rule as the screens
// (lms-core's rules.email, lower-cased), a present and bounded password, a photo address it can serve.
import { LmsError, rules } from '@lms/core';

/** An upper bound keeps a hostile caller from making the server hash megabytes (server rule). */
const MAX_PASSWORD_LENGTH = 4096;

export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!rules.email(email).ok) throw new LmsError('auth/invalid-email', 'The e-mail address is not valid');
  return email;
}

export function requirePassword(password: string): string {
  if (password === '') throw new LmsError('auth/missing-password', 'Enter a password');
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new LmsError(
      'functions/invalid-argument',
      `A password may be at most ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  return password;
}

/**
 * The server accepts an http(s) URL or a path on itself. A static Storybook has no file server, so the object URLs
 * of this back end's own storage (blob:) and inline images (data:image/) stand in for those paths.
 */
export function assertPhotoUrl(url: string): void {
  const ok = /^https?:\/\//i.test(url) ? URL.canParse(url) : /^(\/(?![/\\])|blob:|data:image\/)/.test(url);
  if (!ok || url.length > 2048) {
    throw new LmsError(
      'functions/invalid-argument',
      'photoUrl must be an http(s) URL or a path on this server',
    );
  }
}
