// Tables of the support area: requests, their conversation (with internal notes), attachments, opened contact
// forms and the links mailed to requesters.
import { sql, type Kysely } from 'kysely';

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    // Set null: a deleted account's requests stay with the name and address they were sent with.
    .addColumn('requester_uid', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('requester_name', 'text', (c) => c.notNull())
    .addColumn('requester_email', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('account', 'payment', 'course-content', 'technical', 'other')`),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('new', 'open', 'waiting', 'resolved', 'closed')`),
    )
    .addColumn('priority', 'text', (c) =>
      c.notNull().check(sql`priority in ('low', 'normal', 'high', 'urgent')`),
    )
    .addColumn('assignee_uid', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('page_url', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint', (c) => c.notNull())
    .addColumn('first_response_at', 'bigint')
    .addColumn('resolved_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  // The queue is read latest activity first, filtered by status, and each requester's list by account or address.
  await db.schema
    .createIndex('support_requests_activity_idx')
    .on('support_requests')
    .columns(['last_message_at', 'id'])
    .execute();
  await db.schema
    .createIndex('support_requests_status_idx')
    .on('support_requests')
    .columns(['status', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('support_requests_requester_idx')
    .on('support_requests')
    .column('requester_uid')
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('support_requests.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('requester', 'support')`))
    .addColumn('author_uid', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0).check(flag('internal')))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Only support writes internal notes.
    .addCheckConstraint('support_messages_notes_by_support', sql`internal = 0 or author = 'support'`)
    .execute();
  await db.schema
    .createIndex('support_messages_request_idx')
    .on('support_messages')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_attachments')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('support_requests.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull().references('support_messages.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_attachments_message_idx')
    .on('support_attachments')
    .column('message_id')
    .execute();

  await db.schema
    .createTable('support_forms')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('support_forms_issued_idx').on('support_forms').column('issued_at').execute();

  await db.schema
    .createTable('support_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('support_requests.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_links_request_idx').on('support_links').column('request_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'support_links',
    'support_forms',
    'support_attachments',
    'support_messages',
    'support_requests',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
