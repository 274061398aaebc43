// Reading the audit log (list, one entry, CSV), its retention setting and the deletion of entries past it.
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  auditRetentionSchema,
  LmsError,
  toCsv,
  type AuditEntry,
  type AuditFilter,
  type AuditLogPage,
} from '@lms/core';
import type { DomainContext } from '../context';
import { nameThings } from '../events/names';
import { defineJob } from '../jobs/define-job';
import type { AuditLogTable, Database } from '../db/schema';

/** The settings key of the retention (days), like the auth limits: every server copy reads the same value. */
export const AUDIT_RETENTION_SETTING = 'audit.retentionDays';
export const AUDIT_CSV_MAX_ROWS = 50_000;
const DAY_MS = 24 * 60 * 60_000;

type AuditRow = AuditLogTable;
type RecordedEntry = Omit<AuditEntry, 'actorName' | 'named'>;

function toEntry(row: AuditRow): RecordedEntry {
  let targets: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.targets);
    if (Array.isArray(parsed)) targets = parsed.map(String);
  } catch {
    // A row written by hand; shown without targets rather than failing the page.
  }
  return {
    id: row.id,
    at: new Date(Number(row.created_at)).toISOString(),
    kind: row.kind,
    action: row.action,
    actorUid: row.actor_uid,
    actorEmail: row.actor_email,
    targets,
    summary: row.summary,
    outcome: row.outcome,
    errorCode: row.error_code,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
  };
}

function filtered(
  ctx: DomainContext,
  filter: AuditFilter,
): SelectQueryBuilder<Database, 'audit_log', object> {
  let query = ctx.db.selectFrom('audit_log');
  const search = filter.search?.toLowerCase();
  if (search) {
    // Escape LIKE wildcards so "50%" finds "50%"; lower() on both dialects (PostgreSQL's like is case-sensitive).
    const pattern = sql<string>`${`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(coalesce(actor_email, ''))`, 'like', pattern),
        eb(sql<string>`lower(action)`, 'like', pattern),
        eb(sql<string>`lower(targets)`, 'like', pattern),
      ]),
    );
  }
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.outcome) query = query.where('outcome', '=', filter.outcome);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  return query;
}

export async function listAuditLog(
  ctx: DomainContext,
  input: AuditFilter & { page: number; pageSize: number },
): Promise<AuditLogPage> {
  const query = filtered(ctx, input);
  const [count, rows, retentionDays] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    auditRetentionDays(ctx),
  ]);
  return {
    items: await withNames(ctx, rows.map(toEntry)),
    total: Number(count.total),
    page: input.page,
    pageSize: input.pageSize,
    retentionDays,
  };
}

export async function getAuditEntry(ctx: DomainContext, id: string): Promise<AuditEntry> {
  const row = await ctx.db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new LmsError('functions/not-found', 'There is no audit log entry with this id.');
  const [entry] = await withNames(ctx, [toEntry(row)]);
  return entry!;
}

/**
 * The entries with the names of their actors and targets as they are now, asked of the areas that own them in one
 * round (events/names.ts), so the page reads "Ada Admin disabled Bob Martin's account" and keeps the ids on demand.
 */
async function withNames(ctx: DomainContext, entries: readonly RecordedEntry[]): Promise<AuditEntry[]> {
  const names = await nameThings(
    ctx,
    entries.flatMap((entry) => [...(entry.actorUid === null ? [] : [entry.actorUid]), ...entry.targets]),
  );
  return entries.map((entry) => ({
    ...entry,
    actorName: entry.actorUid === null ? null : (names.get(entry.actorUid)?.name ?? null),
    named: entry.targets.flatMap((target) => {
      const thing = names.get(target);
      return thing === undefined ? [] : [thing];
    }),
  }));
}

const CSV_HEADER = [
  'time',
  'kind',
  'action',
  'outcome',
  'error_code',
  'actor_email',
  'actor_uid',
  'targets',
  'summary',
  'client_ip',
  'user_agent',
] as const;

export async function exportAuditLogCsv(
  ctx: DomainContext,
  filter: AuditFilter,
): Promise<{ filename: string; csv: string; rows: number }> {
  const rows = await filtered(ctx, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_CSV_MAX_ROWS)
    .execute();
  const csv = toCsv(
    CSV_HEADER,
    rows.map((row) => {
      const entry = toEntry(row);
      return [
        entry.at,
        entry.kind,
        entry.action,
        entry.outcome,
        entry.errorCode,
        entry.actorEmail,
        entry.actorUid,
        entry.targets.join(' '),
        entry.summary,
        entry.clientIp,
        entry.userAgent,
      ];
    }),
  );
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  return { filename: `audit-log-${day}.csv`, csv, rows: rows.length };
}

/** The retention in days: the stored setting, or the default when none (or a broken one) is stored. */
export async function auditRetentionDays(ctx: DomainContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', AUDIT_RETENTION_SETTING)
    .executeTakeFirst();
  if (!row) return AUDIT_RETENTION_DEFAULT_DAYS;
  const parsed = auditRetentionSchema.safeParse(Number(row.value));
  return parsed.success ? parsed.data : AUDIT_RETENTION_DEFAULT_DAYS;
}

export async function saveAuditRetention(ctx: DomainContext, days: number): Promise<number> {
  const value = String(auditRetentionSchema.parse(days));
  const now = ctx.now();
  await ctx.db
    .insertInto('settings')
    .values({ key: AUDIT_RETENTION_SETTING, value, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
  return Number(value);
}

/** Deletes entries older than the retention; the number deleted. Every server copy may run it (idempotent). */
export async function pruneAuditLog(ctx: DomainContext): Promise<number> {
  const cutoff = ctx.now() - (await auditRetentionDays(ctx)) * DAY_MS;
  const result = await ctx.db.deleteFrom('audit_log').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Hourly, by every server copy (the delete is idempotent). Not on write: a write must stay one cheap insert. */
export const auditRetentionJob = defineJob({
  name: 'audit.prune-past-retention',
  everyMs: 60 * 60_000,
  run: async (ctx) => ({ deletedEntries: await pruneAuditLog(ctx) }),
});
