// getEnrollmentReport as the server's reports/enrollment-report.ts answers it: enrolments started and courses
// completed per week, weeks starting on Monday 00:00 UTC, `from` and `to` whole days (both inclusive), the first and
// last weeks counting only days inside the range, every week listed (empty ones as zeros), all courses or one (any
// status; an unknown one is not-found). Access 'admin' was enforced before the handler runs.
import { LmsError, enrollmentReportOf, reportWeekGrid, weekOf } from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import type { HandlerMap } from './handler-types';

const pairKey = (userId: string, courseId: string) => `${userId} ${courseId}`;

/** The earliest time per learner and course, for the entries `pick` gives a time. */
function firstPerPair<T>(
  items: readonly T[],
  pick: (item: T) => { userId: string; courseId: string; at: number } | null,
): Map<string, { courseId: string; at: number }> {
  const first = new Map<string, { courseId: string; at: number }>();
  for (const item of items) {
    const found = pick(item);
    if (found === null) continue;
    const key = pairKey(found.userId, found.courseId);
    const known = first.get(key);
    if (known === undefined || found.at < known.at)
      first.set(key, { courseId: found.courseId, at: found.at });
  }
  return first;
}

/**
 * When each learner started each course. The server keeps one enrolment row per learner and course, and a refund
 * only ends it (it still counts: it did start); this back end removes a refunded enrolment, so its start is read
 * back from the 'enrolled' activity it left, the earliest of both.
 */
function enrolmentStarts(db: MemoryDatabase) {
  const starts = firstPerPair(db.learning.activity, (entry) =>
    entry.kind === 'enrolled' ? { userId: entry.userId, courseId: entry.courseId, at: entry.at } : null,
  );
  const rows = firstPerPair(db.enrollments, (enrollment) => ({
    userId: enrollment.user_id,
    courseId: enrollment.course_id,
    at: Date.parse(enrollment.created_at),
  }));
  for (const [key, row] of rows) {
    const known = starts.get(key);
    if (known === undefined || row.at < known.at) starts.set(key, row);
  }
  return [...starts.values()];
}

/**
 * When each learner first completed each course. The server records 'course-completed' once per enrolment (its
 * completed flag never goes back); here a re-enrolment after a refund starts a new record, so only the first counts.
 */
function firstCompletions(db: MemoryDatabase) {
  const first = firstPerPair(db.learning.activity, (entry) =>
    entry.kind === 'course-completed'
      ? { userId: entry.userId, courseId: entry.courseId, at: entry.at }
      : null,
  );
  return [...first.values()];
}

export const reportHandlers = {
  getEnrollmentReport: ({ db, input }) => {
    const courseId = input.courseId ?? null;
    if (courseId !== null && !db.courses.has(courseId))
      throw new LmsError('functions/not-found', `No course "${courseId}".`);
    const grid = reportWeekGrid(input);
    const add = (events: { courseId: string; at: number }[], field: 'enrolled' | 'completed') => {
      for (const event of events) {
        if (courseId !== null && event.courseId !== courseId) continue;
        const week = weekOf(grid, event.at);
        if (week !== undefined) week[field] += 1;
      }
    };
    add(enrolmentStarts(db), 'enrolled');
    add(firstCompletions(db), 'completed');
    return enrollmentReportOf(input, courseId, grid.weeks);
  },
} satisfies HandlerMap;
