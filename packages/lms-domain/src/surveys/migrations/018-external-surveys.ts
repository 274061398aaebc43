// External surveys (issue 23, part 2): a survey may be a form in another tool that reports completions to a signed
// webhook. surveys.external_url is the form's address; surveys.webhook_secret the HMAC key (kept as is: checking an
// HMAC needs the key, and a hash of it would sign just as well, see docs/decisions.md). survey_refs gives each
// learner an opaque reference for the link, so the notice names the learner without their uid. survey_webhook_events
// remembers every accepted notice id per survey: a replay is refused.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('surveys').addColumn('external_url', 'text').execute();
  await db.schema.alterTable('surveys').addColumn('webhook_secret', 'text').execute();

  await db.schema
    .createTable('survey_refs')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('survey_refs_once', ['survey_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('survey_webhook_events')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_webhook_events_pk', ['survey_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_webhook_events').execute();
  await db.schema.dropTable('survey_refs').execute();
  await db.schema.alterTable('surveys').dropColumn('webhook_secret').execute();
  await db.schema.alterTable('surveys').dropColumn('external_url').execute();
}
