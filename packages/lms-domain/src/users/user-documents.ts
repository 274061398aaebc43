// The user-document rules of the callable operations: read your own (admins: any), change your own profile. What
// administrators do to accounts is in user-list.ts, user-detail.ts and account-admin.ts.
import { LmsError } from '@lms/core';
import type { UserDocument } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { UserUpdate } from '../db/schema';
import type { ParsedInput } from '../functions/registry';
import { findUserByUid, toUserDocument } from './user-records';

export async function getUserDocument(
  ctx: DomainContext,
  caller: Caller,
  uid: string,
): Promise<UserDocument> {
  if (uid !== caller.uid && !caller.admin) {
    throw new LmsError('functions/permission-denied', 'You can only read your own user document');
  }
  const user = await findUserByUid(ctx, uid);
  if (!user) throw new LmsError('functions/not-found', `No user document for ${uid}`);
  return toUserDocument(user);
}

export async function updateMyUserDocument(
  ctx: DomainContext,
  caller: Caller,
  update: ParsedInput<'updateMyUserDocument'>,
): Promise<UserDocument> {
  const changes: UserUpdate = { updated_at: ctx.now() };
  if (update.displayName !== undefined)
    changes.display_name = update.displayName === '' ? null : update.displayName;
  if (update.photoURL !== undefined) changes.photo_url = update.photoURL === '' ? null : update.photoURL;
  if (update.preferences?.language !== undefined) changes.pref_language = update.preferences.language;
  if (update.preferences?.notifications !== undefined) {
    changes.pref_notifications = update.preferences.notifications ? 1 : 0;
  }
  await ctx.db.updateTable('users').set(changes).where('uid', '=', caller.uid).execute();
  const user = await findUserByUid(ctx, caller.uid);
  if (!user) throw new LmsError('functions/not-found', 'Your account no longer exists');
  return toUserDocument(user);
}
