// Reads the claims of an ID token. The signature is the back end's business: the client only needs to know who is
// signed in, whether they are an admin (spec section 4: the `admin` claim) and when the token expires.
import type { IdTokenClaims } from '../api/ports';
import { LmsError } from '../errors';
import { registerEnglishMessages, z } from '../platform/zod-mini';
import { decodeJwtPayload } from './jwt-payload';

registerEnglishMessages();

const claimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.string(),
  email_verified: z._default(z.boolean(), false),
  name: z.nullish(z.string()),
  picture: z.nullish(z.string()),
  iat: z.number(),
  exp: z.number(),
  auth_time: z.optional(z.number()),
  provider: z.optional(z.string()),
  // Firebase puts the sign-in method here instead of a top-level `provider` claim.
  firebase: z.optional(z.partial(z.object({ sign_in_provider: z.string() }))),
  admin: z.optional(z.unknown()),
});

/** Decodes and checks the claims the client relies on; a malformed token is the back end's fault: auth/internal-error. */
export function readIdTokenClaims(idToken: string): IdTokenClaims {
  let payload: unknown;
  try {
    payload = decodeJwtPayload(idToken);
  } catch (error) {
    throw LmsError.received('auth/internal-error', 'The ID token is not a readable JWT', error);
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) {
    throw new LmsError('auth/internal-error', 'The ID token lacks required claims', parsed.error.issues);
  }
  const claims = parsed.data;
  const provider = claims.provider ?? claims.firebase?.sign_in_provider;
  if (provider === undefined) {
    throw new LmsError('auth/internal-error', 'The ID token does not name its sign-in provider');
  }
  return {
    sub: claims.sub,
    email: claims.email,
    email_verified: claims.email_verified,
    name: claims.name ?? null,
    picture: claims.picture ?? null,
    auth_time: claims.auth_time ?? claims.iat,
    iat: claims.iat,
    exp: claims.exp,
    provider,
    // Only a literal `true` makes an admin: a claim like "false" or 1 must never grant admin screens.
    admin: claims.admin === true,
  };
}
