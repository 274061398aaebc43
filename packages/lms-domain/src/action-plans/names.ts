// Action-plan steps named by their id: their titles.
import type { NamedThing } from '@lms/core';
import type { ThingNamer } from '../events/names';

export const nameSteps: ThingNamer = async (ctx, ids) => {
  const rows = await ctx.db
    .selectFrom('action_plan_steps')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row): NamedThing => ({ id: row.id, kind: 'action-plan-step', name: row.title }));
};
