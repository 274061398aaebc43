// The user-document rules of the callable operations: read your own (admins: any), change your own profile,
// list users (admins), change roles (admins, never leaving the platform without an administrator).
import { sql } from 'kysely';
import { LmsError } from '@lms/core';
import type { Role, UserDocument } from '@lms/core';
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

export interface UserPage {
  items: UserDocument[];
  total: number;
  page: number;
  pageSize: number;
}

/** Newest first; `search` matches e-mail or display name, case-insensitively. */
export async function listUsers(ctx: DomainContext, input: ParsedInput<'listUsers'>): Promise<UserPage> {
  let query = ctx.db.selectFrom('users');
  const search = input.search?.toLowerCase();
  if (search) {
    // Escape LIKE wildcards so "50%" finds "50%" and not everything.
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('email', 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(coalesce(display_name, ''))`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('uid')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map(toUserDocument),
    total: Number(count.total),
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function setUserRole(
  ctx: DomainContext,
  caller: Caller,
  uid: string,
  role: Role,
): Promise<UserDocument> {
  const user = await findUserByUid(ctx, uid);
  if (!user) throw new LmsError('functions/not-found', `No user ${uid}`);
  if (user.role !== role) {
    let update = ctx.db.updateTable('users').set({ role, updated_at: ctx.now() }).where('uid', '=', uid);
    if (role === 'user') {
      // Checked inside the same statement, so the platform cannot end up without an administrator.
      update = update.where(
        (eb) =>
          eb.selectFrom('users').select(eb.fn.countAll<number>().as('admins')).where('role', '=', 'admin'),
        '>',
        1,
      );
    }
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const who = uid === caller.uid ? 'You are' : 'This user is';
      throw new LmsError(
        'functions/permission-denied',
        `${who} the last administrator; make someone else an admin first`,
      );
    }
  }
  const updated = await findUserByUid(ctx, uid);
  if (!updated) throw new LmsError('functions/not-found', `No user ${uid}`);
  return toUserDocument(updated);
}
