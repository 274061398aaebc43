// Certificate templates named by their id: the name the administrator gave them.
import type { NamedThing } from '@lms/core';
import type { ThingNamer } from '../events/names';

export const nameCertificateTemplates: ThingNamer = async (ctx, ids) => {
  const rows = await ctx.db
    .selectFrom('certificate_templates')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row): NamedThing => ({ id: row.id, kind: 'certificate-template', name: row.name }));
};
