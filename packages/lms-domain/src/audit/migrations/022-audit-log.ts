// The audit log's table: read newest first, by time range, and searched by actor, action or target.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('admin', 'security')`))
    .addColumn('action', 'text', (c) => c.notNull())
    // Set null: a deleted account's entries stay (security logs kept for their period) with the e-mail at the time.
    .addColumn('actor_uid', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('actor_email', 'text')
    .addColumn('targets', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('ok', 'refused')`))
    .addColumn('error_code', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  // Newest first, and the retention's delete by time.
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['created_at', 'id']).execute();
  // A person's entries (their data export; the set-null on account deletion).
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_uid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
