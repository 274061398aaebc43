// Surveys, who completed them, what was answered, who was reached, and survey errors. Anonymity is structural:
// survey_completions (who) and survey_responses (what) share no column, and an anonymous response keeps only the
// day it was given, so neither a key nor an exact time joins them. A named response points to its completion.
// (survey_id, user_id) is unique in completions: concurrent or repeated answers land once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('surveys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull())
    .addColumn('opens_at', 'bigint')
    .addColumn('closes_at', 'bigint')
    .addColumn('placement', 'text', (c) =>
      c.notNull().check(sql`placement in ('course-end', 'after-lesson', 'standalone')`),
    )
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('lesson_id', 'text')
    .addColumn('required_to_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('surveys_course_idx').on('surveys').columns(['course_id']).execute();

  await db.schema
    .createTable('survey_completions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('survey_completions_once', ['survey_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('survey_responses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    /** Named surveys only; null for anonymous ones. */
    .addColumn('completion_id', 'text', (c) => c.references('survey_completions.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_responses_survey_idx')
    .on('survey_responses')
    .columns(['survey_id', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('survey_reach')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_reach_pk', ['survey_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('survey_error_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addUniqueConstraint('survey_error_groups_key', ['survey_id', 'code', 'message'])
    .execute();
  await db.schema
    .createIndex('survey_error_groups_seen_idx')
    .on('survey_error_groups')
    .columns(['last_seen'])
    .execute();

  await db.schema
    .createTable('survey_error_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('survey_error_groups.id').onDelete('cascade'),
    )
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('recoverable', 'integer', (c) => c.notNull())
    .addColumn('retried_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('survey_error_events_group_idx')
    .on('survey_error_events')
    .columns(['group_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'survey_error_events',
    'survey_error_groups',
    'survey_reach',
    'survey_responses',
    'survey_completions',
    'surveys',
  ])
    await db.schema.dropTable(table).execute();
}
