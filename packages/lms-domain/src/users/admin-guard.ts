// The platform always keeps an administrator who can sign in: a change that would remove the last one (a role
// removed, an account disabled or deleted, by an admin or by its owner) is refused. The condition is part of the
// statement that makes the change, so two admins acting at once cannot both pass a check made before.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/** Another administrator who can still sign in exists besides `uid` (a disabled admin does not count). */
export function anotherActiveAdmin(uid: string) {
  return (eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> =>
    eb(
      eb
        .selectFrom('users as other')
        .select(eb.fn.countAll<number>().as('admins'))
        .where('other.role', '=', 'admin')
        .where('other.disabled', '=', 0)
        .where('other.uid', '!=', uid),
      '>',
      0,
    );
}
