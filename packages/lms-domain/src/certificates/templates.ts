// Certificate templates: the design admins edit and the courses that issue it. A course may issue several
// templates; issued certificates keep the texts they were issued with (certificates.design).
import type { Kysely } from 'kysely';
import { LmsError, type CertificateTemplate, type OperationInput } from '@lms/core';
import type { DomainContext } from '../context';
import type { CertificateTemplatesTable, Database } from '../db/schema';
import { newId } from '../platform/random';

type TemplateInput = OperationInput<'createCertificateTemplate'>;

const iso = (at: number | string) => new Date(Number(at)).toISOString();

async function courseIdsOf(db: Kysely<Database>, templateIds: string[]): Promise<Map<string, string[]>> {
  const byTemplate = new Map<string, string[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .selectFrom('certificate_template_courses')
    .select(['template_id', 'course_id'])
    .where('template_id', 'in', templateIds)
    .orderBy('course_id')
    .execute();
  for (const row of rows)
    byTemplate.set(row.template_id, [...(byTemplate.get(row.template_id) ?? []), row.course_id]);
  return byTemplate;
}

function templateOf(
  row: CertificateTemplatesTable,
  courseIds: string[],
  issuedCount: number,
): CertificateTemplate {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    body: row.body,
    signerName: row.signer_name,
    signerTitle: row.signer_title,
    primaryColor: row.primary_color,
    accentColor: row.accent_color,
    orientation: row.orientation,
    logo: row.logo,
    signature: row.signature,
    background: row.background,
    validityDays: row.validity_days,
    courseIds,
    active: row.active === 1,
    issuedCount,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function listTemplates(ctx: DomainContext): Promise<{ items: CertificateTemplate[] }> {
  const rows = await ctx.db
    .selectFrom('certificate_templates')
    .selectAll()
    .orderBy('created_at', 'desc')
    .execute();
  const courses = await courseIdsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const counts = await ctx.db
    .selectFrom('certificates')
    .select(({ fn }) => ['template_id', fn.countAll<number>().as('n')])
    .groupBy('template_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.template_id, Number(c.n)]));
  return { items: rows.map((row) => templateOf(row, courses.get(row.id) ?? [], countOf.get(row.id) ?? 0)) };
}

export async function getTemplate(ctx: DomainContext, templateId: string): Promise<CertificateTemplate> {
  const { items } = await listTemplates(ctx);
  const found = items.find((item) => item.id === templateId);
  if (found === undefined)
    throw new LmsError('functions/not-found', 'There is no such certificate template.');
  return found;
}

async function assertCoursesExist(db: Kysely<Database>, courseIds: string[]): Promise<string[]> {
  const unique = [...new Set(courseIds)];
  if (unique.length === 0) return unique;
  const found = await db.selectFrom('courses').select('id').where('id', 'in', unique).execute();
  const known = new Set(found.map((row) => row.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new LmsError('functions/invalid-argument', `Unknown course: ${missing.join(', ')}.`, {
      reason: 'unknown-course',
      courseIds: missing,
    });
  return unique;
}

function columnsOf(input: TemplateInput, now: number) {
  return {
    name: input.name,
    title: input.title,
    body: input.body,
    signer_name: input.signerName ?? '',
    signer_title: input.signerTitle ?? '',
    primary_color: input.primaryColor,
    accent_color: input.accentColor,
    orientation: input.orientation,
    logo: input.logo ?? null,
    signature: input.signature ?? null,
    background: input.background ?? null,
    validity_days: input.validityDays,
    active: input.active === false ? (0 as const) : (1 as const),
    updated_at: now,
  };
}

export async function createTemplate(ctx: DomainContext, input: TemplateInput): Promise<CertificateTemplate> {
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const courseIds = await assertCoursesExist(trx, input.courseIds);
    const now = ctx.now();
    await trx
      .insertInto('certificate_templates')
      .values({ id, ...columnsOf(input, now), created_at: now })
      .execute();
    if (courseIds.length > 0)
      await trx
        .insertInto('certificate_template_courses')
        .values(courseIds.map((course_id) => ({ template_id: id, course_id })))
        .execute();
  });
  return getTemplate(ctx, id);
}

export async function updateTemplate(
  ctx: DomainContext,
  input: TemplateInput & { templateId: string },
): Promise<CertificateTemplate> {
  await ctx.db.transaction().execute(async (trx) => {
    const courseIds = await assertCoursesExist(trx, input.courseIds);
    const result = await trx
      .updateTable('certificate_templates')
      .set(columnsOf(input, ctx.now()))
      .where('id', '=', input.templateId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      throw new LmsError('functions/not-found', 'There is no such certificate template.');
    await trx
      .deleteFrom('certificate_template_courses')
      .where('template_id', '=', input.templateId)
      .execute();
    if (courseIds.length > 0)
      await trx
        .insertInto('certificate_template_courses')
        .values(courseIds.map((course_id) => ({ template_id: input.templateId, course_id })))
        .execute();
  });
  return getTemplate(ctx, input.templateId);
}
