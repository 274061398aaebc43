// Issue 25, sessions and input:
// - refresh_tokens.successor_sealed: the token that replaced this one, encrypted with a key derived from this
//   token (auth/refresh-tokens.ts), so a concurrent or retried refresh within the grace period gets the same
//   successor, while the database alone (which keeps only hashes) still cannot produce a usable token.
// - revoked_sessions: families revoked before their ID tokens expired. ID tokens carry their family (`sid`), and
//   every request looks it up here by primary key; rows are pruned once every ID token of the family has expired.
// - Profile photo addresses that break the rule every user-settable address now follows (lms-core's
//   isUserSettableUrl: http(s) or a path on this server) were accepted before and are cleared, so a stored
//   `javascript:` address never reaches a page or an ID token's picture claim.
import { sql, type Kysely } from 'kysely';
import { isUserSettableUrl } from '@lms/core';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('successor_sealed', 'text').execute();
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('family_id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_sessions_revoked_idx')
    .on('revoked_sessions')
    .column('revoked_at')
    .execute();
  const photos = await sql<{ uid: string; photo_url: string }>`
    select uid, photo_url from users where photo_url is not null`.execute(db);
  for (const { uid, photo_url: photoUrl } of photos.rows) {
    if (!isUserSettableUrl(photoUrl)) {
      await sql`update users set photo_url = null where uid = ${uid}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_sessions').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_sealed').execute();
}
