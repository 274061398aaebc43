// Issue 32, a real outbox: every mail is a row, delivered by a job with retries (mail/outbox-delivery.ts). The rows
// written so far were all kept without a relay (a relay's mails were not written), hence the default `kept`.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('kept'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'bigint').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'bigint').execute();
  await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
  // The delivery job's question: which queued mails are due.
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_due_idx').execute();
  for (const column of ['message_id', 'claimed_until', 'next_attempt_at', 'attempts', 'status']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
