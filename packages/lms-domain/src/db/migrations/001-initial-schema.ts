// The first schema: exactly the tables and columns of src/db/schema.ts, with their keys, uniques, checks and indexes.
// Migrations never change once shipped; a later change is a new NNN-*.ts file.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect-of';

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0).check(flag('email_verified')))
    .addColumn('display_name', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0).check(flag('disabled')))
    .addColumn('password_hash', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('pref_language', 'text', (c) => c.notNull().defaultTo('en-US'))
    .addColumn('pref_notifications', 'integer', (c) =>
      c.notNull().defaultTo(1).check(flag('pref_notifications')),
    )
    .addColumn('xapi_identifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login', 'bigint')
    .addColumn('tokens_valid_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // listUsers pages newest first.
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('identities_uid_idx').on('identities').column('uid').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('auth_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('rotated_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_uid_idx').on('refresh_tokens').column('uid').execute();
  await db.schema
    .createIndex('refresh_tokens_expires_idx')
    .on('refresh_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('oob_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('PASSWORD_RESET', 'VERIFY_EMAIL', 'EMAIL_SIGNIN', 'ADMIN_SETUP')`),
    )
    .addColumn('uid', 'text', (c) => c.references('users.uid').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('oob_codes_uid_idx').on('oob_codes').column('uid').execute();
  await db.schema.createIndex('oob_codes_expires_idx').on('oob_codes').column('expires_at').execute();

  // One row per bucket: callers either reset window_start in an upsert or put the window into the bucket name.
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_to_address_idx')
    .on('outbox')
    .columns(['to_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('alg', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signing_keys_created_at_idx')
    .on('signing_keys')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('opener_origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_states_expires_idx').on('oauth_states').column('expires_at').execute();

  await createCourseTables(db);

  await db.schema
    .createTable('files')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').column('owner_uid').execute();
}

async function createCourseTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) =>
      c.notNull().check(sql`level in ('beginner', 'intermediate', 'advanced')`),
    )
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes >= 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`length(currency) = 3`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published', 'archived')`))
    .addColumn('lock_lessons_in_order', 'integer', (c) =>
      c.notNull().defaultTo(0).check(flag('lock_lessons_in_order')),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The catalogue filters on status first, then sorts by one of these: each sort has its own index.
  await db.schema
    .createIndex('courses_status_created_idx')
    .on('courses')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('courses_status_title_idx')
    .on('courses')
    .columns(['status', 'title'])
    .execute();
  await db.schema
    .createIndex('courses_status_price_idx')
    .on('courses')
    .columns(['status', 'price_cents'])
    .execute();
  await db.schema
    .createIndex('courses_status_category_idx')
    .on('courses')
    .columns(['status', 'category', 'created_at'])
    .execute();

  await db.schema
    .createTable('course_modules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .execute();
  await db.schema
    .createIndex('course_modules_course_idx')
    .on('course_modules')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('text', 'video', 'file', 'quiz')`))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('duration_minutes', 'integer', (c) => c.check(sql`duration_minutes >= 0`))
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lessons_module_idx')
    .on('lessons')
    .columns(['module_id', 'position'])
    .execute();
  await db.schema.createIndex('lessons_course_idx').on('lessons').column('course_id').execute();

  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    // Restrict: a course with enrolments is archived, never deleted, so learners keep their history.
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('restrict'))
    .addColumn('progress', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress >= 0 and progress <= 100`),
    )
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0).check(flag('completed')))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('enrollments_user_course_unique', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('enrollments_user_created_idx')
    .on('enrollments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'files',
    'enrollments',
    'lessons',
    'course_modules',
    'courses',
    'oauth_states',
    'settings',
    'signing_keys',
    'outbox',
    'rate_limits',
    'oob_codes',
    'refresh_tokens',
    'identities',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
