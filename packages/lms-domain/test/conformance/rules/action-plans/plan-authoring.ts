// Admins author a course's action plan: steps in order with positions 0..n-1, checklist items that keep their ids
// (and students' ticks) when sent back, refusals for stale orders and checklists, and deletion that takes students'
// states with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import type { OpenConformanceHost } from '../../host';

export const describePlanAuthoring = (openHost: OpenConformanceHost) =>
  describe('action-plan authoring', () => {
    let h: ActionPlanHarness;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
    });
    afterAll(() => h?.close());

    const create = (title: string, extra: Record<string, unknown> = {}) =>
      h.call(h.admin.idToken, 'createActionPlanStep', { courseId: h.courseId, title, ...extra });

    it('adds steps at the end or at a position, keeping positions 0..n-1', async () => {
      await create('Set a goal', { body: '## Why\n\nWrite it down.', checklist: [{ text: 'Pick a date' }] });
      await create('Plan the week', { dueOffsetDays: 7 });
      const plan = await create('Warm up', { position: 0 });
      expect(plan.steps.map((step) => [step.position, step.title])).toEqual([
        [0, 'Warm up'],
        [1, 'Set a goal'],
        [2, 'Plan the week'],
      ]);
      const goal = plan.steps[1];
      expect(goal).toMatchObject({
        body: '## Why\n\nWrite it down.',
        dueOffsetDays: null,
        courseId: h.courseId,
      });
      expect(goal?.checklist).toEqual([{ id: expect.any(String), text: 'Pick a date' }]);
      expect(plan.steps[2]?.dueOffsetDays).toBe(7);
    });

    it('keeps checklist ids sent back, gives new items new ids, and refuses ids the step does not have', async () => {
      const { steps } = await h.call(h.admin.idToken, 'adminListActionPlanSteps', { courseId: h.courseId });
      const goal = steps.find((step) => step.title === 'Set a goal');
      const kept = goal?.checklist[0];
      if (goal === undefined || kept === undefined) throw new Error('fixture missing');
      const plan = await h.call(h.admin.idToken, 'updateActionPlanStep', {
        stepId: goal.id,
        patch: {
          checklist: [{ text: 'Tell a friend' }, { id: kept.id, text: 'Pick a date (and write it)' }],
        },
      });
      const updated = plan.steps.find((step) => step.id === goal.id);
      expect(updated?.checklist[1]).toEqual({ id: kept.id, text: 'Pick a date (and write it)' });
      expect(updated?.checklist[0]?.id).not.toBe(kept.id);

      const stale = await h.fail(h.admin.idToken, 'updateActionPlanStep', {
        stepId: goal.id,
        patch: { checklist: [{ id: 'gone-item', text: 'x' }] },
      });
      expect(stale).toMatchObject({ status: 409, details: { reason: 'stale-checklist' } });
    });

    it('refuses an empty patch, an empty title and a negative due offset with 400', async () => {
      const { steps } = await h.call(h.admin.idToken, 'adminListActionPlanSteps', { courseId: h.courseId });
      const stepId = steps[0]?.id ?? '';
      for (const patch of [{}, { title: '  ' }, { dueOffsetDays: -1 }]) {
        const failure = await h.fail(h.admin.idToken, 'updateActionPlanStep', { stepId, patch });
        expect(failure.status, JSON.stringify(patch)).toBe(400);
      }
    });

    it('reorders with every step once, and refuses a stale or repeated order', async () => {
      const { steps } = await h.call(h.admin.idToken, 'adminListActionPlanSteps', { courseId: h.courseId });
      const ids = steps.map((step) => step.id);
      const reversed = [...ids].reverse();
      const plan = await h.call(h.admin.idToken, 'reorderActionPlanSteps', {
        courseId: h.courseId,
        stepIds: reversed,
      });
      expect(plan.steps.map((step) => step.id)).toEqual(reversed);
      expect(plan.steps.map((step) => step.position)).toEqual([0, 1, 2]);

      const missing = await h.fail(h.admin.idToken, 'reorderActionPlanSteps', {
        courseId: h.courseId,
        stepIds: reversed.slice(1),
      });
      expect(missing).toMatchObject({ status: 409, details: { reason: 'stale-order' } });
      const repeated = await h.fail(h.admin.idToken, 'reorderActionPlanSteps', {
        courseId: h.courseId,
        stepIds: [reversed[0], ...reversed.slice(0, 2)],
      });
      expect(repeated.status).toBe(400);
    });

    it("deletes a step with students' states and closes the gap", async () => {
      const { steps } = await h.call(h.admin.idToken, 'adminListActionPlanSteps', { courseId: h.courseId });
      const middle = steps[1];
      if (middle === undefined) throw new Error('fixture missing');
      await h.call(h.student.idToken, 'updateMyActionPlanStep', { stepId: middle.id, state: 'in-progress' });
      const plan = await h.call(h.admin.idToken, 'deleteActionPlanStep', { stepId: middle.id });
      expect(plan.steps.map((step) => step.position)).toEqual([0, 1]);
      expect(plan.steps.some((step) => step.id === middle.id)).toBe(false);
      const states = await h.host.ctx.db
        .selectFrom('action_plan_step_states')
        .select('step_id')
        .where('step_id', '=', middle.id)
        .execute();
      expect(states).toEqual([]);
      expect(await h.fail(h.admin.idToken, 'deleteActionPlanStep', { stepId: middle.id })).toMatchObject({
        status: 404,
      });
    });

    it('answers not-found for a course that does not exist', async () => {
      expect(
        await h.fail(h.admin.idToken, 'adminListActionPlanSteps', { courseId: 'no-such-course' }),
      ).toMatchObject({
        status: 404,
      });
      expect(
        await h.fail(h.admin.idToken, 'createActionPlanStep', { courseId: 'no-such-course', title: 'x' }),
      ).toMatchObject({ status: 404 });
    });
  });
