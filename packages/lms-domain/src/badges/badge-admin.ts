// What admins do with badges: define them (texts, image, rule), list them with their holder counts, and page
// through a badge's holders (search, CSV). Awarding and revoking are in awards.ts.
import { sql } from 'kysely';
import { toCsv, type Badge, type BadgeAward, type OperationInput } from '@lms/core';
import type { ParsedInput } from '../functions/registry';
import type { DomainContext } from '../context';
import { newId } from '../platform/random';
import { awardOf, badgeOf, findBadgeRow, ruleColumns } from './badge-rows';
import { validityColumns } from './validity';

type BadgeInput = OperationInput<'createBadge'>;

async function holderCounts(ctx: DomainContext): Promise<Map<string, number>> {
  const counts = await ctx.db
    .selectFrom('badge_awards')
    .select(({ fn }) => ['badge_id', fn.countAll<number>().as('n')])
    .where('revoked_at', 'is', null)
    .groupBy('badge_id')
    .execute();
  return new Map(counts.map((row) => [row.badge_id, Number(row.n)]));
}

export async function listBadges(ctx: DomainContext): Promise<{ items: Badge[] }> {
  const rows = await ctx.db
    .selectFrom('badges')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const counts = await holderCounts(ctx);
  return { items: rows.map((row) => badgeOf(ctx, row, counts.get(row.id) ?? 0)) };
}

function columnsOf(input: BadgeInput) {
  return {
    name: input.name,
    description: input.description,
    criteria: input.criteria,
    image: input.image,
    ...ruleColumns(input.rule),
    active: input.active ? 1 : 0,
    ...validityColumns(input.validity),
  } as const;
}

export async function createBadge(ctx: DomainContext, input: BadgeInput): Promise<Badge> {
  const now = ctx.now();
  const row = { id: newId(), ...columnsOf(input), created_at: now, updated_at: now };
  await ctx.db.insertInto('badges').values(row).execute();
  return badgeOf(ctx, row, 0);
}

export async function updateBadge(
  ctx: DomainContext,
  input: BadgeInput & { badgeId: string },
): Promise<Badge> {
  await findBadgeRow(ctx, input.badgeId);
  await ctx.db
    .updateTable('badges')
    .set({ ...columnsOf(input), updated_at: ctx.now() })
    .where('id', '=', input.badgeId)
    .execute();
  const counts = await holderCounts(ctx);
  return badgeOf(ctx, await findBadgeRow(ctx, input.badgeId), counts.get(input.badgeId) ?? 0);
}

type HolderFilters = Omit<ParsedInput<'adminListBadgeHolders'>, 'page' | 'pageSize'>;

/** The awards of a badge matching the filters: status, and a part of the learner's name or e-mail address. */
function holdersQuery(ctx: DomainContext, badgeId: string, filters: HolderFilters) {
  let query = ctx.db.selectFrom('badge_awards').where('badge_id', '=', badgeId);
  const now = ctx.now();
  // The same order as validity.ts's awardStatusAt: revoked first, then expired from validUntil on.
  if (filters.status === 'valid')
    query = query
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]));
  if (filters.status === 'expired')
    query = query.where('revoked_at', 'is', null).where('valid_until', '<=', now);
  if (filters.status === 'revoked') query = query.where('revoked_at', 'is not', null);
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const like = (column: 'learner_name' | 'learner_email') =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([like('learner_name'), like('learner_email')]));
  }
  return query;
}

export async function listHolders(
  ctx: DomainContext,
  input: ParsedInput<'adminListBadgeHolders'>,
): Promise<{ items: BadgeAward[]; total: number; page: number; pageSize: number }> {
  const badge = await findBadgeRow(ctx, input.badgeId);
  const query = holdersQuery(ctx, badge.id, input);
  const total = await query.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('awarded_at', 'desc')
    .orderBy('id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    items: rows.map((row) => awardOf(ctx, row, badge)),
    total: Number(total?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Every matching award as CSV (lms-core's toCsv: formula-looking cells neutralised), newest first. */
export async function exportHoldersCsv(ctx: DomainContext, filters: ParsedInput<'exportBadgeHoldersCsv'>) {
  const badge = await findBadgeRow(ctx, filters.badgeId);
  const rows = await holdersQuery(ctx, badge.id, filters)
    .selectAll()
    .orderBy('awarded_at', 'desc')
    .orderBy('id')
    .execute();
  const awards = rows.map((row) => awardOf(ctx, row, badge));
  const csv = toCsv(
    ['Learner', 'E-mail', 'Awarded', 'How', 'Status', 'Revoked', 'Reason', 'Public page'],
    awards.map((award) => [
      award.learnerName,
      award.learnerEmail,
      award.awardedAt,
      award.origin,
      award.status,
      award.revokedAt ?? '',
      award.revokedReason ?? '',
      award.publicUrl,
    ]),
  );
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  const slug =
    badge.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'badge';
  return { fileName: `badge-holders-${slug}-${day}.csv`, csv, rows: awards.length };
}
