import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentHandlers } from '@lms/domain/internal/learning/enrollments/handlers';
import { endEnrollment, enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import { buildCourse, caller, learners, type BuiltCourse } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeEnrolment = (openHost: OpenConformanceHost) =>
  describe('enrolment', () => {
    let host: ConformanceHost;
    let free: BuiltCourse;
    let paid: BuiltCourse;
    let draft: BuiltCourse;
    beforeAll(async () => {
      host = await openHost({});
      await learners(host.ctx.db, 'ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus');
      free = await buildCourse(host.ctx.db, { slug: 'free-course', lessons: ['text', 'text'] });
      paid = await buildCourse(host.ctx.db, {
        slug: 'paid-course',
        lessons: ['text'],
        course: { price_cents: 4900, currency: 'EUR' },
      });
      draft = await buildCourse(host.ctx.db, {
        slug: 'draft-course',
        lessons: ['text'],
        course: { status: 'draft' },
      });
    });
    afterAll(() => host?.close());

    const enrol = (uid: string, courseId: string, admin = false) =>
      enrollmentHandlers.enrollInCourse({ ctx: host.ctx, caller: caller(uid, admin), input: { courseId } });
    const rowsOf = (uid: string) =>
      host.ctx.db.selectFrom('enrollments').selectAll().where('user_id', '=', uid).execute();

    it('enrols in a free published course at once, by id or by slug', async () => {
      const first = await enrol('ann', free.courseId);
      expect(first.created).toBe(true);
      expect(first.enrollment).toMatchObject({
        user_id: 'ann',
        course_id: free.courseId,
        progress: 0,
        completed: false,
      });
      const bySlug = await enrol('bob', 'free-course');
      expect(bySlug.enrollment.course_id).toBe(free.courseId);
    });

    it('is idempotent: enrolling twice returns the same enrolment and creates nothing', async () => {
      const again = await enrol('ann', free.courseId);
      expect(again.created).toBe(false);
      expect(await rowsOf('ann')).toHaveLength(1);
      expect(again.enrollment.id).toBe((await rowsOf('ann'))[0]?.id);
    });

    it('is idempotent under racing requests: ten at once make one enrolment', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => enrol('cy', free.courseId)));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.enrollment.id)).size).toBe(1);
      expect(await rowsOf('cy')).toHaveLength(1);
    });

    it('refuses a paid course with permission-denied saying payment is required', async () => {
      await expect(enrol('ann', paid.courseId)).rejects.toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: 'payment-required', priceCents: 4900, currency: 'EUR' },
      });
      expect((await rowsOf('ann')).map((row) => row.course_id)).not.toContain(paid.courseId);
    });

    it('hides a draft from students (not-found) and tells an admin it is not published', async () => {
      await expect(enrol('ann', draft.courseId)).rejects.toMatchObject({ code: 'functions/not-found' });
      await expect(enrol('dee', draft.courseId, true)).rejects.toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: 'not-published' },
      });
      await expect(enrol('ann', 'no-such-course')).rejects.toMatchObject({ code: 'functions/not-found' });
    });

    it('records the enrolment in recent activity once', async () => {
      const activity = await learningHandlers.listMyRecentActivity({
        ctx: host.ctx,
        caller: caller('ann'),
        input: { limit: 10 },
      });
      expect(activity.items.map((item) => [item.kind, item.course.id])).toEqual([
        ['enrolled', free.courseId],
      ]);
    });

    it('enrollUser (for paid orders) records the source and order, and works inside a transaction', async () => {
      const result = await host.ctx.db
        .transaction()
        .execute((trx) =>
          enrollUser(trx, { userId: 'eve', courseId: paid.courseId, source: 'order', orderId: 'order-1' }),
        );
      expect(result).toMatchObject({ created: true, reopened: false });
      const [row] = await rowsOf('eve');
      expect(row).toMatchObject({ source: 'order', order_id: 'order-1', ended_at: null });
      const twice = await enrollUser(host.ctx, {
        userId: 'eve',
        courseId: paid.courseId,
        source: 'order',
        orderId: 'order-1',
      });
      expect(twice).toMatchObject({ created: false, reopened: false });
    });

    it('enrollUser inside a transaction that rolls back leaves no enrolment', async () => {
      await expect(
        host.ctx.db.transaction().execute(async (trx) => {
          await enrollUser(trx, {
            userId: 'fay',
            courseId: paid.courseId,
            source: 'order',
            orderId: 'order-2',
          });
          throw new Error('payment failed after all');
        }),
      ).rejects.toThrow('payment failed after all');
      expect(await rowsOf('fay')).toEqual([]);
    });

    it('enrollUser refuses an unknown course with not-found', async () => {
      await expect(
        enrollUser(host.ctx, { userId: 'fay', courseId: 'missing', source: 'admin' }),
      ).rejects.toMatchObject({
        code: 'functions/not-found',
      });
    });

    it('endEnrollment (refund) closes access but keeps the row; enrolling again reopens it with its progress', async () => {
      await enrollUser(host.ctx, {
        userId: 'gus',
        courseId: paid.courseId,
        source: 'order',
        orderId: 'order-9',
      });
      await host.ctx.db
        .updateTable('enrollments')
        .set({ progress: 40 })
        .where('user_id', '=', 'gus')
        .execute();

      expect(
        await endEnrollment(host.ctx, {
          userId: 'gus',
          courseId: paid.courseId,
          reason: 'refund',
          orderId: 'other',
        }),
      ).toBe(false);
      expect(
        await endEnrollment(host.ctx, {
          userId: 'gus',
          courseId: paid.courseId,
          reason: 'refund',
          orderId: 'order-9',
        }),
      ).toBe(true);
      expect(
        await endEnrollment(host.ctx, { userId: 'gus', courseId: paid.courseId, reason: 'refund' }),
      ).toBe(false);
      expect(await rowsOf('gus')).toMatchObject([{ end_reason: 'refund', progress: 40 }]);

      const listed = await enrollmentHandlers.listMyEnrollments({
        ctx: host.ctx,
        caller: caller('gus'),
        input: {},
      });
      expect(listed).toEqual([]);
      await expect(
        learningHandlers.getCourseContent({
          ctx: host.ctx,
          caller: caller('gus'),
          input: { courseId: paid.courseId },
        }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      // A refunded paid course needs paying again.
      await expect(enrol('gus', paid.courseId)).rejects.toMatchObject({
        details: { reason: 'payment-required' },
      });

      const reopened = await enrollUser(host.ctx, {
        userId: 'gus',
        courseId: paid.courseId,
        source: 'order',
        orderId: 'order-10',
      });
      expect(reopened).toMatchObject({ created: false, reopened: true, enrollment: { progress: 40 } });
      expect(await rowsOf('gus')).toMatchObject([{ ended_at: null, end_reason: null, order_id: 'order-10' }]);
    });
  });
