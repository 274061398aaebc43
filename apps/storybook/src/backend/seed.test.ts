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

  it('gives every demo lesson content of its kind, so the course viewer has something to show', () => {
    const db = seedDatabase(demoFixtures);
    const kinds = new Set([...db.learning.contents.values()].map((stored) => stored.kind));
    expect([...kinds].sort()).toEqual(['file', 'quiz', 'text', 'video']);
    const lessons = demoFixtures.courses.flatMap((course) =>
      course.modules.flatMap((module) => module.lessons),
    );
    expect(db.learning.contents.size).toBe(lessons.length);
  });

  it('refuses a lesson without content, or with content of another kind', () => {
    const learning = demoFixtures.learning!;
    const [lessonId, textContent] = Object.entries(learning.contents).find(
      ([, stored]) => stored.kind === 'text',
    )!;
    const withoutContent = Object.fromEntries(
      Object.entries(learning.contents).filter(([id]) => id !== lessonId),
    );
    expect(() =>
      seedDatabase({ ...demoFixtures, learning: { ...learning, contents: withoutContent } }),
    ).toThrow(/has no content/);
    const videoId = Object.entries(learning.contents).find(([, stored]) => stored.kind === 'video')![0];
    const swapped = { ...learning.contents, [videoId]: textContent };
    expect(() => seedDatabase({ ...demoFixtures, learning: { ...learning, contents: swapped } })).toThrow(
      /is video, its content text/,
    );
  });

  it('derives enrolment progress from the completed lessons, so the dashboard and the outline agree', () => {
    const db = seedDatabase(demoFixtures);
    for (const enrollment of db.enrollments) {
      const course = db.courses.get(enrollment.course_id)!;
      const completed = [...db.learning.progress.values()].filter(
        (row) => row.userId === enrollment.user_id && row.courseId === course.id && row.completedAt !== null,
      ).length;
      expect(enrollment.progress).toBeCloseTo((completed * 100) / course.lessonCount);
    }
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
