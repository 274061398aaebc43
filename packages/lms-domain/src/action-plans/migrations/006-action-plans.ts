// Action plans (a course's ordered steps and each student's state in them) and embedding (origins allowed to frame
// steps, API keys of embedding sites, one-time launch tokens). Secrets are stored only as SHA-256 hashes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('action_plan_steps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // JSON array of {id, text}.
    .addColumn('checklist', 'text', (c) => c.notNull())
    .addColumn('due_offset_days', 'integer', (c) => c.check(sql`due_offset_days >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('action_plan_steps_course_idx')
    .on('action_plan_steps')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('action_plan_step_states')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('step_id', 'text', (c) => c.notNull().references('action_plan_steps.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('not-started', 'in-progress', 'done')`),
    )
    // JSON array of checklist item ids.
    .addColumn('checked_item_ids', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('action_plan_step_states_pk', ['user_id', 'step_id'])
    .execute();
  await db.schema
    .createIndex('action_plan_step_states_user_course_idx')
    .on('action_plan_step_states')
    .columns(['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('embed_origins')
    .addColumn('origin', 'text', (c) => c.primaryKey())
    .addColumn('created_by', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('embed_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    // JSON array of origins.
    .addColumn('origins', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('launch_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    // launch: from an API key, exchanged in a frame for a session; fetch: cmi5's one-time fetch URL.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('launch', 'fetch')`))
    .addColumn('api_key_id', 'text', (c) => c.references('embed_api_keys.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('step_id', 'text', (c) => c.notNull().references('action_plan_steps.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    // The refresh-token family the exchange started, so revoking the key can end it.
    .addColumn('session_family_id', 'text')
    .addCheckConstraint('launch_tokens_launch_has_key', sql`kind <> 'launch' or api_key_id is not null`)
    .execute();
  await db.schema.createIndex('launch_tokens_expires_idx').on('launch_tokens').column('expires_at').execute();
  await db.schema.createIndex('launch_tokens_api_key_idx').on('launch_tokens').column('api_key_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'launch_tokens',
    'embed_api_keys',
    'embed_origins',
    'action_plan_step_states',
    'action_plan_steps',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
