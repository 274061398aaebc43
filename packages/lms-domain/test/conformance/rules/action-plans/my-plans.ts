// listMyActionPlans: the dashboard's list of the caller's plans. Only courses the caller is actively enrolled in
// and that have steps; counts and the next step follow the caller's own states, never anyone else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../fixtures/catalogue';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import type { OpenConformanceHost } from '../../host';

const DAY = 24 * 60 * 60 * 1000;

export const describeMyActionPlans = (openHost: OpenConformanceHost) =>
  describe('my action plans', () => {
    let h: ActionPlanHarness;
    let stepIds: string[];

    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
      const add = (title: string, dueOffsetDays: number | null) =>
        h.call(h.admin.idToken, 'createActionPlanStep', { courseId: h.courseId, title, dueOffsetDays });
      await add('First', 2);
      await add('Second', 5);
      stepIds = (await add('Third', null)).steps.map((step) => step.id);
      // Enrolled in a course without a plan: not listed.
      const planless = await insertCourse(h.host.ctx.db, { slug: 'no-plan' });
      await enrollUser(h.host.ctx, { userId: h.student.uid, courseId: planless, source: 'free' });
    });
    afterAll(() => h?.close());

    it('lists the enrolled courses that have a plan, with the first open step and its due date', async () => {
      const { items } = await h.call(h.student.idToken, 'listMyActionPlans', {});
      expect(items).toHaveLength(1);
      const enrolment = await h.host.ctx.db
        .selectFrom('enrollments')
        .select('created_at')
        .where('user_id', '=', h.student.uid)
        .where('course_id', '=', h.courseId)
        .executeTakeFirstOrThrow();
      expect(items[0]).toEqual({
        course: { id: h.courseId, slug: 'plan-course', title: expect.any(String) },
        counts: { total: 3, done: 0, inProgress: 0 },
        nextStepId: stepIds[0],
        nextDueAt: new Date(Number(enrolment.created_at) + 2 * DAY).toISOString(),
      });
    });

    it('follows the caller’s own states only', async () => {
      await h.call(h.student.idToken, 'updateMyActionPlanStep', { stepId: stepIds[0] ?? '', state: 'done' });
      await h.call(h.student.idToken, 'updateMyActionPlanStep', {
        stepId: stepIds[2] ?? '',
        note: 'Started',
      });
      const { items } = await h.call(h.student.idToken, 'listMyActionPlans', {});
      expect(items[0]).toMatchObject({
        counts: { total: 3, done: 1, inProgress: 1 },
        nextStepId: stepIds[1],
      });
      expect((await h.call(h.other.idToken, 'listMyActionPlans', {})).items).toEqual([]);
      // An administrator previews plans but has none of their own.
      expect((await h.call(h.admin.idToken, 'listMyActionPlans', {})).items).toEqual([]);
    });

    it('points back to the first step once every step is done, and has no due date left', async () => {
      for (const stepId of stepIds)
        await h.call(h.student.idToken, 'updateMyActionPlanStep', { stepId, state: 'done' });
      const { items } = await h.call(h.student.idToken, 'listMyActionPlans', {});
      expect(items[0]).toMatchObject({
        counts: { total: 3, done: 3, inProgress: 0 },
        nextStepId: stepIds[0],
        nextDueAt: null,
      });
    });

    it('answers a page at a time, most recently enrolled first, with the total of plans', async () => {
      const more: string[] = [];
      for (const slug of ['plan-b', 'plan-c', 'plan-d']) {
        const courseId = await insertCourse(h.host.ctx.db, { slug });
        await h.call(h.admin.idToken, 'createActionPlanStep', { courseId, title: `Step of ${slug}` });
        await enrollUser(h.host.ctx, { userId: h.other.uid, courseId, source: 'free' });
        more.push(courseId);
        // Distinct enrolment times, so "most recent first" has one answer.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const first = await h.call(h.other.idToken, 'listMyActionPlans', { pageSize: 2 });
      expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.items.map((item) => item.course.id)).toEqual([more[2], more[1]]);
      const second = await h.call(h.other.idToken, 'listMyActionPlans', { page: 2, pageSize: 2 });
      expect(second.items.map((item) => item.course.id)).toEqual([more[0]]);
      const past = await h.call(h.other.idToken, 'listMyActionPlans', { page: 3, pageSize: 2 });
      expect(past).toMatchObject({ items: [], total: 3, page: 3 });
      expect(await h.fail(h.other.idToken, 'listMyActionPlans', { pageSize: 0 })).toMatchObject({
        status: 400,
      });
    });
  });
