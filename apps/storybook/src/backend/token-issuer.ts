// Sessions of the in-memory identity provider: ID tokens that carry the admin claim (spec section 4), refresh tokens
// that rotate on use and end their whole family when an old one comes back, as the self-hosted server does.
import { LmsError, type AuthTokens, type Clock, type IdTokenClaims } from '@lms/core';
import type { MemoryDatabase } from './memory-database';
import { encodeUnsignedJwt } from './unsigned-jwt';
import type { UserRecord } from './user-record';

export const ID_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type IdTokenRejection = 'invalid' | 'expired' | 'revoked' | 'user-not-found' | 'user-disabled';

export type IdTokenCheck =
  { ok: true; user: UserRecord; claims: IdTokenClaims } | { ok: false; reason: IdTokenRejection };

interface RefreshRecord {
  uid: string;
  family: string;
  provider: string;
  /** Milliseconds: when the person last proved who they are (kept across refreshes). */
  authTime: number;
  expiresAt: number;
  rotated: boolean;
}

export interface SessionOrigin {
  provider: string;
  /** Milliseconds; defaults to now (a fresh sign-in). */
  authTime?: number;
}

export class TokenIssuer {
  private readonly idTokens = new Map<string, IdTokenClaims>();
  private readonly refreshTokens = new Map<string, RefreshRecord>();

  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly idTokenLifetimeMs: number = ID_TOKEN_LIFETIME_MS,
  ) {}

  issue(user: UserRecord, origin: SessionOrigin): AuthTokens {
    const authTime = origin.authTime ?? this.clock.now();
    const refreshToken = this.db.nextId(`refresh-${user.uid}`);
    this.refreshTokens.set(refreshToken, {
      uid: user.uid,
      family: refreshToken,
      provider: origin.provider,
      authTime,
      expiresAt: this.clock.now() + REFRESH_TOKEN_LIFETIME_MS,
      rotated: false,
    });
    return this.tokensFor(user, origin.provider, authTime, refreshToken);
  }

  /** The stand-in for signature verification: only tokens this back end issued, unexpired, for a live account. */
  check(idToken: string): IdTokenCheck {
    const claims = this.idTokens.get(idToken);
    if (!claims) return { ok: false, reason: 'invalid' };
    if (claims.exp * 1000 <= this.clock.now()) return { ok: false, reason: 'expired' };
    const user = this.db.users.get(claims.sub);
    if (!user) return { ok: false, reason: 'user-not-found' };
    if (user.disabled) return { ok: false, reason: 'user-disabled' };
    if (claims.iat * 1000 < user.tokensValidAfter) return { ok: false, reason: 'revoked' };
    return { ok: true, user, claims };
  }

  refresh(refreshToken: string): AuthTokens {
    const record = this.refreshTokens.get(refreshToken);
    const invalid = () => new LmsError('auth/invalid-refresh-token', 'The session has ended; sign in again');
    if (!record || record.expiresAt <= this.clock.now()) throw invalid();
    if (record.rotated) {
      // An old token came back: whoever holds the newer one may be a thief. End the whole family.
      this.revokeFamily(record.family);
      throw invalid();
    }
    const user = this.db.users.get(record.uid);
    if (!user) throw new LmsError('auth/user-not-found', 'The account no longer exists');
    if (user.disabled) throw new LmsError('auth/user-disabled', 'This account is disabled');
    record.rotated = true;
    const next = this.db.nextId(`refresh-${user.uid}`);
    this.refreshTokens.set(next, {
      ...record,
      rotated: false,
      expiresAt: this.clock.now() + REFRESH_TOKEN_LIFETIME_MS,
    });
    return this.tokensFor(user, record.provider, record.authTime, next);
  }

  /** Sign-out: unknown tokens are accepted silently, there is nothing to revoke. */
  revoke(refreshToken: string): void {
    const record = this.refreshTokens.get(refreshToken);
    if (record) this.revokeFamily(record.family);
  }

  /** Ends every session of the account (password or e-mail change, password reset, deletion). */
  revokeAllOf(user: UserRecord): void {
    // Tokens issued before this second stop working (iat has one-second precision), as on the server.
    user.tokensValidAfter = Math.floor(this.clock.now() / 1000) * 1000;
    for (const [token, record] of this.refreshTokens)
      if (record.uid === user.uid) this.refreshTokens.delete(token);
  }

  private revokeFamily(family: string): void {
    for (const [token, record] of this.refreshTokens)
      if (record.family === family) this.refreshTokens.delete(token);
  }

  private tokensFor(user: UserRecord, provider: string, authTime: number, refreshToken: string): AuthTokens {
    const iat = Math.floor(this.clock.now() / 1000);
    const expiresAt = iat * 1000 + this.idTokenLifetimeMs;
    const claims: IdTokenClaims = {
      sub: user.uid,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.displayName,
      picture: user.photoURL,
      auth_time: Math.floor(authTime / 1000),
      iat,
      exp: Math.floor(expiresAt / 1000),
      provider,
      // The role of the account now: a promotion or demotion shows in the next token, as on the server.
      ...(user.role === 'admin' ? { admin: true } : {}),
    };
    const idToken = encodeUnsignedJwt({ ...claims });
    this.idTokens.set(idToken, claims);
    return { idToken, refreshToken, expiresAt };
  }
}
