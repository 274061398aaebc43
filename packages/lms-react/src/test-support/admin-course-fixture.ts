// An admin's view of a course for the tests of every screen that shows courses to admins (the course editor, the
// reports' course choice). Stamps come from one clock that only moves forward, so a change made later by a fake
// (nextStamp) always has a later updated_at than the course it changes, as on the server.
import type { AdminCourse } from '@lms/core';

let clock = Date.parse('2026-01-01T00:00:00.000Z');

/** The next second on the fakes' clock, as an ISO time. */
export const nextStamp = () => new Date((clock += 1000)).toISOString();

export function adminCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  const stamp = nextStamp();
  return {
    id: 'c1',
    slug: 'intro-to-testing',
    title: 'Intro to testing',
    thumbnail: null,
    summary: 'Learn to test.',
    description: '',
    category: 'General',
    level: 'beginner',
    durationMinutes: 0,
    priceCents: 0,
    currency: 'USD',
    status: 'draft',
    lessonCount: 0,
    lockLessonsInOrder: false,
    enrollmentCount: 0,
    created_at: stamp,
    updated_at: stamp,
    modules: [],
    ...overrides,
  };
}
