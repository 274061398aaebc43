import { describe, expect, it } from 'vitest';
import { courseSchema } from '@lms/core';
import { demoFixtures, emptyFixtures, longContentFixtures } from './fixtures/fixture-sets';
import { seedDatabase } from './seed';

describe('seeding fixtures', () => {
  it.each([
    ['demo', demoFixtures],
    ['empty', emptyFixtures],
    ['long content', longContentFixtures],
  ])('seeds the %s fixtures, which all keep the contract', (_name, fixtures) => {
    const db = seedDatabase(fixtures);
    expect(db.users.size).toBe(fixtures.users.length);
    expect(db.courses.size).toBe(fixtures.courses.length);
  });

  it('refuses a course the contract forbids (a negative price) instead of showing it', () => {
    const [course] = demoFixtures.courses;
    const broken = { ...course!, priceCents: -1 };
    expect(courseSchema.safeParse(broken).success).toBe(false);
    expect(() => seedDatabase({ ...demoFixtures, courses: [broken] })).toThrow(
      /course .* breaks the contract/,
    );
  });

  it('refuses an enrolment of a course that does not exist', () => {
    expect(() => seedDatabase({ ...demoFixtures, courses: [] })).toThrow(/names a missing user or course/);
  });

  it('refuses two accounts with one e-mail address', () => {
    const [user] = demoFixtures.users;
    const twin = { ...user!, uid: 'uid-twin', email: user!.email.toUpperCase() };
    expect(() => seedDatabase({ ...emptyFixtures, users: [...demoFixtures.users, twin] })).toThrow(
      /seeded twice/,
    );
  });

  it('derives lesson count and duration from the outline, so cards and outlines agree', () => {
    for (const course of demoFixtures.courses) {
      const lessons = course.modules.flatMap((module) => module.lessons);
      expect(course.lessonCount).toBe(lessons.length);
      expect(course.durationMinutes).toBe(
        lessons.reduce((sum, lesson) => sum + (lesson.durationMinutes ?? 0), 0),
      );
    }
  });
});
