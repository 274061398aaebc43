// The mailed-code flows: password reset, e-mail verification and e-mail sign-in links.
import { passwordsOf } from './built-in-passwords';
import { LmsError } from '@lms/core';
import type {
  AuthSessionResponse,
  ResetPasswordRequest,
  SendOobCodeRequest,
  SignInWithEmailLinkRequest,
} from '@lms/core';
import type { DomainContext } from '../context';
import { createMailer } from '../mail/mailer';
import type { MailMessage } from '../mail/mailer';
import { emailSignInMail, passwordResetMail, verifyEmailMail } from '../mail/templates';
import { enforceRateLimit, loadAuthRateLimits } from '../rate-limit';
import {
  findUserByEmail,
  findUserByUid,
  insertUser,
  isUniqueViolation,
  recordLogin,
} from '../users/user-records';
import { requireAccount } from './account-token';
import { acceptedAppAddress, acceptedContinueUrl } from '../platform/app-address';
import { rememberAppAddress } from '../platform/user-app-address';
import { emailSignInLink, passwordResetLink, verifyEmailLink } from './action-links';
import { consumeOobCode, createOobCode, peekOobCode } from './oob-codes';
import { assertPasswordMeetsPolicy } from './password-rules';
import { issueSession, revokeSessions } from './sessions';
import { sessionResponse } from './session-response';
import { reportSecurityEvent } from '../events/report-security-event';
import { SECURITY_EVENTS, type RequestOrigin } from '../events/security-events';

export const EMAIL_LINK_PROVIDER = 'emailLink';

/**
 * Answers the same whether or not the address has an account (no account enumeration): reset and sign-in-link
 * mails to unknown or disabled accounts are simply not sent, and a failed delivery is logged, not reported.
 */
export async function sendOobCode(
  ctx: DomainContext,
  input: SendOobCodeRequest,
  clientIp: string,
): Promise<Record<string, never>> {
  // Checked before anything is sent: a link in a mail only ever opens an app the server lists.
  const appAddress = acceptedAppAddress(ctx, input.appUrl);
  const continueUrl = acceptedContinueUrl(ctx, input.continueUrl, appAddress);
  const limits = await loadAuthRateLimits(ctx);
  await enforceRateLimit(ctx, `oob:ip:${clientIp}`, limits.oobPerIp);

  if (input.requestType === 'VERIFY_EMAIL') {
    if (input.idToken === undefined) {
      throw new LmsError('auth/user-token-expired', 'Sign in to verify your e-mail address');
    }
    // Verification is for the signed-in account's own address, whatever the body says.
    const { user } = await requireAccount(ctx, input.idToken);
    await enforceRateLimit(ctx, `oob:email:${user.email}`, limits.oobPerEmail);
    // Only here, where the account holder asks: reset and sign-in links can be asked by anyone for any address,
    // so they never change which app a learner's later mails open.
    await rememberAppAddress(ctx, user.uid, input.appUrl);
    const code = await createOobCode(ctx, { kind: 'VERIFY_EMAIL', email: user.email, uid: user.uid });
    // A relay that refuses it now is retried by the outbox (mail/outbox-delivery.ts).
    await createMailer(ctx).send(verifyEmailMail(user.email, verifyEmailLink(ctx, code, continueUrl)));
    return {};
  }

  await enforceRateLimit(ctx, `oob:email:${input.email}`, limits.oobPerEmail);
  const user = await findUserByEmail(ctx, input.email);
  if (user?.disabled === 1) return {};
  if (input.requestType === 'PASSWORD_RESET') {
    if (!user) return {};
    const code = await createOobCode(ctx, { kind: 'PASSWORD_RESET', email: user.email, uid: user.uid });
    await sendQuietly(ctx, passwordResetMail(user.email, passwordResetLink(appAddress, code, continueUrl)));
    return {};
  }
  // EMAIL_SIGNIN: an unknown address gets a link too; following it creates the account (as Firebase does).
  const code = await createOobCode(ctx, { kind: 'EMAIL_SIGNIN', email: input.email, uid: user?.uid ?? null });
  await sendQuietly(
    ctx,
    emailSignInMail(input.email, emailSignInLink(appAddress, code, input.email, continueUrl)),
  );
  return {};
}

async function sendQuietly(ctx: DomainContext, message: MailMessage): Promise<void> {
  try {
    await createMailer(ctx).send(message);
  } catch (error) {
    // Only the outbox's own write can fail here (the relay's refusals are retried). Logged, not answered:
    // answering differently would tell which addresses have accounts.
    ctx.log.error({ err: error, subject: message.subject }, 'An e-mail could not be written to the outbox');
  }
}

export async function signInWithEmailLink(
  ctx: DomainContext,
  input: SignInWithEmailLinkRequest,
): Promise<AuthSessionResponse> {
  // Checked before use, so typing another address does not burn the code.
  const code = await peekOobCode(ctx, input.oobCode, 'EMAIL_SIGNIN');
  if (code.email !== input.email) {
    throw new LmsError('auth/invalid-action-code', 'This sign-in link was sent to another e-mail address');
  }
  let user = await findUserByEmail(ctx, input.email);
  if (user?.disabled === 1) throw new LmsError('auth/user-disabled', 'This account is disabled');
  await consumeOobCode(ctx, input.oobCode, 'EMAIL_SIGNIN');

  let isNewUser = false;
  if (!user) {
    try {
      user = await insertUser(ctx, {
        email: input.email,
        emailVerified: true,
        provider: EMAIL_LINK_PROVIDER,
      });
      isNewUser = true;
    } catch (error) {
      // Someone signed up with this address meanwhile: sign in to that account.
      if (
        !(error instanceof LmsError && error.code === 'auth/email-already-in-use') &&
        !isUniqueViolation(error)
      ) {
        throw error;
      }
      user = await findUserByEmail(ctx, input.email);
      if (!user) throw error;
    }
  } else if (user.email_verified === 0) {
    // Whoever set the password of an unverified account never proved the address; the mailbox owner just did.
    // Dropping that password and its sessions stops a pre-registered account from being taken over.
    await revokeSessions(ctx, user.uid);
    await ctx.db
      .updateTable('users')
      .set({ email_verified: 1, password_hash: null, updated_at: ctx.now() })
      .where('uid', '=', user.uid)
      .execute();
  }
  await recordLogin(ctx, user.uid);
  const tokens = await issueSession(ctx, user, { provider: EMAIL_LINK_PROVIDER });
  return sessionResponse(ctx, user, tokens, isNewUser);
}

/** Completes a reset: new password, address proven, every other session ended. */
export async function resetPasswordWithCode(
  ctx: DomainContext,
  input: ResetPasswordRequest,
  origin: RequestOrigin = {},
): Promise<{ email: string }> {
  const code = await peekOobCode(ctx, input.oobCode, 'PASSWORD_RESET');
  // Checked before the code is used up, so a too-weak password can be corrected with the same link.
  await assertPasswordMeetsPolicy(ctx, input.newPassword);
  const passwordHash = await passwordsOf(ctx).hash(input.newPassword);
  const user = code.uid === null ? undefined : await findUserByUid(ctx, code.uid);
  if (!user) throw new LmsError('auth/user-not-found', 'The account of this link no longer exists');
  if (user.email !== code.email) {
    throw new LmsError(
      'auth/invalid-action-code',
      'The e-mail address of the account changed since this link was sent',
    );
  }
  if (user.disabled === 1) throw new LmsError('auth/user-disabled', 'This account is disabled');
  await consumeOobCode(ctx, input.oobCode, 'PASSWORD_RESET');
  await ctx.db
    .updateTable('users')
    .set({ password_hash: passwordHash, email_verified: 1, updated_at: ctx.now() })
    .where('uid', '=', user.uid)
    .execute();
  await revokeSessions(ctx, user.uid);
  await reportSecurityEvent(ctx, SECURITY_EVENTS.passwordChanged, user, {
    ...origin,
    targets: [user.uid],
    summary: 'reset with an e-mailed code',
  });
  return { email: user.email };
}

/** Marks the address verified; the code must still match the account's current address. */
export async function verifyEmailWithCode(ctx: DomainContext, oobCode: string): Promise<{ email: string }> {
  const code = await peekOobCode(ctx, oobCode, 'VERIFY_EMAIL');
  const user = code.uid === null ? undefined : await findUserByUid(ctx, code.uid);
  if (!user) throw new LmsError('auth/user-not-found', 'The account of this link no longer exists');
  if (user.email !== code.email) {
    throw new LmsError(
      'auth/invalid-action-code',
      'The e-mail address of the account changed since this link was sent',
    );
  }
  await consumeOobCode(ctx, oobCode, 'VERIFY_EMAIL');
  await ctx.db
    .updateTable('users')
    .set({ email_verified: 1, updated_at: ctx.now() })
    .where('uid', '=', user.uid)
    .execute();
  return { email: user.email };
}
