// The server reads its auth rate limits from the settings table on every request (key `auth.rateLimits`, see
// packages/lms-domain/src/rate-limit/auth-rate-limits.ts), not from environment variables. Global setup writes
// small per-account limits there, so "too many attempts" is reached in a few tries, and large per-client limits,
// because every test signs in from 127.0.0.1 and must not be throttled by the others.
import Database from 'better-sqlite3';
import { join } from 'node:path';

/** Wrong passwords one account may get from one client address per window; the next attempt is refused. */
export const E2E_SIGN_IN_LIMIT_PER_EMAIL_FROM_IP = 6;

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
const PER_CLIENT = { limit: 100_000, windowMs: HOUR };

export const E2E_AUTH_RATE_LIMITS = {
  signInPerEmailFromIp: { limit: E2E_SIGN_IN_LIMIT_PER_EMAIL_FROM_IP, windowMs: FIFTEEN_MINUTES },
  // Above the per-address limit, so a test from one address meets the per-address pause, as a real guesser would.
  signInPerEmail: { limit: 4 * E2E_SIGN_IN_LIMIT_PER_EMAIL_FROM_IP, windowMs: FIFTEEN_MINUTES },
  signInPerIp: PER_CLIENT,
  signUpPerIp: PER_CLIENT,
  oobPerIp: PER_CLIENT,
};

export function writeE2eRateLimits(dataDir: string): void {
  const db = new Database(join(dataDir, 'lms.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into settings (key, value, updated_at) values (?, ?, ?)
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    ).run('auth.rateLimits', JSON.stringify(E2E_AUTH_RATE_LIMITS), Date.now());
  } finally {
    db.close();
  }
}
