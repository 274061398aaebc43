// The identity provider's view of an account (IdentityUser of lms-core's ports, spec section 3).
import type { IdentityUser, ProviderInfo } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';

export async function loadIdentityUser(ctx: DomainContext, user: UserRow): Promise<IdentityUser> {
  const identities = await ctx.db
    .selectFrom('identities')
    .select(['provider', 'subject', 'email'])
    .where('uid', '=', user.uid)
    .orderBy('created_at')
    .execute();
  const providerData: ProviderInfo[] = [];
  // Like Firebase, a password is listed as a provider whose uid is the e-mail address.
  if (user.password_hash !== null) {
    providerData.push({
      providerId: 'password',
      uid: user.email,
      email: user.email,
      displayName: user.display_name,
      photoURL: user.photo_url,
    });
  }
  for (const identity of identities) {
    providerData.push({
      providerId: identity.provider,
      uid: identity.subject,
      email: identity.email,
      displayName: user.display_name,
      photoURL: user.photo_url,
    });
  }
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.email_verified === 1,
    displayName: user.display_name,
    photoURL: user.photo_url,
    phoneNumber: user.phone_number,
    tenantId: null,
    isAnonymous: false,
    providerData,
    createdAt: user.created_at,
    lastLoginAt: user.last_login,
    disabled: user.disabled === 1,
  };
}
