import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '@lms/domain';
import { migrations } from '@lms/domain';
import { testDatabases } from './helpers/databases';
import { createTestContext, type TestContext } from './helpers/context';
import { schemaColumns } from './helpers/schema-columns';

const T0 = 1_700_000_000_000;

describe.each(testDatabases())('database migrations ($dialect)', ({ dialect }) => {
  let test: TestContext;
  beforeAll(async () => {
    test = await createTestContext({ dialect });
  });
  afterAll(() => test?.close());

  it('creates exactly the tables and columns of schema.ts', async () => {
    const tables = await test.ctx.db.introspection.getTables();
    const actual = Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
    const expected = Object.fromEntries(
      Object.entries(schemaColumns).map(([table, columns]) => [table, Object.keys(columns).sort()]),
    );
    expect(actual).toEqual(expected);
  });

  it('is idempotent: a second run at start-up applies nothing', async () => {
    expect(await migrateToLatest(test.ctx.db)).toEqual({ applied: [] });
  });

  it('records every migration as applied', async () => {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      test.ctx.db,
    );
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('enforces unique e-mails on users', async () => {
    const user = {
      email: 'dup@example.com',
      provider: 'password',
      xapi_identifier: 'mailto:dup@example.com',
      created_at: T0,
      updated_at: T0,
    };
    await test.ctx.db
      .insertInto('users')
      .values({
        ...user,
        uid: 'u-dup-1',
        role: 'user',
        email_verified: 0,
        disabled: 0,
        pref_language: 'en-US',
        pref_notifications: 1,
        tokens_valid_after: 0,
        display_name: null,
        photo_url: null,
        phone_number: null,
        password_hash: null,
        last_login: null,
      })
      .execute();
    await expect(
      test.ctx.db
        .insertInto('users')
        .values({
          ...user,
          uid: 'u-dup-2',
          role: 'user',
          email_verified: 0,
          disabled: 0,
          pref_language: 'en-US',
          pref_notifications: 1,
          tokens_valid_after: 0,
          display_name: null,
          photo_url: null,
          phone_number: null,
          password_hash: null,
          last_login: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('enforces one enrolment per user and course, and cascades a deleted user', async () => {
    const db = test.ctx.db;
    await db
      .insertInto('users')
      .values({
        uid: 'u-enr',
        email: 'enr@example.com',
        role: 'user',
        email_verified: 0,
        disabled: 0,
        provider: 'password',
        pref_language: 'en-US',
        pref_notifications: 1,
        xapi_identifier: 'mailto:enr@example.com',
        created_at: T0,
        updated_at: T0,
        tokens_valid_after: 0,
        display_name: null,
        photo_url: null,
        phone_number: null,
        password_hash: null,
        last_login: null,
      })
      .execute();
    await db
      .insertInto('courses')
      .values({
        id: 'c-enr',
        slug: 'c-enr',
        title: 'C',
        thumbnail: null,
        summary: '',
        description: '',
        category: 'x',
        level: 'beginner',
        duration_minutes: 0,
        price_cents: 0,
        currency: 'EUR',
        status: 'published',
        lock_lessons_in_order: 0,
        created_at: T0,
        updated_at: T0,
      })
      .execute();
    const enrollment = {
      user_id: 'u-enr',
      course_id: 'c-enr',
      progress: 12.5,
      completed: 0 as const,
      created_at: T0,
      updated_at: T0,
    };
    await db
      .insertInto('enrollments')
      .values({ id: 'e-1', ...enrollment })
      .execute();
    await expect(
      db
        .insertInto('enrollments')
        .values({ id: 'e-2', ...enrollment })
        .execute(),
    ).rejects.toThrow();
    const stored = await db
      .selectFrom('enrollments')
      .selectAll()
      .where('id', '=', 'e-1')
      .executeTakeFirstOrThrow();
    expect(stored.progress).toBe(12.5);
    expect(stored.created_at).toBe(T0);

    await db.deleteFrom('users').where('uid', '=', 'u-enr').execute();
    expect(await db.selectFrom('enrollments').select('id').where('id', '=', 'e-1').execute()).toEqual([]);
  });

  it('rejects a progress outside 0-100 (spec section 5) at the database too', async () => {
    const db = test.ctx.db;
    await db
      .insertInto('users')
      .values({
        uid: 'u-range',
        email: 'range@example.com',
        role: 'user',
        email_verified: 0,
        disabled: 0,
        provider: 'password',
        pref_language: 'en-US',
        pref_notifications: 1,
        xapi_identifier: 'mailto:range@example.com',
        created_at: T0,
        updated_at: T0,
        tokens_valid_after: 0,
        display_name: null,
        photo_url: null,
        phone_number: null,
        password_hash: null,
        last_login: null,
      })
      .execute();
    await expect(
      db
        .insertInto('enrollments')
        .values({
          id: 'e-bad',
          user_id: 'u-range',
          course_id: 'c-enr',
          progress: 101,
          completed: 0,
          created_at: T0,
          updated_at: T0,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('generates outbox ids and returns times as numbers', async () => {
    const inserted = await test.ctx.db
      .insertInto('outbox')
      .values({
        to_address: 'a@example.com',
        subject: 's',
        text_body: 't',
        html_body: null,
        created_at: T0,
        sent_at: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof inserted.id).toBe('number');
    const row = await test.ctx.db
      .selectFrom('outbox')
      .select(['created_at'])
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(T0);
  });
});
