import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backendRecordingCalls } from '../../../test-support/answer-override';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../../test-support/render-on-domain';
import {
  callAs,
  createAccount,
  createCourse,
  enrol,
  seededPlatform,
  seedPeople,
  type TestAccount,
  type TestServer,
} from '../../../test-support/test-server';

const HOUR = 3_600_000;

/**
 * Ada's plans: Course c1 (3 steps: one done, one in progress, the second due ten days after enrolling) and Course c2
 * (2 steps, both done). Nia is enrolled only in a course without a plan.
 */
const platform = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  const now = Date.now();
  const stepsOf = async (courseId: string, count: number) => {
    let ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const plan = await callAs(server, admin, 'createActionPlanStep', {
        courseId,
        title: `Step ${index + 1}`,
        body: 'Do it.',
        dueOffsetDays: index === 1 ? 10 : null,
      });
      ids = plan.steps.map((step) => step.id);
    }
    return ids;
  };
  const mark = (stepId: string, state: 'done' | 'in-progress') =>
    callAs(server, student, 'updateMyActionPlanStep', { stepId, state });
  const c1 = await createCourse(server, admin, { title: 'Course c1' });
  const c2 = await createCourse(server, admin, { title: 'Course c2' });
  const plain = await createCourse(server, admin, { title: 'Course without a plan' });
  const c1Steps = await stepsOf(c1.id, 3);
  const c2Steps = await stepsOf(c2.id, 2);
  await enrol(server, student, c2.id, now - 2 * HOUR);
  await enrol(server, student, c1.id, now - HOUR);
  await mark(c1Steps[0]!, 'done');
  await mark(c1Steps[1]!, 'in-progress');
  for (const stepId of c2Steps) await mark(stepId, 'done');
  const nia = await createAccount(server, { email: 'nia@example.com', displayName: 'Nia New' });
  await enrol(server, nia, plain.id);
  return { student, nia, c1Steps };
});

/** Eight courses with a plan of one step each, Course p1 the most recently enrolled. */
const eightPlans = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  const now = Date.now();
  for (let index = 1; index <= 8; index += 1) {
    const course = await createCourse(server, admin, { title: `Course p${index}` });
    await callAs(server, admin, 'createActionPlanStep', { courseId: course.id, title: 'Only step' });
    await enrol(server, student, course.id, now - index * HOUR);
  }
  return { student };
});

async function setup(seeded: { server: TestServer; student: TestAccount }) {
  const { backend, calls } = backendRecordingCalls(seeded.server);
  const view = await renderLms({
    path: '/student/dashboard',
    server: seeded.server,
    signedInAs: seeded.student,
    config: { backend },
  });
  const planCalls = () =>
    calls
      .filter((call) => call.name === 'listMyActionPlans')
      .map((call) => call.data as { page?: number; pageSize?: number });
  return { ...view, planCalls };
}

describe('the dashboard’s action plans', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows each plan’s progress and next due date, and leads to the step to do next', async () => {
    const seeded = await platform();
    await setup(seeded);
    const plans = within(await screen.findByRole('region', { name: 'Your action plans' }));
    expect(await plans.findByRole('progressbar', { name: 'Action plan of Course c1' })).toHaveAttribute(
      'value',
      '1',
    );
    expect(plans.getByText(/^1 of 3 steps done · next step due /)).toBeVisible();
    expect(plans.getByRole('link', { name: 'Continue the action plan of Course c1' })).toHaveAttribute(
      'href',
      `/action-plan/${seeded.c1Steps[1]}`,
    );
    // A finished plan has no due date left and is offered for review from its first step.
    expect(plans.getByText('2 of 2 steps done')).toBeVisible();
    await userEvent.click(plans.getByRole('link', { name: 'Review the action plan of Course c2' }));
    expect(await screen.findByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
  });

  it('shows nothing when none of the student’s courses has a plan', async () => {
    const { server, nia } = await platform();
    const { planCalls } = await setup({ server, student: nia });
    expect(await screen.findByRole('region', { name: 'In progress' })).toBeVisible();
    await waitFor(() => expect(planCalls()).not.toHaveLength(0));
    // Let the answer reach the screen before looking for what it must not show.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Your action plans' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your action plans')).not.toBeInTheDocument();
  });

  it('pages through many plans, six at a time', async () => {
    const { planCalls } = await setup(await eightPlans());
    const plans = within(await screen.findByRole('region', { name: 'Your action plans' }));
    expect(await plans.findAllByRole('progressbar')).toHaveLength(6);
    const pages = within(plans.getByRole('navigation', { name: 'Pages of your action plans' }));
    expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(await plans.findByRole('link', { name: 'Continue the action plan of Course p8' })).toBeVisible();
    expect(plans.getAllByRole('progressbar')).toHaveLength(2);
    expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(planCalls().every((input) => input.pageSize === 6)).toBe(true);
  });

  it('says when the plans could not be loaded, with Try again', async () => {
    const seeded = await platform();
    seeded.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['listMyActionPlans'] });
    await setup(seeded);
    const plans = within(await screen.findByRole('region', { name: 'Your action plans' }));
    expect(await plans.findByText('Your action plans could not be loaded')).toBeVisible();
    seeded.server.setMode({ kind: 'live' });
    await userEvent.click(plans.getByRole('button', { name: 'Try again' }));
    expect(await plans.findByRole('link', { name: 'Continue the action plan of Course c1' })).toBeVisible();
  });
});
