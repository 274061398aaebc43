// Who is calling: the Bearer ID token of a request, checked by the identity provider and against the platform's
// record on every call, so a deleted, disabled or demoted account loses its access at once instead of when its token
// expires. A token whose admin claim no longer matches the account's role is marked `roleChanged`, which the callable dispatch refuses (the client
// then refreshes the token and sends again); file requests simply act on the account's role.
import { LmsError } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { idTokenRefused } from '../auth/id-token-check';

/** Null without a header; LmsError('functions/unauthenticated') for anything but a valid, live token. */
export async function authenticate(ctx: DomainContext, authorizationHeader?: string): Promise<Caller | null> {
  if (authorizationHeader === undefined || authorizationHeader.trim() === '') return null;
  const match = /^Bearer +([A-Za-z0-9_\-.]+)\s*$/i.exec(authorizationHeader);
  if (!match?.[1]) {
    throw new LmsError('functions/unauthenticated', 'The Authorization header must be "Bearer <ID token>"');
  }
  const check = await ctx.identity.checkCallerToken(ctx, match[1]);
  if (!check.ok) throw idTokenRefused(check.reason);
  const { user, claims } = check;
  return {
    uid: user.uid,
    email: user.email,
    // The database role, not the token's claim: a demotion takes effect on the next request.
    admin: user.role === 'admin',
    authTime: claims.auth_time,
    provider: claims.provider,
    ...((claims.admin === true) !== (user.role === 'admin') ? { roleChanged: true as const } : {}),
  };
}
