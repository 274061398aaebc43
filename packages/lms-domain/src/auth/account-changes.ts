// Reading, changing and deleting the signed-in account (accounts:lookup, accounts:update, accounts:delete).
import { passwordsOf } from './built-in-passwords';
import { LmsError } from '@lms/core';
import type { IdentityUser, UpdateAccountRequest, UpdateAccountResponse } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserUpdate } from '../db/schema';
import { findUserByEmail, findUserByUid, isUniqueViolation } from '../users/user-records';
import { requireAccount, requireRecentLogin } from './account-token';
import { loadIdentityUser } from './identity-user';
import { assertPasswordMeetsPolicy } from './password-rules';
import { issueSession, revokeSessions } from './sessions';
import { reportSecurityEvent } from '../events/report-security-event';
import { SECURITY_EVENTS, type RequestOrigin } from '../events/security-events';
import { eraseAccount } from '../areas/account-erasure';

export async function lookupAccount(ctx: DomainContext, idToken: string): Promise<{ user: IdentityUser }> {
  const { user } = await requireAccount(ctx, idToken);
  return { user: await loadIdentityUser(ctx, user) };
}

/**
 * Profile fields change at once. A new e-mail or password needs a sign-in within the last 5 minutes and ends every
 * other session (Firebase does the same on these "major account changes"); the caller gets fresh tokens back.
 */
export async function updateAccount(
  ctx: DomainContext,
  input: UpdateAccountRequest,
  origin: RequestOrigin = {},
): Promise<UpdateAccountResponse> {
  const account = await requireAccount(ctx, input.idToken);
  const { user } = account;
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  if (newEmail !== undefined || input.password !== undefined) requireRecentLogin(ctx, account);

  const changes: UserUpdate = { updated_at: ctx.now() };
  if (input.displayName !== undefined)
    changes.display_name = input.displayName?.trim() ? input.displayName : null;
  if (input.photoUrl !== undefined) changes.photo_url = input.photoUrl === '' ? null : input.photoUrl;
  if (newEmail !== undefined) {
    if (await findUserByEmail(ctx, newEmail)) {
      throw new LmsError('auth/email-already-in-use', 'Another account already uses this e-mail address');
    }
    // Spec 3: the xAPI identifier follows the e-mail; the new address is not verified yet.
    Object.assign(changes, { email: newEmail, email_verified: 0, xapi_identifier: `mailto:${newEmail}` });
  }
  if (input.password !== undefined) {
    await assertPasswordMeetsPolicy(ctx, input.password);
    changes.password_hash = await passwordsOf(ctx).hash(input.password);
  }
  try {
    await ctx.db.updateTable('users').set(changes).where('uid', '=', user.uid).execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new LmsError('auth/email-already-in-use', 'Another account already uses this e-mail address');
    }
    throw error;
  }

  let tokens: UpdateAccountResponse['tokens'];
  if (newEmail !== undefined || input.password !== undefined) {
    await revokeSessions(ctx, user.uid);
  }
  const subject = { uid: user.uid, email: user.email };
  if (input.password !== undefined)
    await reportSecurityEvent(ctx, SECURITY_EVENTS.passwordChanged, subject, {
      ...origin,
      targets: [user.uid],
    });
  if (newEmail !== undefined) {
    await reportSecurityEvent(ctx, SECURITY_EVENTS.emailChanged, subject, {
      ...origin,
      targets: [user.uid, newEmail],
    });
  }
  const updated = await findUserByUid(ctx, user.uid);
  if (!updated) throw new LmsError('auth/user-not-found', 'The account no longer exists');
  if (newEmail !== undefined || input.password !== undefined) {
    // The person just proved who they are; the new session keeps that sign-in time and method.
    tokens = await issueSession(ctx, updated, {
      provider: account.claims.provider,
      authTime: account.claims.auth_time * 1000,
    });
  }
  const identity = await loadIdentityUser(ctx, updated);
  return tokens ? { user: identity, tokens } : { user: identity };
}

/**
 * Needs a recent sign-in. Erases what each area keeps about the person with the account (areas/account-erasure.ts);
 * the last active administrator cannot delete their account (nobody could manage the platform; a disabled admin
 * does not count, as for every other change of admins).
 */
export async function deleteAccount(ctx: DomainContext, idToken: string): Promise<Record<string, never>> {
  const account = await requireAccount(ctx, idToken);
  requireRecentLogin(ctx, account);
  const lastAdmin = () =>
    new LmsError(
      'auth/operation-not-allowed',
      'You are the last administrator; make someone else an admin first',
    );
  if (!(await eraseAccount(ctx, account.user.uid, lastAdmin)))
    throw new LmsError('auth/user-not-found', 'The account no longer exists');
  ctx.log.info({ uid: account.user.uid }, 'Account deleted by its owner');
  return {};
}
