// Indexes that `npm run bench` showed missing (docs/performance.md):
// - The catalogue sorts with a tie-breaker (`..., id`), and price sorts by title within a price. 001's indexes
//   covered only the first sort column, so every page sorted all published courses (3 ms at 10,000 courses, and
//   without ANALYZE statistics SQLite picked an unrelated index for the price sorts). Each sort now has an index in
//   its exact order, which replaces the shorter 001 index it extends.
// - The enrolment report counts enrolments by creation time and course completions by time over all courses,
//   which scanned whole tables (about 750 ms at 10x).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('courses_status_newest_idx')
    .on('courses')
    .columns(['status', 'created_at desc', 'id'])
    .execute();
  await db.schema
    .createIndex('courses_status_title_id_idx')
    .on('courses')
    .columns(['status', 'title', 'id'])
    .execute();
  await db.schema
    .createIndex('courses_status_price_asc_idx')
    .on('courses')
    .columns(['status', 'price_cents', 'title', 'id'])
    .execute();
  await db.schema
    .createIndex('courses_status_price_desc_idx')
    .on('courses')
    .columns(['status', 'price_cents desc', 'title', 'id'])
    .execute();
  await db.schema.dropIndex('courses_status_created_idx').execute();
  await db.schema.dropIndex('courses_status_title_idx').execute();
  await db.schema.dropIndex('courses_status_price_idx').execute();

  await db.schema.createIndex('enrollments_created_idx').on('enrollments').column('created_at').execute();
  await db.schema
    .createIndex('learning_activity_kind_occurred_idx')
    .on('learning_activity')
    .columns(['kind', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('learning_activity_kind_occurred_idx').execute();
  await db.schema.dropIndex('enrollments_created_idx').execute();
  await db.schema
    .createIndex('courses_status_price_idx')
    .on('courses')
    .columns(['status', 'price_cents'])
    .execute();
  await db.schema
    .createIndex('courses_status_title_idx')
    .on('courses')
    .columns(['status', 'title'])
    .execute();
  await db.schema
    .createIndex('courses_status_created_idx')
    .on('courses')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.dropIndex('courses_status_price_desc_idx').execute();
  await db.schema.dropIndex('courses_status_price_asc_idx').execute();
  await db.schema.dropIndex('courses_status_title_id_idx').execute();
  await db.schema.dropIndex('courses_status_newest_idx').execute();
}
