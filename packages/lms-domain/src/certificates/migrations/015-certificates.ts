// Certificates: templates, which courses issue them, and issued certificates. The unique key on (user, course,
// template, cycle) is what makes issuing exactly-once under concurrent completions: every racer inserts the same
// cycle and the database keeps one. No foreign keys to users or courses: an issued certificate is a record that
// outlives both (its learner name and course title are copied).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificate_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signer_title', 'text', (c) => c.notNull())
    .addColumn('primary_color', 'text', (c) => c.notNull())
    .addColumn('accent_color', 'text', (c) => c.notNull())
    .addColumn('orientation', 'text', (c) => c.notNull().check(sql`orientation in ('landscape', 'portrait')`))
    .addColumn('logo', 'text')
    .addColumn('signature', 'text')
    .addColumn('background', 'text')
    .addColumn('validity_days', 'integer', (c) => c.check(sql`validity_days > 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('certificate_template_courses')
    .addColumn('template_id', 'text', (c) =>
      c.notNull().references('certificate_templates.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('certificate_template_courses_pk', ['course_id', 'template_id'])
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('verification_code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('learner_email', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull().references('certificate_templates.id'))
    .addColumn('cycle', 'integer', (c) => c.notNull().check(sql`cycle >= 1`))
    .addColumn('learner_name', 'text', (c) => c.notNull())
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('completion', 'admin', 'reissue')`))
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'text')
    .addUniqueConstraint('certificates_once_per_cycle', ['user_id', 'course_id', 'template_id', 'cycle'])
    .execute();
  await db.schema
    .createIndex('certificates_user_idx')
    .on('certificates')
    .columns(['user_id', 'issued_at'])
    .execute();
  await db.schema.createIndex('certificates_issued_idx').on('certificates').columns(['issued_at']).execute();
  await db.schema
    .createIndex('certificates_course_idx')
    .on('certificates')
    .columns(['course_id', 'issued_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropTable('certificate_template_courses').execute();
  await db.schema.dropTable('certificate_templates').execute();
}
