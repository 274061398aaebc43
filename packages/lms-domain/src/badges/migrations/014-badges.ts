// Badges, their awards and the Open Badges issuer key. (badge_id, user_id) is unique: concurrent events that
// satisfy a rule insert the same pair and the database keeps one row. status_index is the award's position in the
// revocation status list (Bitstring Status List), unique so two awards never share a bit. No foreign key to users:
// an award is a record that outlives the account (the learner's name is copied).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('badges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('rule_kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`rule_kind in ('course-completed', 'category-courses', 'quiz-score', 'action-plan-finished', 'certificate-earned', 'manual')`,
        ),
    )
    .addColumn('rule_course_id', 'text')
    .addColumn('rule_lesson_id', 'text')
    .addColumn('rule_category', 'text')
    .addColumn('rule_count', 'integer')
    .addColumn('rule_min_score', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('badges_rule_idx').on('badges').columns(['rule_kind', 'active']).execute();

  await db.schema
    .createTable('badge_awards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('badge_id', 'text', (c) => c.notNull().references('badges.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('learner_name', 'text', (c) => c.notNull())
    .addColumn('learner_email', 'text', (c) => c.notNull())
    .addColumn('public_code', 'text', (c) => c.notNull().unique())
    .addColumn('status_index', 'integer', (c) => c.notNull().unique())
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('rule', 'admin')`))
    .addColumn('awarded_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'text')
    .addColumn('credential', 'text')
    .addUniqueConstraint('badge_awards_once', ['badge_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('badge_awards_user_idx')
    .on('badge_awards')
    .columns(['user_id', 'awarded_at'])
    .execute();

  await db.schema
    .createTable('badge_issuer_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_key_multibase', 'text', (c) => c.notNull())
    .addColumn('secret_key_multibase', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('badge_issuer_keys').execute();
  await db.schema.dropTable('badge_awards').execute();
  await db.schema.dropTable('badges').execute();
}
