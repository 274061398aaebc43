// Finishing a Google / Microsoft sign-in: the provider identity (provider + subject) finds its user, or a new user
// is created with the default user document. An e-mail that already belongs to an account without this identity
// is refused (spec section 8): linking it silently would let whoever controls that provider account take it over.
import { LmsError, type AuthSessionResponse } from '@lms/core';
import type { DomainContext } from '../../context';
import type { UserRow } from '../../db/schema';
import {
  findUserByEmail,
  findUserByUid,
  insertUser,
  isUniqueViolation,
  recordLogin,
} from '../../users/user-records';
import { issueSession } from '../sessions';
import { sessionResponse } from '../session-response';
import type { ProviderProfile } from '@lms/core';
import type { OidcProvider } from './providers';

/** Spec section 8, word for word. */
export const ACCOUNT_EXISTS_MESSAGE =
  'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.';

export async function signInWithProviderProfile(
  ctx: DomainContext,
  provider: OidcProvider,
  profile: ProviderProfile,
): Promise<AuthSessionResponse> {
  const known = await findLinkedUser(ctx, provider, profile.subject);
  if (known) return startSession(ctx, provider, known, false);

  if (profile.email === null) {
    throw new LmsError(
      'auth/invalid-email',
      `${provider.label} did not share an e-mail address for this account.`,
    );
  }
  if (await findUserByEmail(ctx, profile.email)) throw accountExists(profile.email);

  let created: UserRow;
  try {
    created = await ctx.db.transaction().execute(async (db) => {
      const trx: DomainContext = { ...ctx, db };
      const user = await insertUser(trx, {
        email: profile.email!,
        emailVerified: profile.emailVerified,
        displayName: profile.displayName,
        photoURL: profile.photoURL,
        provider: provider.providerId,
      });
      await db
        .insertInto('identities')
        .values({
          provider: provider.providerId,
          subject: profile.subject,
          uid: user.uid,
          email: profile.email,
          created_at: ctx.now(),
        })
        .execute();
      return user;
    });
  } catch (error) {
    // A concurrent sign-in created the account first: the same identity signs in, another one is refused.
    if (!(isLmsError(error, 'auth/email-already-in-use') || isUniqueViolation(error))) throw error;
    const winner = await findLinkedUser(ctx, provider, profile.subject);
    if (winner) return startSession(ctx, provider, winner, false);
    throw accountExists(profile.email);
  }
  return startSession(ctx, provider, created, true);
}

async function findLinkedUser(ctx: DomainContext, provider: OidcProvider, subject: string) {
  const identity = await ctx.db
    .selectFrom('identities')
    .select('uid')
    .where('provider', '=', provider.providerId)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return identity ? ((await findUserByUid(ctx, identity.uid)) ?? null) : null;
}

async function startSession(
  ctx: DomainContext,
  provider: OidcProvider,
  user: UserRow,
  isNewUser: boolean,
): Promise<AuthSessionResponse> {
  if (user.disabled === 1) throw new LmsError('auth/user-disabled', 'This account has been disabled.');
  if (!isNewUser) await recordLogin(ctx, user.uid);
  const tokens = await issueSession(ctx, user, { provider: provider.providerId });
  return sessionResponse(ctx, user, tokens, isNewUser);
}

function accountExists(email: string): LmsError {
  return new LmsError('auth/account-exists-with-different-credential', ACCOUNT_EXISTS_MESSAGE, { email });
}

function isLmsError(error: unknown, code: string): boolean {
  return error instanceof LmsError && error.code === code;
}
