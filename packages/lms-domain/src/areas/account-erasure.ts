// Deleting an account, the one way both the owner (accounts:delete) and an administrator (deleteUser) do it: every
// area's `erase` (areas/personal-data.ts) runs in one transaction with the deletion of the account row, whose
// foreign keys then delete or unlink the rest. The last active administrator is never deleted: the transaction
// is undone, erasures included.
import type { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import { anotherActiveAdmin } from '../users/admin-guard';
import { personalDataDeclarations } from './personal-data';

/**
 * Erases `uid`'s account and what each area declared about them. Throws `lastAdmin()` when they are the last
 * administrator who can sign in; answers false when there is no such account.
 */
export async function eraseAccount(
  ctx: DomainContext,
  uid: string,
  lastAdmin: () => LmsError,
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const scoped: DomainContext = { ...ctx, db: trx };
    let account = trx.selectFrom('users').select('role').where('uid', '=', uid);
    // PostgreSQL: two admins deleting each other at once wait for one another here, so each sees the other's end.
    if (ctx.dialect === 'postgres') account = account.forUpdate();
    const user = await account.executeTakeFirst();
    if (user === undefined) return false;
    if (user.role === 'admin' && ctx.dialect === 'postgres')
      await trx.selectFrom('users').select('uid').where('role', '=', 'admin').forUpdate().execute();
    for (const declaration of personalDataDeclarations().values())
      if (declaration.erase) await declaration.erase(scoped, uid);
    let deletion = trx.deleteFrom('users').where('uid', '=', uid);
    if (user.role === 'admin') deletion = deletion.where(anotherActiveAdmin(uid));
    const result = await deletion.executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw lastAdmin();
    return true;
  });
}
