// Learner journeys: who enrolled in which course when, how many lessons (in course order) they completed, and when
// they were last active. learning.ts plays each one through the learning operations.
import { LONG_COURSES } from '../courses/course-outlines';
import type { CourseKey, UserKey } from '../story-ids';

export interface Journey {
  user: UserKey;
  course: CourseKey;
  /** When they enrolled; with `via: 'order'` the paid order enrolled them (payments.ts), a moment before. */
  enrolledAt: string;
  /** free: enrollInCourse. order: the enrolment came with a paid order of the payments seed. */
  via: 'free' | 'order';
  /** How many lessons, from the first in course order, are completed. */
  completedLessons: number;
  /** The learner's last activity; completions are spread evenly between enrolment and this time. */
  lastActiveAt: string;
  /** Seconds into the next lesson when it is a video the learner paused in (the resume position). */
  nextVideoAtSeconds?: number;
}

/**
 * The student is a third through the locked Python course, half-way through Spreadsheets (paused in a video),
 * finished Accessibility and the archived Flash course, and has not started Project Management. Lee is most of
 * the way through Python.
 */
export const DEMO_JOURNEYS: readonly Journey[] = [
  {
    user: 'student',
    course: 'python',
    via: 'free',
    enrolledAt: '2026-02-02T10:00:00.000Z',
    completedLessons: 2,
    lastActiveAt: '2026-11-18T19:30:00.000Z',
  },
  {
    user: 'student',
    course: 'accessibility',
    via: 'free',
    enrolledAt: '2026-03-20T10:00:00.000Z',
    completedLessons: 6,
    lastActiveAt: '2026-04-28T17:00:00.000Z',
  },
  {
    user: 'student',
    course: 'projects',
    via: 'free',
    enrolledAt: '2026-11-01T10:00:00.000Z',
    completedLessons: 0,
    lastActiveAt: '2026-11-01T10:00:00.000Z',
  },
  {
    user: 'otherStudent',
    course: 'python',
    via: 'free',
    enrolledAt: '2026-03-13T10:00:00.000Z',
    completedLessons: 5,
    lastActiveAt: '2026-09-30T18:00:00.000Z',
  },
  {
    user: 'student',
    course: 'spreadsheets',
    via: 'order',
    enrolledAt: '2026-10-05T10:00:00.000Z',
    completedLessons: 3,
    lastActiveAt: '2026-11-20T08:40:00.000Z',
    nextVideoAtSeconds: 10,
  },
  {
    user: 'student',
    course: 'archived',
    via: 'free',
    enrolledAt: '2025-03-02T10:00:00.000Z',
    completedLessons: 6,
    lastActiveAt: '2025-04-10T10:00:00.000Z',
  },
];

/**
 * The student is also enrolled in every long course: every other one completed, the rest part-way, so their
 * courses page has more than one page (12 a page) and both dashboard lists have more than they show (6).
 */
export const LONG_JOURNEYS: readonly Journey[] = LONG_COURSES.map((course, index) => ({
  user: 'student',
  course: course.key,
  via: 'free',
  enrolledAt: new Date(Date.UTC(2026, 8, index + 1, 10)).toISOString(),
  completedLessons:
    index % 2 === 0 ? course.modules.reduce((n, module) => n + module.lessons.length, 0) : (index % 5) + 1,
  lastActiveAt: new Date(Date.UTC(2026, 9, index + 1, 18)).toISOString(),
}));
