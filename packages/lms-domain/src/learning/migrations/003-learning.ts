// Tables of the learning area: per-lesson progress, applied progress events, quiz attempts and recent activity;
// and on enrollments, how the learner got in, when access ended, and where to resume.
import { sql, type Kysely } from 'kysely';

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;
const percent = (column: string) => sql`${sql.ref(column)} >= 0 and ${sql.ref(column)} <= 100`;

const ENROLLMENT_COLUMNS = [
  'source',
  'order_id',
  'ended_at',
  'end_reason',
  'last_lesson_id',
  'last_lesson_at',
  'last_activity_at',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time. Existing enrolments count as free.
  await db.schema
    .alterTable('enrollments')
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('free')
        .check(sql`source in ('free', 'order', 'admin')`),
    )
    .execute();
  await db.schema.alterTable('enrollments').addColumn('order_id', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('ended_at', 'bigint').execute();
  await db.schema.alterTable('enrollments').addColumn('end_reason', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('last_lesson_id', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('last_lesson_at', 'bigint').execute();
  await db.schema.alterTable('enrollments').addColumn('last_activity_at', 'bigint').execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('viewed_at', 'bigint')
    .addColumn('file_opened_at', 'bigint')
    .addColumn('watched_percent', 'double precision', (c) =>
      c.notNull().defaultTo(0).check(percent('watched_percent')),
    )
    .addColumn('position_seconds', 'double precision', (c) => c.check(sql`position_seconds >= 0`))
    .addColumn('position_at', 'bigint')
    .addColumn('quiz_passed_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
    .execute();
  // A course's progress is read and recounted per learner.
  await db.schema
    .createIndex('lesson_progress_user_course_idx')
    .on('lesson_progress')
    .columns(['user_id', 'course_id'])
    .execute();
  // Deleting a lesson or a course cascades here; PostgreSQL does not index foreign keys by itself.
  await db.schema
    .createIndex('lesson_progress_lesson_idx')
    .on('lesson_progress')
    .column('lesson_id')
    .execute();
  await db.schema
    .createIndex('lesson_progress_course_idx')
    .on('lesson_progress')
    .column('course_id')
    .execute();

  await db.schema
    .createTable('progress_events')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('viewed', 'video-progress', 'file-opened')`),
    )
    .addColumn('client_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('progress_events_pk', ['user_id', 'event_id'])
    .execute();
  // Old events are pruned per learner by age.
  await db.schema
    .createIndex('progress_events_user_received_idx')
    .on('progress_events')
    .columns(['user_id', 'received_at'])
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('score_percent', 'double precision', (c) => c.notNull().check(percent('score_percent')))
    .addColumn('passed', 'integer', (c) => c.notNull().check(flag('passed')))
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_attempts_user_lesson_idx')
    .on('quiz_attempts')
    .columns(['user_id', 'lesson_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('quiz_attempts_user_course_idx')
    .on('quiz_attempts')
    .columns(['user_id', 'course_id'])
    .execute();
  await db.schema.createIndex('quiz_attempts_lesson_idx').on('quiz_attempts').column('lesson_id').execute();
  await db.schema.createIndex('quiz_attempts_course_idx').on('quiz_attempts').column('course_id').execute();

  await db.schema
    .createTable('learning_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text')
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('enrolled', 'lesson-completed', 'quiz-attempted', 'course-completed')`),
    )
    .addColumn('score_percent', 'double precision', (c) => c.check(percent('score_percent')))
    .addColumn('passed', 'integer', (c) => c.check(flag('passed')))
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('learning_activity_user_occurred_idx')
    .on('learning_activity')
    .columns(['user_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('learning_activity_course_idx')
    .on('learning_activity')
    .column('course_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['learning_activity', 'quiz_attempts', 'progress_events', 'lesson_progress']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of [...ENROLLMENT_COLUMNS].reverse()) {
    await db.schema.alterTable('enrollments').dropColumn(column).execute();
  }
}
