// A student's own state in action-plan steps, and who may read a step: enrolled students of a visible course and
// administrators (a preview without state); another student, not enrolled, is refused; nobody reads or changes
// anyone else's state, because every state is keyed by the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../fixtures/catalogue';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import type { OpenConformanceHost } from '../../host';

const DAY = 24 * 60 * 60 * 1000;

export const describeStepState = (openHost: OpenConformanceHost) =>
  describe('action-plan step state', () => {
    let h: ActionPlanHarness;
    let stepIds: string[];
    let itemIds: string[];
    let draftStepId: string;

    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
      const add = (title: string, extra: Record<string, unknown> = {}) =>
        h.call(h.admin.idToken, 'createActionPlanStep', { courseId: h.courseId, title, ...extra });
      await add('First', { checklist: [{ text: 'One' }, { text: 'Two' }], dueOffsetDays: 3 });
      await add('Second');
      const plan = await add('Third');
      stepIds = plan.steps.map((step) => step.id);
      itemIds = plan.steps[0]?.checklist.map((item) => item.id) ?? [];
      const draftId = await insertCourse(h.host.ctx.db, { slug: 'draft-plan', status: 'draft' });
      const draft = await h.call(h.admin.idToken, 'createActionPlanStep', {
        courseId: draftId,
        title: 'Hidden',
      });
      draftStepId = draft.steps[0]?.id ?? '';
    });
    afterAll(() => h?.close());

    it('shows an enrolled student a step with its neighbours, due date and an untouched state', async () => {
      const view = await h.call(h.student.idToken, 'getActionPlanStep', { stepId: stepIds[1] ?? '' });
      expect(view).toMatchObject({
        course: { id: h.courseId, slug: 'plan-course' },
        step: { id: stepIds[1], position: 1, title: 'Second' },
        stepCount: 3,
        previousStepId: stepIds[0],
        nextStepId: stepIds[2],
        dueAt: null,
        progress: { state: 'not-started', checkedItemIds: [], note: '', startedAt: null, completedAt: null },
      });
      const first = await h.call(h.student.idToken, 'getActionPlanStep', { stepId: stepIds[0] ?? '' });
      expect(first.previousStepId).toBeNull();
      const enrolment = await h.host.ctx.db
        .selectFrom('enrollments')
        .select('created_at')
        .where('user_id', '=', h.student.uid)
        .executeTakeFirstOrThrow();
      expect(first.dueAt).toBe(new Date(Number(enrolment.created_at) + 3 * DAY).toISOString());
    });

    it('refuses a student who is not enrolled, and hides steps of a draft course', async () => {
      expect(await h.fail(h.other.idToken, 'getActionPlanStep', { stepId: stepIds[0] })).toMatchObject({
        status: 403,
        details: { reason: 'not-enrolled' },
      });
      expect(
        await h.fail(h.other.idToken, 'updateMyActionPlanStep', { stepId: stepIds[0], state: 'done' }),
      ).toMatchObject({ status: 403 });
      expect(await h.fail(h.other.idToken, 'getMyActionPlan', { courseId: h.courseId })).toMatchObject({
        status: 403,
      });
      expect(await h.fail(h.student.idToken, 'getActionPlanStep', { stepId: draftStepId })).toMatchObject({
        status: 404,
      });
      expect(await h.fail(null, 'getActionPlanStep', { stepId: stepIds[0] })).toMatchObject({ status: 401 });
    });

    it('starts a step when an item is ticked, completes it on request, and keeps note and ticks', async () => {
      const ticked = await h.call(h.student.idToken, 'updateMyActionPlanStep', {
        stepId: stepIds[0] ?? '',
        checkedItemIds: [itemIds[1] ?? ''],
        note: 'Ask Sam on Monday',
      });
      expect(ticked.progress).toMatchObject({
        state: 'in-progress',
        checkedItemIds: [itemIds[1]],
        note: 'Ask Sam on Monday',
        startedAt: expect.any(String),
        completedAt: null,
      });
      const done = await h.call(h.student.idToken, 'updateMyActionPlanStep', {
        stepId: stepIds[0] ?? '',
        state: 'done',
      });
      expect(done.progress).toMatchObject({
        state: 'done',
        checkedItemIds: [itemIds[1]],
        note: 'Ask Sam on Monday',
        startedAt: ticked.progress.startedAt,
        completedAt: expect.any(String),
      });
      const reopened = await h.call(h.student.idToken, 'updateMyActionPlanStep', {
        stepId: stepIds[0] ?? '',
        state: 'in-progress',
      });
      expect(reopened.progress.completedAt).toBeNull();
      await h.call(h.student.idToken, 'updateMyActionPlanStep', { stepId: stepIds[0] ?? '', state: 'done' });

      const plan = await h.call(h.student.idToken, 'getMyActionPlan', { courseId: 'plan-course' });
      expect(plan.counts).toEqual({ total: 3, done: 1, inProgress: 0 });
      expect(plan.preview).toBe(false);
      expect(plan.steps[0]).toMatchObject({ state: 'done', checkedCount: 1, checklistCount: 2 });
    });

    it('refuses ticks of items the step does not have and inputs with nothing to change', async () => {
      expect(
        await h.fail(h.student.idToken, 'updateMyActionPlanStep', {
          stepId: stepIds[0],
          checkedItemIds: ['nope'],
        }),
      ).toMatchObject({ status: 409, details: { reason: 'stale-checklist' } });
      expect(await h.fail(h.student.idToken, 'updateMyActionPlanStep', { stepId: stepIds[0] })).toMatchObject(
        {
          status: 400,
        },
      );
      expect(
        await h.fail(h.student.idToken, 'updateMyActionPlanStep', { stepId: stepIds[0], state: 'finished' }),
      ).toMatchObject({ status: 400 });
    });

    it("keeps each student's state their own", async () => {
      await enrollUser(h.host.ctx, { userId: h.other.uid, courseId: h.courseId, source: 'free' });
      const view = await h.call(h.other.idToken, 'getActionPlanStep', { stepId: stepIds[0] ?? '' });
      expect(view.progress).toMatchObject({ state: 'not-started', checkedItemIds: [], note: '' });
      await h.call(h.other.idToken, 'updateMyActionPlanStep', { stepId: stepIds[0] ?? '', note: 'mine' });
      const studentView = await h.call(h.student.idToken, 'getActionPlanStep', { stepId: stepIds[0] ?? '' });
      expect(studentView.progress).toMatchObject({ state: 'done', note: 'Ask Sam on Monday' });
    });

    it('drops ticks of items an admin removed from the checklist', async () => {
      await h.call(h.admin.idToken, 'updateActionPlanStep', {
        stepId: stepIds[0] ?? '',
        patch: { checklist: [{ id: itemIds[0], text: 'One' }] },
      });
      const view = await h.call(h.student.idToken, 'getActionPlanStep', { stepId: stepIds[0] ?? '' });
      expect(view.progress?.checkedItemIds).toEqual([]);
      const plan = await h.call(h.student.idToken, 'getMyActionPlan', { courseId: h.courseId });
      expect(plan.steps[0]).toMatchObject({ checkedCount: 0, checklistCount: 1 });
    });

    it('lets an administrator preview without state, and refuses to store state for them', async () => {
      const view = await h.call(h.admin.idToken, 'getActionPlanStep', { stepId: draftStepId });
      expect(view.progress).toBeNull();
      const plan = await h.call(h.admin.idToken, 'getMyActionPlan', { courseId: h.courseId });
      expect(plan.preview).toBe(true);
      expect(plan.steps.every((step) => step.state === 'not-started')).toBe(true);
      expect(
        await h.fail(h.admin.idToken, 'updateMyActionPlanStep', { stepId: stepIds[0], state: 'done' }),
      ).toMatchObject({ status: 403, details: { reason: 'not-enrolled' } });
    });
  });
