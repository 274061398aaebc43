// API keys of embedding sites: an administrator creates one for some allowed origins and sees the secret once; the
// site's back end sends it to ask for launch tokens. Revoking a key stops new tokens, makes unexchanged ones
// useless, and ends the refresh of every session begun with it (ID tokens already issued lapse within the hour).
import { newId } from '../platform/random';
import { z } from 'zod';
import { LmsError, type EmbedApiKey } from '@lms/core';
import type { Selectable } from 'kysely';
import type { Caller, DomainContext } from '../context';
import type { EmbedApiKeysTable } from '../db/schema';
import type { ParsedInput } from '../functions/registry';
import { toIso } from '../catalogue/course-mapping';
import { listAllowedOrigins } from './allowed-origins';
import { API_KEY_PREFIX, hashSecret, newApiKey } from './secrets';

export type ApiKeyRow = Selectable<EmbedApiKeysTable>;

/** Shown in lists: the fixed prefix and six characters of the random part. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

const storedOriginsSchema = z.array(z.string());

export function keyOrigins(row: Pick<ApiKeyRow, 'id' | 'origins'>): string[] {
  const parsed = storedOriginsSchema.safeParse(JSON.parse(row.origins));
  if (!parsed.success)
    throw new LmsError('functions/internal', `Stored origins of API key ${row.id} are not valid.`);
  return parsed.data;
}

function toApiKey(row: ApiKeyRow): EmbedApiKey {
  const iso = (value: number | null) => (value === null ? null : toIso(Number(value)));
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.key_prefix,
    origins: keyOrigins(row),
    createdAt: toIso(Number(row.created_at)),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}

export async function listApiKeys(ctx: DomainContext): Promise<{ items: EmbedApiKey[] }> {
  const rows = await ctx.db
    .selectFrom('embed_api_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return { items: rows.map(toApiKey) };
}

export async function createApiKey(
  ctx: DomainContext,
  caller: Caller,
  input: ParsedInput<'createEmbedApiKey'>,
): Promise<{ key: EmbedApiKey; secret: string }> {
  const allowed = new Set(await listAllowedOrigins(ctx));
  const notAllowed = input.origins.filter((origin) => !allowed.has(origin));
  if (notAllowed.length > 0) {
    throw new LmsError(
      'functions/invalid-argument',
      `Allow these origins to embed steps first: ${notAllowed.join(', ')}.`,
      { reason: 'origin-not-allowed', origins: notAllowed },
    );
  }
  const secret = newApiKey();
  const row: ApiKeyRow = {
    id: newId(),
    name: input.name,
    key_hash: await hashSecret(secret),
    key_prefix: secret.slice(0, PREFIX_LENGTH),
    origins: JSON.stringify(input.origins),
    created_by: caller.uid,
    created_at: ctx.now(),
    last_used_at: null,
    revoked_at: null,
  };
  await ctx.db.insertInto('embed_api_keys').values(row).execute();
  ctx.log.info({ keyId: row.id, origins: input.origins, by: caller.uid }, 'Embedding API key created');
  return { key: toApiKey(row), secret };
}

export async function revokeApiKey(ctx: DomainContext, caller: Caller, id: string): Promise<EmbedApiKey> {
  const now = ctx.now();
  await ctx.db
    .updateTable('embed_api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await ctx.db.selectFrom('embed_api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw new LmsError('functions/not-found', `No API key "${id}".`);
  const sessions = await ctx.db
    .selectFrom('launch_tokens')
    .select('session_family_id')
    .where('api_key_id', '=', id)
    .where('session_family_id', 'is not', null)
    .execute();
  await ctx.identity.endSessions(
    ctx,
    sessions.flatMap(({ session_family_id: family }) => (family === null ? [] : [family])),
  );
  ctx.log.info({ keyId: id, by: caller.uid, sessions: sessions.length }, 'Embedding API key revoked');
  return toApiKey(row);
}

/** The live key behind an `Authorization: Bearer lmsk_...` header; unauthenticated otherwise. Records its use. */
export async function authenticateApiKey(ctx: DomainContext, header: string | undefined): Promise<ApiKeyRow> {
  const match = /^Bearer +([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  const refuse = () =>
    new LmsError(
      'functions/unauthenticated',
      'Send a valid, unrevoked API key as "Authorization: Bearer <key>".',
    );
  if (!match?.[1]) throw refuse();
  const row = await ctx.db
    .selectFrom('embed_api_keys')
    .selectAll()
    .where('key_hash', '=', await hashSecret(match[1]))
    .executeTakeFirst();
  if (row === undefined || row.revoked_at !== null) throw refuse();
  const now = ctx.now();
  await ctx.db.updateTable('embed_api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  return { ...row, last_used_at: now };
}
