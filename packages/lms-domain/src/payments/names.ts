// Coupons named by their id: their code.
import type { NamedThing } from '@lms/core';
import type { ThingNamer } from '../events/names';

export const nameCoupons: ThingNamer = async (ctx, ids) => {
  const rows = await ctx.db.selectFrom('coupons').select(['id', 'code']).where('id', 'in', ids).execute();
  return rows.map((row): NamedThing => ({ id: row.id, kind: 'coupon', name: row.code }));
};
