// What an administrator does to other people's accounts: make or remove admins, disable and enable, send a
// password-reset e-mail, delete. Nobody may do these to their own account (they would lock themselves out by
// mistake, and another admin can), and the platform always keeps at least one active administrator: each change is
// checked inside the statement that makes it, so two admins acting at once cannot both pass the check.
import { LmsError, type AdminUser, type Role, type RefusalReason } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { createMailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { enforceRateLimit, loadAuthRateLimits } from '../rate-limit';
import { appAddressOf } from '../platform/user-app-address';
import { findUserByUid } from './user-records';
import { toAdminUser } from './user-list';
import { anotherActiveAdmin } from './admin-guard';
import { eraseAccount } from '../areas/account-erasure';

const refused = (reason: RefusalReason, message: string) =>
  new LmsError('functions/permission-denied', message, { reason });

function notSelf(caller: Caller, uid: string, what: string): void {
  if (caller.uid === uid)
    throw refused('self', `You cannot ${what} your own account; ask another administrator`);
}

const lastAdmin = () =>
  refused('last-admin', 'This is the last active administrator; make someone else an admin first');

async function requireUser(ctx: DomainContext, uid: string) {
  const user = await findUserByUid(ctx, uid);
  if (!user) throw new LmsError('functions/not-found', `No user ${uid}`);
  return user;
}

async function reread(ctx: DomainContext, uid: string): Promise<AdminUser> {
  return toAdminUser(await requireUser(ctx, uid));
}

export async function setUserRole(
  ctx: DomainContext,
  caller: Caller,
  uid: string,
  role: Role,
): Promise<AdminUser> {
  const user = await requireUser(ctx, uid);
  if (user.role === role) return toAdminUser(user);
  if (role === 'user') notSelf(caller, uid, 'remove the administrator role from');
  let update = ctx.db.updateTable('users').set({ role, updated_at: ctx.now() }).where('uid', '=', uid);
  if (role === 'user') update = update.where(anotherActiveAdmin(uid));
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw lastAdmin();
  // The new role reaches the person's token at its next refresh; every call reads the record's role already.
  await ctx.identity.roleChanged(ctx, uid, role);
  ctx.log.info({ uid, role, by: caller.uid }, 'User role changed by an administrator');
  return reread(ctx, uid);
}

/** A disabled user cannot sign in; their next token refresh fails with auth/user-disabled and signs them out. */
export async function setUserDisabled(
  ctx: DomainContext,
  caller: Caller,
  uid: string,
  disabled: boolean,
): Promise<AdminUser> {
  if (disabled) notSelf(caller, uid, 'disable');
  const user = await requireUser(ctx, uid);
  if ((user.disabled === 1) === disabled) return toAdminUser(user);
  let update = ctx.db
    .updateTable('users')
    .set({ disabled: disabled ? 1 : 0, updated_at: ctx.now() })
    .where('uid', '=', uid);
  if (disabled && user.role === 'admin') update = update.where(anotherActiveAdmin(uid));
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw lastAdmin();
  await ctx.identity.disabledChanged(ctx, uid, disabled);
  ctx.log.info({ uid, disabled, by: caller.uid }, 'Account disabled state changed by an administrator');
  return reread(ctx, uid);
}

/** The same code and mail as "forgot password"; a disabled account gets none (it could not use it). */
export async function sendUserPasswordReset(
  ctx: DomainContext,
  caller: Caller,
  uid: string,
): Promise<{ sent: true; email: string }> {
  const user = await requireUser(ctx, uid);
  if (user.disabled === 1) {
    throw refused('disabled', 'This account is disabled; enable it first');
  }
  // Limited per account and per administrator, kept in the database like every other limit (any server copy).
  const limits = await loadAuthRateLimits(ctx);
  await enforceRateLimit(
    ctx,
    `admin-reset-user:${uid}`,
    limits.adminResetPerUser,
    'functions/resource-exhausted',
  );
  await enforceRateLimit(
    ctx,
    `admin-reset-by:${caller.uid}`,
    limits.adminResetPerAdmin,
    'functions/resource-exhausted',
  );
  // An administrator asked for it, not the learner from an app: the link opens the app the person last used. A relay
  // that refuses it now is retried by the outbox, and the mail log shows it to administrators.
  const app = await appAddressOf(ctx, user.uid);
  const link = await ctx.identity.passwordResetLink(ctx, user, app);
  await createMailer(ctx).send(passwordResetMail(user.email, link));
  ctx.log.info({ uid, by: caller.uid }, 'Password-reset e-mail sent by an administrator');
  return { sent: true, email: user.email };
}

export async function deleteUser(
  ctx: DomainContext,
  caller: Caller,
  uid: string,
  confirmEmail: string,
): Promise<{ deleted: true }> {
  notSelf(caller, uid, 'delete');
  const user = await requireUser(ctx, uid);
  if (confirmEmail !== user.email) {
    throw refused('confirm-mismatch', "Type the account's e-mail address exactly to confirm the deletion");
  }
  // What each area keeps about the person is erased with the account (areas/account-erasure.ts).
  if (!(await eraseAccount(ctx, uid, lastAdmin))) throw new LmsError('functions/not-found', `No user ${uid}`);
  await ctx.identity.accountDeleted(ctx, uid);
  ctx.log.info({ uid, by: caller.uid }, 'Account deleted by an administrator');
  return { deleted: true };
}
