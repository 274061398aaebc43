// The built-in identity provider carries the host's password hashing; the account rules find it here. Apart from
// built-in-identity.ts so the rules it mounts do not import their own mount point.
import { LmsError } from '@lms/core';
import type { DomainContext, PasswordHasher } from '../context';
import type { IdentityProvider } from '../identity/identity-provider';

export const BUILT_IN_IDENTITY = 'built-in';

export interface BuiltInIdentity extends IdentityProvider<DomainContext> {
  readonly kind: typeof BUILT_IN_IDENTITY;
  readonly passwords: PasswordHasher;
}

/** The built-in provider's password hashing; a host signing in elsewhere keeps no passwords. */
export function passwordsOf(ctx: DomainContext): PasswordHasher {
  const identity = ctx.identity as Partial<BuiltInIdentity>;
  if (identity.kind !== BUILT_IN_IDENTITY || identity.passwords === undefined) {
    throw new LmsError(
      'auth/operation-not-allowed',
      `Passwords are kept by the ${ctx.identity.kind} identity provider`,
    );
  }
  return identity.passwords;
}
