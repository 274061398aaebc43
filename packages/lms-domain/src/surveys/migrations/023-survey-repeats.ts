// Repeatable surveys (issue 23, part 3: "one completion per learner and survey, unless the survey allows repeats").
// survey_completions keeps one row per learner and survey, so everything that asks "has this learner answered?"
// (reminders, required surveys, the response rate) stays one look-up; `attempts` counts the answers it stands for.
// survey_attempts remembers each answer's submission id per learner, so a resent answer (offline queue, second
// tab) is still recorded once while a new answer to a repeatable survey is recorded again. It is on the "who" side,
// like completions: it holds no answer.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('surveys')
    .addColumn('repeatable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('survey_completions')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('survey_attempts')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_attempts_pk', ['survey_id', 'user_id', 'submission_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_attempts').execute();
  await db.schema.alterTable('survey_completions').dropColumn('attempts').execute();
  await db.schema.alterTable('surveys').dropColumn('repeatable').execute();
}
