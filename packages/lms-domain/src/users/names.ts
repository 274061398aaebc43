// People named by their user id: their display name, or their e-mail address when they gave none.
import type { NamedThing } from '@lms/core';
import type { ThingNamer } from '../events/names';

export const nameUsers: ThingNamer = async (ctx, ids) => {
  const rows = await ctx.db
    .selectFrom('users')
    .select(['uid', 'display_name', 'email'])
    .where('uid', 'in', ids)
    .execute();
  return rows.map((row): NamedThing => ({
    id: row.uid,
    kind: 'user',
    name: row.display_name?.trim() || row.email,
  }));
};
