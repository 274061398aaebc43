import { describe, expect, it } from 'vitest';
import type { Enrollment } from '@lms/core';
import { createInMemoryBackend } from '../in-memory-backend';
import { DEMO_COURSE_IDS } from '../fixtures/demo-courses';
import { DEMO_USERS } from '../fixtures/demo-users';
import type { ActivityRecord } from '../learning-data';
import { codeOf, connectAs } from '../testing/connect-as';

const admin = DEMO_USERS.admin.uid;
const courseA = DEMO_COURSE_IDS.python;
// Archived: its history still counts.
const courseB = DEMO_COURSE_IDS.archived;
const at = (iso: string) => Date.parse(iso);

function enrolment(id: string, user: string, course: string, createdAt: string): Enrollment {
  return {
    id,
    user_id: user,
    course_id: course,
    progress: 0,
    completed: false,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function activity(id: string, user: string, course: string, kind: ActivityRecord['kind'], when: string) {
  return {
    id,
    userId: user,
    courseId: course,
    lessonId: null,
    kind,
    scorePercent: null,
    passed: null,
    at: at(when),
  };
}

/** The rows of the server's test (test/reports/enrollment-report.test.ts), in this back end's tables. */
function backendWithServerRows() {
  const backend = createInMemoryBackend();
  const { db } = backend;
  db.enrollments.splice(0, db.enrollments.length);
  db.learning.activity.splice(0, db.learning.activity.length);
  db.enrollments.push(
    enrolment('before', 'u1', courseA, '2024-12-31T23:59:59.999Z'), // the day before "from": not counted
    enrolment('first-day', 'u2', courseA, '2025-01-01T00:00:00.000Z'), // week of Mon 2024-12-30
    enrolment('week2-a', 'u3', courseA, '2025-01-08T10:00:00.000Z'), // week of 2025-01-06
    enrolment('week2-b', 'u3', courseB, '2025-01-12T23:59:59.000Z'), // Sunday: still week of 2025-01-06
    enrolment('last-day', 'u4', courseB, '2025-01-20T23:59:59.999Z'), // "to" is inclusive: week of 2025-01-20
    enrolment('after', 'u5', courseA, '2025-01-21T00:00:00.000Z'), // the day after "to": not counted
  );
  db.learning.activity.push(
    activity('c1', 'u2', courseA, 'course-completed', '2025-01-09T12:00:00Z'),
    activity('c2', 'u3', courseB, 'course-completed', '2025-01-14T12:00:00Z'),
    activity('c3', 'u1', courseA, 'course-completed', '2024-12-20T12:00:00Z'), // before the range
    activity('l1', 'u3', courseA, 'lesson-completed', '2025-01-09T12:00:00Z'), // not a course completion
    activity('e1', 'u3', courseA, 'enrolled', '2025-01-08T10:00:00Z'),
  );
  return { backend, functions: connectAs(backend, admin).functions };
}

describe('report handlers: getEnrollmentReport, as the server counts', () => {
  it('counts enrolments and completions per Monday-based week, listing empty weeks as zeros', async () => {
    const { functions } = backendWithServerRows();
    expect(await functions.call('getEnrollmentReport', { from: '2025-01-01', to: '2025-01-20' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-20',
      courseId: null,
      weeks: [
        { weekStart: '2024-12-30', enrolled: 1, completed: 0 },
        { weekStart: '2025-01-06', enrolled: 2, completed: 1 },
        { weekStart: '2025-01-13', enrolled: 0, completed: 1 },
        { weekStart: '2025-01-20', enrolled: 1, completed: 0 },
      ],
      totals: { enrolled: 4, completed: 2 },
    });
  });

  it('limits the counts to one course, archived ones included', async () => {
    const { functions } = backendWithServerRows();
    const range = { from: '2025-01-01', to: '2025-01-20' };
    const a = await functions.call('getEnrollmentReport', { ...range, courseId: courseA });
    expect(a.totals).toEqual({ enrolled: 2, completed: 1 });
    const b = await functions.call('getEnrollmentReport', { ...range, courseId: courseB });
    expect(b.courseId).toBe(courseB);
    expect(b.weeks.map((week) => [week.enrolled, week.completed])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
  });

  it('reports one week for a single day', async () => {
    const { functions } = backendWithServerRows();
    const report = await functions.call('getEnrollmentReport', { from: '2025-01-08', to: '2025-01-08' });
    expect(report.weeks).toEqual([{ weekStart: '2025-01-06', enrolled: 1, completed: 0 }]);
  });

  it('counts a refunded enrolment once, at its first start, and only the first completion of a course', async () => {
    const { backend, functions } = backendWithServerRows();
    const { db } = backend;
    // u6 enrolled on 2025-01-07, was refunded (this back end removes the row), then enrolled again on the 15th,
    // completing the course before and after: the server keeps one row and one completion.
    db.learning.activity.push(
      activity('e6', 'u6', courseB, 'enrolled', '2025-01-07T09:00:00Z'),
      activity('c6', 'u6', courseB, 'course-completed', '2025-01-08T09:00:00Z'),
      activity('e6b', 'u6', courseB, 'enrolled', '2025-01-15T09:00:00Z'),
      activity('c6b', 'u6', courseB, 'course-completed', '2025-01-16T09:00:00Z'),
    );
    db.enrollments.push(enrolment('again', 'u6', courseB, '2025-01-15T09:00:00.000Z'));
    const report = await functions.call('getEnrollmentReport', {
      from: '2025-01-06',
      to: '2025-01-19',
      courseId: courseB,
    });
    expect(report.weeks).toEqual([
      { weekStart: '2025-01-06', enrolled: 2, completed: 1 },
      { weekStart: '2025-01-13', enrolled: 0, completed: 1 },
    ]);
  });

  it('refuses students, an unknown course and a reversed range with specific errors', async () => {
    const { backend, functions } = backendWithServerRows();
    const student = connectAs(backend, DEMO_USERS.student.uid).functions;
    const range = { from: '2025-01-01', to: '2025-01-20' };
    expect(await codeOf(student.call('getEnrollmentReport', range))).toBe('functions/permission-denied');
    expect(
      await codeOf(functions.call('getEnrollmentReport', { ...range, courseId: 'no-such-course' })),
    ).toBe('functions/not-found');
    expect(
      await codeOf(functions.call('getEnrollmentReport', { from: '2025-02-01', to: '2025-01-01' })),
    ).toBe('functions/invalid-argument');
  });

  it('reports the demo journeys the stories show: five enrolments and one completion in 2026', async () => {
    const { functions } = connectAs(createInMemoryBackend(), admin);
    const report = await functions.call('getEnrollmentReport', { from: '2026-01-01', to: '2026-11-30' });
    expect(report.totals).toEqual({ enrolled: 5, completed: 1 });
    expect(report.weeks).toHaveLength(49);
  });
});
