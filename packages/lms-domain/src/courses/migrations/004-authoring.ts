// Authoring needs no new tables or columns: courses, modules and lessons come from 001. It adds the indexes behind
// the admin course list, whose default order is "last edited first", with or without a status filter.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('courses_updated_idx').on('courses').column('updated_at').execute();
  await db.schema
    .createIndex('courses_status_updated_idx')
    .on('courses')
    .columns(['status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('courses_status_updated_idx').execute();
  await db.schema.dropIndex('courses_updated_idx').execute();
}
