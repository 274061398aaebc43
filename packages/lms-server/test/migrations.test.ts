import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../src/db/schema';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { testDatabases } from './helpers/databases';
import { createTestContext, type TestContext } from './helpers/context';

/** Every column of every table in schema.ts; the compiler rejects a missing or an extra one. */
type Columns<T> = { [C in keyof T]-?: true };
const schemaColumns: { [T in keyof Database]: Columns<Database[T]> } = {
  users: {
    uid: true,
    email: true,
    email_verified: true,
    display_name: true,
    photo_url: true,
    phone_number: true,
    role: true,
    disabled: true,
    password_hash: true,
    provider: true,
    pref_language: true,
    pref_notifications: true,
    xapi_identifier: true,
    created_at: true,
    updated_at: true,
    last_login: true,
    tokens_valid_after: true,
  },
  identities: { provider: true, subject: true, uid: true, email: true, created_at: true },
  refresh_tokens: {
    id: true,
    family_id: true,
    uid: true,
    token_hash: true,
    provider: true,
    auth_time: true,
    created_at: true,
    expires_at: true,
    rotated_at: true,
    revoked_at: true,
  },
  oob_codes: {
    code_hash: true,
    kind: true,
    uid: true,
    email: true,
    created_at: true,
    expires_at: true,
    used_at: true,
  },
  rate_limits: { bucket: true, window_start: true, hits: true },
  outbox: {
    id: true,
    to_address: true,
    subject: true,
    text_body: true,
    html_body: true,
    created_at: true,
    sent_at: true,
    error: true,
  },
  signing_keys: { kid: true, alg: true, private_jwk: true, public_jwk: true, created_at: true },
  settings: { key: true, value: true, updated_at: true },
  oauth_states: {
    state: true,
    provider: true,
    code_verifier: true,
    nonce: true,
    opener_origin: true,
    created_at: true,
    expires_at: true,
  },
  courses: {
    id: true,
    slug: true,
    title: true,
    thumbnail: true,
    summary: true,
    description: true,
    category: true,
    level: true,
    duration_minutes: true,
    price_cents: true,
    currency: true,
    status: true,
    lock_lessons_in_order: true,
    created_at: true,
    updated_at: true,
  },
  course_modules: { id: true, course_id: true, title: true, position: true },
  lessons: {
    id: true,
    course_id: true,
    module_id: true,
    title: true,
    kind: true,
    position: true,
    duration_minutes: true,
    content: true,
  },
  enrollments: {
    id: true,
    user_id: true,
    course_id: true,
    progress: true,
    completed: true,
    created_at: true,
    updated_at: true,
    source: true,
    order_id: true,
    ended_at: true,
    end_reason: true,
    last_lesson_id: true,
    last_lesson_at: true,
    last_activity_at: true,
  },
  files: {
    path: true,
    owner_uid: true,
    content_type: true,
    size: true,
    created_at: true,
    download_token: true,
  },
  coupons: {
    id: true,
    code: true,
    kind: true,
    percent_off_bp: true,
    amount_off_cents: true,
    currency: true,
    valid_from: true,
    valid_until: true,
    max_redemptions: true,
    max_redemptions_per_student: true,
    active: true,
    redemption_count: true,
    created_at: true,
    updated_at: true,
  },
  coupon_courses: { coupon_id: true, course_id: true },
  orders: {
    id: true,
    user_id: true,
    course_id: true,
    status: true,
    list_price_cents: true,
    discount_cents: true,
    total_cents: true,
    currency: true,
    coupon_id: true,
    coupon_code: true,
    provider: true,
    provider_reference: true,
    provider_payment_id: true,
    checkout_url: true,
    refund_reference: true,
    status_reason: true,
    created_at: true,
    updated_at: true,
    expires_at: true,
    paid_at: true,
    failed_at: true,
    cancelled_at: true,
    refunded_at: true,
  },
  coupon_redemptions: {
    id: true,
    coupon_id: true,
    order_id: true,
    user_id: true,
    status: true,
    created_at: true,
    updated_at: true,
  },
  lesson_progress: {
    user_id: true,
    lesson_id: true,
    course_id: true,
    viewed_at: true,
    file_opened_at: true,
    watched_percent: true,
    position_seconds: true,
    position_at: true,
    quiz_passed_at: true,
    completed_at: true,
    updated_at: true,
  },
  progress_events: {
    user_id: true,
    event_id: true,
    course_id: true,
    lesson_id: true,
    kind: true,
    client_at: true,
    received_at: true,
  },
  quiz_attempts: {
    id: true,
    user_id: true,
    course_id: true,
    lesson_id: true,
    answers: true,
    score_percent: true,
    passed: true,
    submitted_at: true,
  },
  learning_activity: {
    id: true,
    user_id: true,
    course_id: true,
    lesson_id: true,
    kind: true,
    score_percent: true,
    passed: true,
    occurred_at: true,
  },
  action_plan_steps: {
    id: true,
    course_id: true,
    position: true,
    title: true,
    body: true,
    checklist: true,
    due_offset_days: true,
    created_at: true,
    updated_at: true,
  },
  action_plan_step_states: {
    user_id: true,
    step_id: true,
    course_id: true,
    state: true,
    checked_item_ids: true,
    note: true,
    started_at: true,
    completed_at: true,
    updated_at: true,
  },
  embed_origins: { origin: true, created_by: true, created_at: true },
  embed_api_keys: {
    id: true,
    name: true,
    key_hash: true,
    key_prefix: true,
    origins: true,
    created_by: true,
    created_at: true,
    last_used_at: true,
    revoked_at: true,
  },
  launch_tokens: {
    token_hash: true,
    kind: true,
    api_key_id: true,
    user_id: true,
    step_id: true,
    created_at: true,
    expires_at: true,
    used_at: true,
    session_family_id: true,
  },
  catalogue_version: { id: true, version: true },
};

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
