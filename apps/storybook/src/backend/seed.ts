// Fills a MemoryDatabase from fixtures. Every course, enrolment and user document is checked against the contract's
// schema first, so a fixture that the real server could never send fails loudly instead of showing a false screen.
import { courseSchema, enrollmentSchema, LmsError, preferencesSchema, userDocumentSchema } from '@lms/core';
import type { Fixtures, FixtureUser } from './fixtures/fixture-types';
import { seedLearning } from './seed-learning';
import { seedActionPlans } from './seed-action-plans';
import { seedPayments } from './seed-payments';
import { MemoryDatabase } from './memory-database';
import { toUserDocument, type UserRecord } from './user-record';

function parseOrThrow<T>(
  what: string,
  schema: {
    safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new LmsError(
      'functions/invalid-argument',
      `Fixture ${what} breaks the contract: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

function toRecord(user: FixtureUser): UserRecord {
  const createdAt = Date.parse(user.createdAt);
  const lastLoginAt = user.lastLoginAt ? Date.parse(user.lastLoginAt) : null;
  return {
    uid: user.uid,
    email: user.email.trim().toLowerCase(),
    emailVerified: true,
    password: user.password,
    displayName: user.displayName,
    photoURL: user.photoURL ?? null,
    phoneNumber: null,
    role: user.role,
    disabled: user.disabled ?? false,
    provider: user.provider ?? 'password',
    identities:
      user.provider && user.provider !== 'password'
        ? [
            {
              providerId: user.provider,
              uid: `${user.provider}:${user.uid}`,
              email: user.email,
              displayName: null,
              photoURL: null,
            },
          ]
        : [],
    preferences: preferencesSchema.parse(user.preferences ?? {}),
    createdAt,
    updatedAt: lastLoginAt ?? createdAt,
    lastLoginAt,
    tokensValidAfter: 0,
  };
}

export function seedDatabase(fixtures: Fixtures): MemoryDatabase {
  const db = new MemoryDatabase();
  for (const user of fixtures.users) {
    const record = toRecord(user);
    if (db.users.has(record.uid) || db.userByEmail(record.email)) {
      throw new LmsError(
        'functions/invalid-argument',
        `Fixture user ${record.uid} <${record.email}> is seeded twice`,
      );
    }
    parseOrThrow(`user ${record.uid}`, userDocumentSchema, toUserDocument(record));
    db.users.set(record.uid, record);
  }
  for (const course of fixtures.courses) {
    db.courses.set(course.id, parseOrThrow(`course ${course.id}`, courseSchema, course));
  }
  for (const enrollment of fixtures.enrollments) {
    const parsed = parseOrThrow(`enrolment ${enrollment.id}`, enrollmentSchema, enrollment);
    if (!db.users.has(parsed.user_id) || !db.courses.has(parsed.course_id)) {
      throw new LmsError(
        'functions/invalid-argument',
        `Fixture enrolment ${parsed.id} names a missing user or course`,
      );
    }
    db.enrollments.push(parsed);
  }
  if (fixtures.learning) seedLearning(db, fixtures.learning);
  if (fixtures.actionPlans) seedActionPlans(db, fixtures.actionPlans);
  if (fixtures.payments) seedPayments(db, fixtures.payments);
  return db;
}
