// The origins allowed to frame action-plan steps: those an administrator added (embed_origins) plus those of
// LMS_EMBED_ORIGINS. Read from the database on every use, so every server copy agrees at once after a change.
import { LmsError, normalizeEmbedOrigin, type EmbedOriginEntry } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { toIso } from '../catalogue/course-mapping';

/** Every allowed origin, each once, sorted. */
export async function listAllowedOrigins(ctx: Pick<DomainContext, 'db' | 'config'>): Promise<string[]> {
  const rows = await ctx.db.selectFrom('embed_origins').select('origin').execute();
  return [...new Set([...ctx.config.embedOrigins, ...rows.map((row) => row.origin)])].sort();
}

export async function isOriginAllowed(
  ctx: Pick<DomainContext, 'db' | 'config'>,
  origin: string,
): Promise<boolean> {
  if (ctx.config.embedOrigins.includes(origin)) return true;
  const row = await ctx.db
    .selectFrom('embed_origins')
    .select('origin')
    .where('origin', '=', origin)
    .executeTakeFirst();
  return row !== undefined;
}

export async function adminListOrigins(ctx: DomainContext): Promise<{ items: EmbedOriginEntry[] }> {
  const rows = await ctx.db.selectFrom('embed_origins').selectAll().execute();
  const fromEnvironment = new Set(ctx.config.embedOrigins);
  const items: EmbedOriginEntry[] = [
    ...ctx.config.embedOrigins.map((origin) => ({ origin, source: 'environment' as const, createdAt: null })),
    ...rows
      .filter((row) => !fromEnvironment.has(row.origin))
      .map((row) => ({
        origin: row.origin,
        source: 'settings' as const,
        createdAt: toIso(Number(row.created_at)),
      })),
  ];
  return { items: items.sort((a, b) => a.origin.localeCompare(b.origin)) };
}

export async function addOrigin(
  ctx: DomainContext,
  caller: Caller,
  origin: string,
): Promise<{ items: EmbedOriginEntry[] }> {
  await ctx.db
    .insertInto('embed_origins')
    .values({ origin, created_by: caller.uid, created_at: ctx.now() })
    .onConflict((conflict) => conflict.column('origin').doNothing())
    .execute();
  ctx.log.info({ origin, by: caller.uid }, 'Embedding origin allowed');
  return adminListOrigins(ctx);
}

export async function removeOrigin(
  ctx: DomainContext,
  caller: Caller,
  raw: string,
): Promise<{ items: EmbedOriginEntry[] }> {
  const origin = normalizeEmbedOrigin(raw) ?? raw;
  if (ctx.config.embedOrigins.includes(origin)) {
    throw new LmsError(
      'functions/permission-denied',
      `${origin} comes from the server's LMS_EMBED_ORIGINS setting; remove it there.`,
      { reason: 'from-environment', origin },
    );
  }
  const result = await ctx.db.deleteFrom('embed_origins').where('origin', '=', origin).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new LmsError('functions/not-found', `${origin} is not an allowed origin.`);
  }
  ctx.log.info({ origin, by: caller.uid }, 'Embedding origin removed');
  return adminListOrigins(ctx);
}
