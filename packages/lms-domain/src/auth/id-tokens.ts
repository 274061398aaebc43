// ID tokens: ES256 JWTs valid one hour, with the claims lms-core reads (IdTokenClaims) and admin: true for admins.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTHeaderParameters } from 'jose';
import { z } from 'zod';
import { isUserSettableUrl } from '@lms/core';
import type { IdTokenClaims } from '@lms/core';
import type { DomainContext } from '../context';
import { BoundedMap } from '../db/bounded-map';
import { perDatabase } from '../db/per-database';
import type { UserRow } from '../db/schema';
import { ID_TOKEN_ALG, reloadSigningKeys, signingKeys } from './signing-keys';

export const ID_TOKEN_AUDIENCE = 'lms';
export const ID_TOKEN_TTL_SECONDS = 60 * 60;

export interface IdTokenSubject {
  user: UserRow;
  /** Sign-in method of this session: password, emailLink, google.com, microsoft.com. */
  provider: string;
  /** When the user last proved who they are, milliseconds since the epoch. */
  authTime: number;
  /**
   * The session family (refresh-token family) this token belongs to: the `sid` claim, checked on every use. None
   * for tokens outside a refreshable session (a cmi5 fetch code's).
   */
  sessionId?: string;
}

export async function signIdToken(ctx: DomainContext, subject: IdTokenSubject): Promise<string> {
  const { current } = await signingKeys(ctx);
  const { user } = subject;
  const issuedAt = Math.floor(ctx.now() / 1000);
  return new SignJWT({
    email: user.email,
    email_verified: user.email_verified === 1,
    name: user.display_name,
    // A stored address from before the rule existed never reaches a client that would put it in an <img>.
    picture: user.photo_url !== null && isUserSettableUrl(user.photo_url) ? user.photo_url : null,
    auth_time: Math.floor(subject.authTime / 1000),
    provider: subject.provider,
    ...(subject.sessionId === undefined ? {} : { sid: subject.sessionId }),
    ...(user.role === 'admin' ? { admin: true } : {}),
  })
    .setProtectedHeader({ alg: ID_TOKEN_ALG, kid: current.kid, typ: 'JWT' })
    .setSubject(user.uid)
    .setIssuer(ctx.config.publicUrl)
    .setAudience(ID_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
    .sign(current.privateKey);
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string().nullable().optional(),
  picture: z.string().nullable().optional(),
  auth_time: z.number(),
  iat: z.number(),
  exp: z.number(),
  provider: z.string(),
  /** Absent only in tokens issued before sessions carried their family (they expire within the hour). */
  sid: z.string().optional(),
  admin: z.boolean().optional(),
});

export type IdTokenVerification =
  { ok: true; claims: IdTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens whose signature already checked out, per database handle. An ES256 verification costs more than the rest
 * of a small request (docs/performance.md), and a client sends the same token for up to an hour. Keyed by the whole
 * token text, so only the identical signed bytes hit; expiry is checked again on every use, and revocation is never
 * cached (id-token-check reads the user row each time).
 */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
const verifiedTokens = perDatabase(() => new BoundedMap<string, IdTokenClaims>(VERIFIED_TOKEN_CACHE_SIZE));

/** Checks signature, issuer, audience and expiry (not revocation: that needs the user row, see id-token-check). */
export async function verifyIdTokenSignature(
  ctx: DomainContext,
  token: string,
): Promise<IdTokenVerification> {
  const cache = verifiedTokens(ctx.db);
  const known = cache.get(token);
  if (known !== undefined) {
    if (known.exp * 1000 > ctx.now()) return { ok: true, claims: known };
    cache.delete(token);
    return { ok: false, reason: 'expired' };
  }
  const verification = await verifyUncached(ctx, token);
  if (verification.ok) cache.set(token, verification.claims);
  return verification;
}

async function verifyUncached(ctx: DomainContext, token: string): Promise<IdTokenVerification> {
  const keyFor = async (header: JWTHeaderParameters) => {
    const kid = header.kid ?? '';
    const known = (await signingKeys(ctx)).byKid.get(kid);
    // Another server copy may have created a key this one has not loaded yet (first-start race).
    const key = known ?? (await reloadSigningKeys(ctx)).byKid.get(kid);
    if (!key) throw new joseErrors.JWKSNoMatchingKey();
    return key.publicKey;
  };
  try {
    const { payload } = await jwtVerify(token, keyFor, {
      algorithms: [ID_TOKEN_ALG],
      issuer: ctx.config.publicUrl,
      audience: ID_TOKEN_AUDIENCE,
      currentDate: new Date(ctx.now()),
      requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
