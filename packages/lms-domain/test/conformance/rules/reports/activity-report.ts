// getActivityReport and getCourseFunnel over the callable route on every host, from rows written at known times:
// which week each counts in, distinct learners, badges awarded, revenue per currency with refunds deducted, one
// course's numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFunction } from '../../fixtures/callable';
import { insertCourse, insertUser } from '../../fixtures/catalogue';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const at = (iso: string) => Date.parse(iso);

export const describeActivityReport = (openHost: OpenConformanceHost) =>
  describe('activity report and course funnel', () => {
    let host: ConformanceHost;
    let courseA: string;
    let courseB: string;
    let adminToken: string;

    async function call(name: string, data: unknown) {
      const response = await callFunction(host, adminToken, name, data);
      expect(response.status, response.raw).toBe(200);
      return response.body.result;
    }

    beforeAll(async () => {
      host = await openHost({});
      const { db } = host.ctx;
      courseA = await insertCourse(db, { slug: 'activity-a' });
      courseB = await insertCourse(db, { slug: 'activity-b' });
      for (const uid of ['u1', 'u2', 'u3']) await insertUser(db, uid);
      const activity = (id: string, user: string, course: string, occurredAt: string) => ({
        id,
        user_id: user,
        course_id: course,
        lesson_id: null,
        kind: 'lesson-completed' as const,
        score_percent: null,
        passed: null,
        occurred_at: at(occurredAt),
      });
      await db
        .insertInto('learning_activity')
        .values([
          activity('a1', 'u1', courseA, '2025-01-06T09:00:00Z'), // week of 2025-01-06
          activity('a2', 'u1', courseB, '2025-01-07T09:00:00Z'), // the same person again that week
          activity('a3', 'u2', courseA, '2025-01-08T09:00:00Z'),
          activity('a4', 'u2', courseA, '2025-01-14T09:00:00Z'), // week of 2025-01-13
          activity('a5', 'u3', courseB, '2024-12-31T09:00:00Z'), // before the range
        ])
        .execute();
      const order = (
        id: string,
        course: string,
        cents: number,
        currency: string,
        paid: string,
        refunded?: string,
      ) => ({
        id,
        user_id: 'u1',
        course_id: course,
        status: (refunded ? 'refunded' : 'paid') as 'paid',
        list_price_cents: cents,
        discount_cents: 0,
        total_cents: cents,
        currency,
        coupon_id: null,
        coupon_code: null,
        provider: 'sandbox' as const,
        provider_reference: null,
        provider_payment_id: null,
        checkout_url: null,
        app_address: null,
        refund_reference: null,
        status_reason: null,
        created_at: at(paid),
        updated_at: at(paid),
        expires_at: null,
        paid_at: at(paid),
        failed_at: null,
        cancelled_at: null,
        refunded_at: refunded ? at(refunded) : null,
      });
      await db
        .insertInto('orders')
        .values([
          order('o1', courseA, 3900, 'EUR', '2025-01-06T10:00:00Z'),
          order('o2', courseB, 2000, 'USD', '2025-01-07T10:00:00Z'),
          // Paid in the first week, refunded in the second: counted in, then taken out.
          order('o3', courseA, 3900, 'EUR', '2025-01-08T10:00:00Z', '2025-01-15T10:00:00Z'),
        ])
        .execute();
      const badge = (id: string, ruleCourse: string | null) => ({
        id,
        name: id,
        description: 'd',
        criteria: 'c',
        image: 'data:image/png;base64,AA',
        rule_kind: ruleCourse === null ? ('manual' as const) : ('course-completed' as const),
        rule_course_id: ruleCourse,
        rule_lesson_id: null,
        rule_category: null,
        rule_count: null,
        rule_min_score: null,
        active: 1 as const,
        created_at: at('2024-12-01T00:00:00Z'),
        updated_at: at('2024-12-01T00:00:00Z'),
      });
      await db
        .insertInto('badges')
        .values([badge('badge-a', courseA), badge('badge-manual', null)])
        .execute();
      const award = (id: string, badgeId: string, user: string, awardedAt: string, revoked = false) => ({
        id,
        badge_id: badgeId,
        user_id: user,
        learner_name: user,
        learner_email: `${user}@example.com`,
        public_code: `code-${id}`,
        status_index: Number(id.slice(1)),
        origin: 'rule' as const,
        awarded_at: at(awardedAt),
        revoked_at: revoked ? at('2025-02-01T00:00:00Z') : null,
        revoked_reason: revoked ? 'mistake' : null,
        credential: null,
      });
      await db
        .insertInto('badge_awards')
        .values([
          award('b1', 'badge-a', 'u1', '2025-01-06T11:00:00Z'),
          // Revoked later: it was still awarded that week.
          award('b2', 'badge-a', 'u2', '2025-01-07T11:00:00Z', true),
          award('b3', 'badge-manual', 'u1', '2025-01-14T11:00:00Z'),
          award('b4', 'badge-manual', 'u3', '2024-12-30T11:00:00Z'), // before the range
        ])
        .execute();
      adminToken = (await host.signIn({ email: 'activity-admin@example.com', admin: true })).idToken;
    });
    afterAll(() => host?.close());

    it('counts each active learner once a week, revenue per currency with refunds deducted in their week', async () => {
      const report = await call('getActivityReport', { from: '2025-01-06', to: '2025-01-19' });
      expect(report.weeks).toEqual([
        {
          weekStart: '2025-01-06',
          activeLearners: 2,
          certificatesIssued: 0,
          badgesAwarded: 2,
          revenue: [
            { currency: 'EUR', cents: 7800 },
            { currency: 'USD', cents: 2000 },
          ],
        },
        {
          weekStart: '2025-01-13',
          activeLearners: 1,
          certificatesIssued: 0,
          badgesAwarded: 1,
          revenue: [{ currency: 'EUR', cents: -3900 }],
        },
      ]);
      // u2 was active in both weeks: two people in the range, not three.
      expect(report.totals).toEqual({
        activeLearners: 2,
        certificatesIssued: 0,
        badgesAwarded: 3,
        revenue: [
          { currency: 'EUR', cents: 3900 },
          { currency: 'USD', cents: 2000 },
        ],
      });
    });

    it('narrows to one course', async () => {
      const report = await call('getActivityReport', {
        from: '2025-01-06',
        to: '2025-01-19',
        courseId: courseB,
      });
      expect(report.totals).toEqual({
        activeLearners: 1,
        certificatesIssued: 0,
        badgesAwarded: 0,
        revenue: [{ currency: 'USD', cents: 2000 }],
      });
      // Course A's badge (its rule names the course); the manual badge belongs to no course.
      const courseAReport = await call('getActivityReport', {
        from: '2025-01-06',
        to: '2025-01-19',
        courseId: courseA,
      });
      expect(courseAReport.weeks.map((week: { badgesAwarded: number }) => week.badgesAwarded)).toEqual([
        2, 0,
      ]);
    });

    it("shows a course's funnel and the lessons where learners who started stopped", async () => {
      const { db } = host.ctx;
      const moduleId = 'funnel-module';
      await db
        .insertInto('course_modules')
        .values({ id: moduleId, course_id: courseA, title: 'Module', position: 0 } as never)
        .execute();
      const lesson = (id: string, title: string, position: number) =>
        ({
          id,
          module_id: moduleId,
          course_id: courseA,
          title,
          kind: 'text',
          position,
          duration_minutes: 5,
          content: '{"markdown":"x"}',
        }) as never;
      await db
        .insertInto('lessons')
        .values([lesson('l1', 'Welcome', 0), lesson('l2', 'Hard part', 1)])
        .execute();
      const enrolment = (id: string, user: string, progress: number, last: string | null, completed = 0) => ({
        id,
        user_id: user,
        course_id: courseA,
        progress,
        completed: completed as 0,
        last_lesson_id: last,
        created_at: at('2025-01-06T00:00:00Z'),
        updated_at: at('2025-01-06T00:00:00Z'),
      });
      await db
        .insertInto('enrollments')
        .values([
          enrolment('f1', 'u1', 0, null),
          enrolment('f2', 'u2', 50, 'l2'),
          enrolment('f3', 'u3', 100, 'l2', 1),
        ])
        .execute();
      expect(await call('getCourseFunnel', { courseId: courseA })).toEqual({
        courseId: courseA,
        enrolled: 3,
        started: 2,
        halfway: 2,
        completed: 1,
        stops: [{ lessonId: 'l2', title: 'Hard part', learners: 1 }],
      });
    });
  });
