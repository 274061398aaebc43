// Files get an unguessable per-file download token, so a download URL works in an <img> tag without a sign-in
// while another user's files stay unreachable. Replacing a file rotates its token (src/files/).
import { randomToken } from '../../platform/random';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // NOT NULL needs a default to be added to an existing table in SQLite; the empty token never matches a request.
  await db.schema
    .alterTable('files')
    .addColumn('download_token', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const files = db as unknown as Kysely<{ files: { path: string; download_token: string } }>;
  const rows = await files.selectFrom('files').select('path').execute();
  for (const row of rows) {
    await files
      .updateTable('files')
      .set({ download_token: randomToken(32) })
      .where('path', '=', row.path)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('download_token').execute();
}
