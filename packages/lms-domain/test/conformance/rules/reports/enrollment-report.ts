import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@lms/core';
import { enrollmentReport } from '@lms/domain/internal/reports/enrollment-report';
import { callFunction } from '../../fixtures/callable';
import { insertCourse, insertUser } from '../../fixtures/catalogue';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const at = (iso: string) => Date.parse(iso);
const input = (data: object) => operations.getEnrollmentReport.input.parse(data);

export const describeEnrollmentReport = (openHost: OpenConformanceHost) =>
  describe('getEnrollmentReport', () => {
    let host: ConformanceHost;
    let courseA: string;
    let courseB: string;
    let adminToken: string;
    let studentToken: string;

    beforeAll(async () => {
      host = await openHost({});
      const { db } = host.ctx;
      courseA = await insertCourse(db, { slug: 'report-a' });
      courseB = await insertCourse(db, { slug: 'report-b', status: 'archived' });
      for (const uid of ['u1', 'u2', 'u3', 'u4', 'u5']) await insertUser(db, uid);
      const enrol = (id: string, user: string, course: string, createdAt: string) => ({
        id,
        user_id: user,
        course_id: course,
        progress: 0,
        completed: 0 as const,
        created_at: at(createdAt),
        updated_at: at(createdAt),
      });
      await db
        .insertInto('enrollments')
        .values([
          enrol('before', 'u1', courseA, '2024-12-31T23:59:59.999Z'), // the day before "from": not counted
          enrol('first-day', 'u2', courseA, '2025-01-01T00:00:00.000Z'), // week of Mon 2024-12-30
          enrol('week2-a', 'u3', courseA, '2025-01-08T10:00:00.000Z'), // week of 2025-01-06
          enrol('week2-b', 'u3', courseB, '2025-01-12T23:59:59.000Z'), // Sunday: still week of 2025-01-06
          enrol('last-day', 'u4', courseB, '2025-01-20T23:59:59.999Z'), // "to" is inclusive: week of 2025-01-20
          enrol('after', 'u5', courseA, '2025-01-21T00:00:00.000Z'), // the day after "to": not counted
        ])
        .execute();
      const activity = (id: string, user: string, course: string, kind: string, occurredAt: string) => ({
        id,
        user_id: user,
        course_id: course,
        lesson_id: null,
        kind: kind as 'course-completed',
        score_percent: null,
        passed: null,
        occurred_at: at(occurredAt),
      });
      await db
        .insertInto('learning_activity')
        .values([
          activity('c1', 'u2', courseA, 'course-completed', '2025-01-09T12:00:00Z'),
          activity('c2', 'u3', courseB, 'course-completed', '2025-01-14T12:00:00Z'),
          activity('c3', 'u1', courseA, 'course-completed', '2024-12-20T12:00:00Z'), // before the range
          activity('l1', 'u3', courseA, 'lesson-completed', '2025-01-09T12:00:00Z'), // not a course completion
          activity('e1', 'u3', courseA, 'enrolled', '2025-01-08T10:00:00Z'),
        ])
        .execute();
      adminToken = (await host.signIn({ email: 'report-admin@example.com', admin: true })).idToken;
      studentToken = (await host.signIn({ email: 'report-student@example.com' })).idToken;
    });
    afterAll(() => host?.close());

    it('counts enrolments and completions per Monday-based week, listing empty weeks as zeros', async () => {
      const report = await enrollmentReport(host.ctx.db, input({ from: '2025-01-01', to: '2025-01-20' }));
      expect(report).toEqual({
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
      const a = await enrollmentReport(
        host.ctx.db,
        input({ from: '2025-01-01', to: '2025-01-20', courseId: courseA }),
      );
      expect(a.totals).toEqual({ enrolled: 2, completed: 1 });
      const b = await enrollmentReport(
        host.ctx.db,
        input({ from: '2025-01-01', to: '2025-01-20', courseId: courseB }),
      );
      expect(b.courseId).toBe(courseB);
      expect(b.weeks.map((week) => [week.enrolled, week.completed])).toEqual([
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 0],
      ]);
    });

    it('reports one week for a single day', async () => {
      const report = await enrollmentReport(host.ctx.db, input({ from: '2025-01-08', to: '2025-01-08' }));
      expect(report.weeks).toEqual([{ weekStart: '2025-01-06', enrolled: 1, completed: 0 }]);
    });

    it('answers administrators over the callable route, with the contract shape', async () => {
      const response = await callFunction(host, adminToken, 'getEnrollmentReport', {
        from: '2025-01-06',
        to: '2025-01-19',
      });
      expect(response.status, response.raw).toBe(200);
      expect(response.body.result.totals).toEqual({ enrolled: 2, completed: 2 });
      expect(response.body.result.weeks).toHaveLength(2);
    });

    it('refuses students, an unknown course and a reversed range with specific errors', async () => {
      const call = (token: string, data: object) => callFunction(host, token, 'getEnrollmentReport', data);
      expect((await call(studentToken, { from: '2025-01-01', to: '2025-01-20' })).status).toBe(403);
      const unknown = await call(adminToken, {
        from: '2025-01-01',
        to: '2025-01-20',
        courseId: 'no-such-course',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toContain('no-such-course');
      const reversed = await call(adminToken, { from: '2025-02-01', to: '2025-01-01' });
      expect(reversed.status).toBe(400);
      expect(reversed.body.error.message).toContain('"from" must not be after "to"');
    });

    it('does not count a day past the range even for a range ending on a Sunday', async () => {
      const report = await enrollmentReport(host.ctx.db, input({ from: '2025-01-06', to: '2025-01-12' }));
      expect(report.weeks).toEqual([{ weekStart: '2025-01-06', enrolled: 2, completed: 1 }]);
    });
  });
