// E-mail and password accounts: sign-up, sign-in (and re-authentication), and creation by the CLI.
import { passwordsOf } from './built-in-passwords';
import { LmsError, signUpRequestSchema } from '@lms/core';
import { spendPasswordCheckTime } from './password-check-time';
import type { AuthSessionResponse, Role, SignInWithPasswordRequest, SignUpRequest } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';
import {
  enforceRateLimit,
  hitRateLimit,
  loadAuthRateLimits,
  refuseWhenSpent,
  tooManyAttempts,
} from '../rate-limit';
import { findUserByEmail, insertUser, recordLogin } from '../users/user-records';
import type { NewUserInput } from '../users/user-records';
import { requireAccount } from './account-token';
import { assertPasswordMeetsPolicy } from './password-rules';
import { issueSession } from './sessions';
import { sessionResponse } from './session-response';
import { authBodyError } from './parse-body';
import { reportSecurityEvent } from '../events/report-security-event';
import { SECURITY_EVENTS } from '../events/security-events';

export const PASSWORD_PROVIDER = 'password';

/** Validates and hashes a new password account without storing it (hashing stays outside transactions). */
export async function preparePasswordAccount(
  ctx: DomainContext,
  input: SignUpRequest & { role?: Role },
): Promise<NewUserInput> {
  await assertPasswordMeetsPolicy(ctx, input.password);
  return {
    email: input.email,
    emailVerified: false,
    displayName: input.displayName?.trim() ? input.displayName.trim() : null,
    provider: PASSWORD_PROVIDER,
    passwordHash: await passwordsOf(ctx).hash(input.password),
    role: input.role ?? 'user',
  };
}

export async function signUpWithPassword(
  ctx: DomainContext,
  input: SignUpRequest,
  clientIp: string,
): Promise<AuthSessionResponse> {
  const limits = await loadAuthRateLimits(ctx);
  await enforceRateLimit(ctx, `signup:ip:${clientIp}`, limits.signUpPerIp);
  await enforceRateLimit(ctx, `signup:email:${input.email}`, limits.signUpPerEmail);
  if (await findUserByEmail(ctx, input.email)) {
    throw new LmsError('auth/email-already-in-use', 'An account with this e-mail address already exists');
  }
  const user = await insertUser(ctx, await preparePasswordAccount(ctx, input));
  const tokens = await issueSession(ctx, user, { provider: PASSWORD_PROVIDER });
  return sessionResponse(ctx, user, tokens, true);
}

/**
 * A wrong password and an unknown e-mail both answer auth/invalid-credential, in the same time, so sign-in does not
 * tell which addresses have accounts. With `idToken` (re-authentication before a sensitive change) the caller
 * already knows the account, so a wrong password is reported as auth/wrong-password.
 */
export async function signInWithPassword(
  ctx: DomainContext,
  input: SignInWithPasswordRequest,
  clientIp: string,
  userAgent?: string,
): Promise<AuthSessionResponse> {
  const origin = { clientIp, ...(userAgent ? { userAgent } : {}) };
  const limits = await loadAuthRateLimits(ctx);
  const perAddress = await hitRateLimit(ctx, `signin:ip:${clientIp}`, limits.signInPerIp);
  if (!perAddress.allowed) {
    // A security event once, when this address first goes over (its further attempts would flood the log).
    if (perAddress.hits === limits.signInPerIp.limit + 1)
      await reportSecurityEvent(
        ctx,
        SECURITY_EVENTS.signInPaused,
        { uid: null, email: input.email },
        {
          ...origin,
          targets: [input.email],
          summary: JSON.stringify({ reason: 'sign-in-paused-for-network' }),
        },
      );
    throw tooManyAttempts('auth/too-many-requests', perAddress.retryAfterSeconds);
  }
  // Only failures count per account (they are guesses): someone signing in on several devices is never limited.
  // They count per account and address together, so a guesser stops only themselves (and whoever shares their
  // address), and per account overall, against guessing spread over many addresses; then the owner signs in with
  // the e-mailed link, which these limits never block (issue 25: no wall for the owner).
  const pairBucket = `signin:email-ip:${input.email}|${clientIp}`;
  const emailBucket = `signin:email:${input.email}`;
  await refuseWhenSpent(
    ctx,
    pairBucket,
    limits.signInPerEmailFromIp,
    'auth/too-many-requests',
    (seconds) => ({
      message: `Too many wrong passwords for this account from your network. Try again in ${seconds} seconds, or sign in with a link sent by e-mail.`,
      details: { reason: 'sign-in-paused-for-address', emailLinkSignIn: true },
    }),
  );
  await refuseWhenSpent(ctx, emailBucket, limits.signInPerEmail, 'auth/too-many-requests', (seconds) => ({
    message: `Password sign-in to this account is paused for ${seconds} seconds after many wrong passwords. Sign in with a link sent by e-mail instead.`,
    details: { reason: 'sign-in-paused-for-account', emailLinkSignIn: true },
  }));
  const failed = async (error: LmsError, uid: string | null = null): Promise<never> => {
    const pair = await hitRateLimit(ctx, pairBucket, limits.signInPerEmailFromIp);
    const account = await hitRateLimit(ctx, emailBucket, limits.signInPerEmail);
    // Security events (the audit log): each failure, and a pause once, when this failure starts it (a paused
    // guesser's further attempts are refused without an entry each, so they cannot flood the log).
    const subject = { uid, email: input.email };
    await reportSecurityEvent(ctx, SECURITY_EVENTS.signInFailed, subject, {
      ...origin,
      error,
      targets: [input.email],
    });
    const pauses = [
      pair.hits === limits.signInPerEmailFromIp.limit ? 'sign-in-paused-for-address' : null,
      account.hits === limits.signInPerEmail.limit ? 'sign-in-paused-for-account' : null,
    ];
    for (const reason of pauses) {
      if (reason === null) continue;
      await reportSecurityEvent(ctx, SECURITY_EVENTS.signInPaused, subject, {
        ...origin,
        targets: [input.email],
        summary: JSON.stringify({ reason }),
      });
    }
    throw error;
  };
  const reauthenticating = input.idToken !== undefined;
  if (input.idToken !== undefined) {
    const account = await requireAccount(ctx, input.idToken);
    if (account.user.email !== input.email) {
      throw new LmsError(
        'auth/invalid-credential',
        'The e-mail address does not belong to the signed-in account',
      );
    }
  }
  const user = await findUserByEmail(ctx, input.email);
  if (!user || user.password_hash === null) {
    await spendPasswordCheckTime(passwordsOf(ctx), input.password);
    return failed(new LmsError('auth/invalid-credential', 'The e-mail address or the password is not right'));
  }
  if (!(await passwordsOf(ctx).verify(input.password, user.password_hash))) {
    return failed(
      reauthenticating
        ? new LmsError('auth/wrong-password', 'The password is not right')
        : new LmsError('auth/invalid-credential', 'The e-mail address or the password is not right'),
      user.uid,
    );
  }
  if (user.disabled === 1) {
    const error = new LmsError('auth/user-disabled', 'This account is disabled');
    await reportSecurityEvent(ctx, SECURITY_EVENTS.disabledAccountSignIn, user, { ...origin, error });
    throw error;
  }
  await upgradeHashIfNeeded(ctx, user, input.password);
  await recordLogin(ctx, user.uid);
  const tokens = await issueSession(ctx, user, { provider: PASSWORD_PROVIDER });
  return sessionResponse(ctx, user, tokens, false);
}

async function upgradeHashIfNeeded(ctx: DomainContext, user: UserRow, password: string): Promise<void> {
  if (user.password_hash === null || !passwordsOf(ctx).needsRehash(user.password_hash)) return;
  try {
    const passwordHash = await passwordsOf(ctx).hash(password);
    await ctx.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('uid', '=', user.uid)
      .execute();
  } catch (error) {
    // The old hash still works; the upgrade is retried at the next sign-in.
    ctx.log.warn({ err: error, uid: user.uid }, 'Could not upgrade a password hash');
  }
}

/** Used by the CLI (`lms create-admin`) and start-up (LMS_ADMIN_EMAIL): same validation as a sign-up. */
export async function createPasswordAccount(
  ctx: DomainContext,
  input: { email: string; password: string; displayName?: string; role?: Role },
): Promise<UserRow> {
  const parsed = signUpRequestSchema.safeParse({
    email: input.email,
    password: input.password,
    ...(input.displayName === undefined ? {} : { displayName: input.displayName }),
  });
  if (!parsed.success) throw authBodyError(parsed.error, { email: input.email, password: input.password });
  return insertUser(ctx, await preparePasswordAccount(ctx, { ...parsed.data, role: input.role ?? 'user' }));
}
