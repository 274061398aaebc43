// Reminders (issue 23, part 6): each time an admin e-mails the learners who reached a survey but have not answered
// it. One sending per survey and day: (survey_id, day) is unique, so two admins clicking at once send once; the
// rule also waits 24 hours after the last sending (survey-reminders.ts).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    /** The UTC day of the sending (milliseconds at its start). */
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addUniqueConstraint('survey_reminders_daily', ['survey_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_reminders').execute();
}
