// The one-course enrolment report (`npm run bench`: 160-257 ms at 10x data) scanned the time index of all courses'
// enrolments and completions and kept the course's few. Indexes led by the course, then the time, answer it from
// the course's own rows. Each extends the single-column course index it replaces, which served only course
// lookups (the composite serves those too).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('enrollments_course_created_idx')
    .on('enrollments')
    .columns(['course_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('enrollments_course_idx').execute();
  await db.schema
    .createIndex('learning_activity_course_kind_occurred_idx')
    .on('learning_activity')
    .columns(['course_id', 'kind', 'occurred_at'])
    .execute();
  await db.schema.dropIndex('learning_activity_course_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('learning_activity_course_idx')
    .on('learning_activity')
    .column('course_id')
    .execute();
  await db.schema.dropIndex('learning_activity_course_kind_occurred_idx').execute();
  await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();
  await db.schema.dropIndex('enrollments_course_created_idx').execute();
}
