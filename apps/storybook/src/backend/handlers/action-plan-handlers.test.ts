import { describe, expect, it } from 'vitest';
import { createInMemoryBackend } from '../in-memory-backend';
import { DEMO_COURSE_IDS } from '../fixtures/demo-courses';
import { DEMO_USERS } from '../fixtures/demo-users';
import { DEMO_ACTION_PLAN_STEP_IDS } from '../fixtures/demo-action-plans';
import { codeOf, connectAs } from '../testing/connect-as';

const python = DEMO_COURSE_IDS.python;

async function planned() {
  const backend = createInMemoryBackend();
  const admin = connectAs(backend, DEMO_USERS.admin.uid);
  await admin.functions.call('createActionPlanStep', {
    courseId: python,
    title: 'Set a goal',
    checklist: [{ text: 'Pick a date' }, { text: 'Tell a friend' }],
    dueOffsetDays: 2,
  });
  const plan = await admin.functions.call('createActionPlanStep', { courseId: python, title: 'Practise' });
  const learner = connectAs(backend, DEMO_USERS.newcomer.uid);
  await learner.functions.call('enrollInCourse', { courseId: python });
  return { backend, admin, learner, plan };
}

describe('action-plan handlers', () => {
  it('shows an enrolled student a step with neighbours and keeps their own state', async () => {
    const { learner, plan } = await planned();
    const [first, second] = plan.steps;
    if (first === undefined || second === undefined) throw new Error('fixture missing');
    const view = await learner.functions.call('getActionPlanStep', { stepId: first.id });
    expect(view).toMatchObject({
      previousStepId: null,
      nextStepId: second.id,
      stepCount: 2,
      dueAt: expect.any(String),
    });
    expect(view.progress?.state).toBe('not-started');

    const ticked = await learner.functions.call('updateMyActionPlanStep', {
      stepId: first.id,
      checkedItemIds: [first.checklist[0]?.id ?? ''],
    });
    expect(ticked.progress).toMatchObject({ state: 'in-progress', checkedItemIds: [first.checklist[0]?.id] });
    await learner.functions.call('updateMyActionPlanStep', { stepId: first.id, state: 'done' });
    const mine = await learner.functions.call('getMyActionPlan', { courseId: python });
    expect(mine.counts).toEqual({ total: 2, done: 1, inProgress: 0 });
  });

  it('refuses a student who is not enrolled and never shows one student the state of another', async () => {
    const backend = createInMemoryBackend();
    const admin = connectAs(backend, DEMO_USERS.admin.uid);
    const plan = await admin.functions.call('createActionPlanStep', { courseId: python, title: 'Reflect' });
    const stepId = plan.steps[0]?.id ?? '';
    const newcomer = connectAs(backend, DEMO_USERS.newcomer.uid);
    expect(await codeOf(newcomer.functions.call('getActionPlanStep', { stepId }))).toBe(
      'functions/permission-denied',
    );
    await newcomer.functions.call('enrollInCourse', { courseId: python });
    await newcomer.functions.call('updateMyActionPlanStep', { stepId, note: 'private' });
    const other = connectAs(backend, DEMO_USERS.otherStudent.uid);
    await other.functions.call('enrollInCourse', { courseId: python });
    const view = await other.functions.call('getActionPlanStep', { stepId });
    expect(view.progress).toMatchObject({ state: 'not-started', note: '' });
  });

  it('reorders and deletes steps as the server does, refusing a stale order', async () => {
    const { admin, plan } = await planned();
    const ids = plan.steps.map((step) => step.id);
    const reordered = await admin.functions.call('reorderActionPlanSteps', {
      courseId: python,
      stepIds: [...ids].reverse(),
    });
    expect(reordered.steps.map((step) => step.id)).toEqual([...ids].reverse());
    expect(
      await codeOf(
        admin.functions.call('reorderActionPlanSteps', { courseId: python, stepIds: [ids[0] ?? ''] }),
      ),
    ).toBe('functions/aborted');
    const afterDelete = await admin.functions.call('deleteActionPlanStep', { stepId: ids[1] ?? '' });
    expect(afterDelete.steps.map((step) => [step.id, step.position])).toEqual([[ids[0], 0]]);
  });
});

describe('embedding handlers', () => {
  it('creates API keys only for allowed origins, shows the secret once, and revokes', async () => {
    const admin = connectAs(createInMemoryBackend(), DEMO_USERS.admin.uid);
    expect(
      await codeOf(
        admin.functions.call('createEmbedApiKey', { name: 'School', origins: ['https://school.example'] }),
      ),
    ).toBe('functions/invalid-argument');
    await admin.functions.call('addEmbedOrigin', { origin: 'https://school.example' });
    const created = await admin.functions.call('createEmbedApiKey', {
      name: 'School',
      origins: ['https://school.example'],
    });
    expect(created.secret).toMatch(/^lmsk_[A-Za-z0-9_-]{43}$/);
    const listed = await admin.functions.call('adminListEmbedApiKeys', {});
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect((await admin.functions.call('revokeEmbedApiKey', { id: created.key.id })).revokedAt).toEqual(
      expect.any(String),
    );
    expect(await admin.functions.call('listEmbedOrigins', {})).toEqual({
      origins: ['https://school.example'],
    });
  });

  it('lists the caller’s plans with counts and the next step, from the demo plan', async () => {
    const backend = createInMemoryBackend();
    const student = connectAs(backend, DEMO_USERS.student.uid);
    const { items } = await student.functions.call('listMyActionPlans', {});
    expect(items).toEqual([
      {
        course: expect.objectContaining({ id: DEMO_COURSE_IDS.spreadsheets }),
        counts: { total: 3, done: 1, inProgress: 1 },
        nextStepId: DEMO_ACTION_PLAN_STEP_IDS.track,
        nextDueAt: '2026-11-19T10:00:00.000Z',
      },
    ]);
    const newcomer = connectAs(backend, DEMO_USERS.newcomer.uid);
    expect((await newcomer.functions.call('listMyActionPlans', {})).items).toEqual([]);
  });
});
