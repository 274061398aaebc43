// Surveys named by their id: their titles.
import type { NamedThing } from '@lms/core';
import type { ThingNamer } from '../events/names';

export const nameSurveys: ThingNamer = async (ctx, ids) => {
  const rows = await ctx.db.selectFrom('surveys').select(['id', 'title']).where('id', 'in', ids).execute();
  return rows.map((row): NamedThing => ({ id: row.id, kind: 'survey', name: row.title }));
};
