// Badges named by their id.
import type { NamedThing } from '@lms/core';
import type { ThingNamer } from '../events/names';

export const nameBadges: ThingNamer = async (ctx, ids) => {
  const rows = await ctx.db.selectFrom('badges').select(['id', 'name']).where('id', 'in', ids).execute();
  return rows.map((row): NamedThing => ({ id: row.id, kind: 'badge', name: row.name }));
};
