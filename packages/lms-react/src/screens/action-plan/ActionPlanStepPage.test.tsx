import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FRAME_SESSION_MESSAGE_TYPE,
  LmsError,
  notStartedStepProgress,
  type ActionPlanStepView,
  type FrameBridge,
  type MyActionPlan,
  type OperationInput,
} from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { frameSessionFor } from '../../test-support/fake-backend';

const student = { uid: 'u1', email: 'student@example.com' };
const SCHOOL = 'https://school.example';
const TOKEN = 'L'.repeat(43);

function stepView(overrides: Partial<ActionPlanStepView> = {}): ActionPlanStepView {
  return {
    course: { id: 'c1', slug: 'budgets', title: 'Budgets' },
    step: {
      id: 's1',
      position: 0,
      title: 'Set up your workbook',
      body: 'Make **one** workbook.',
      checklist: [
        { id: 'i1', text: 'Create it' },
        { id: 'i2', text: 'Add the months' },
      ],
      dueOffsetDays: 7,
    },
    stepCount: 2,
    previousStepId: null,
    nextStepId: 's2',
    dueAt: '2026-12-01T10:00:00.000Z',
    progress: notStartedStepProgress(),
    ...overrides,
  };
}

const plan: MyActionPlan = {
  course: { id: 'c1', slug: 'budgets', title: 'Budgets' },
  steps: [
    {
      id: 's1',
      position: 0,
      title: 'Set up your workbook',
      checklistCount: 2,
      checkedCount: 0,
      dueOffsetDays: 7,
      dueAt: null,
      state: 'not-started',
      completedAt: null,
    },
    {
      id: 's2',
      position: 1,
      title: 'Track a month',
      checklistCount: 0,
      checkedCount: 0,
      dueOffsetDays: null,
      dueAt: null,
      state: 'not-started',
      completedAt: null,
    },
  ],
  counts: { total: 2, done: 0, inProgress: 0 },
  preview: false,
};

/** updateMyActionPlanStep as the server does it for one step, recording each change. */
function stepHandlers() {
  let view = stepView();
  const updates: OperationInput<'updateMyActionPlanStep'>[] = [];
  return {
    updates,
    handlers: {
      getActionPlanStep: () => view,
      getMyActionPlan: () => plan,
      updateMyActionPlanStep: (input: OperationInput<'updateMyActionPlanStep'>) => {
        updates.push(input);
        const progress = view.progress!;
        const state = input.state ?? (progress.state === 'not-started' ? 'in-progress' : progress.state);
        view = {
          ...view,
          progress: {
            ...progress,
            state,
            checkedItemIds: input.checkedItemIds ?? progress.checkedItemIds,
            note: input.note ?? progress.note,
            completedAt: state === 'done' ? '2026-11-25T10:00:00.000Z' : null,
          },
        };
        return { stepId: 's1', courseId: 'c1', progress: view.progress! };
      },
    },
  };
}

function fakeHost(token: string | null) {
  const calls: string[] = [];
  const bridge: FrameBridge = {
    hostOrigin: SCHOOL,
    ready: async (stepId) => void calls.push(`ready ${stepId}`),
    resize: async (height) => void calls.push(`resize ${height}`),
    stepCompleted: async (stepId) => void calls.push(`completed ${stepId}`),
    getLaunchToken: async () => token,
    destroy: () => undefined,
  };
  return { calls, connect: vi.fn(async () => bridge) };
}

const frameSession = () => frameSessionFor(student);

afterEach(() => vi.unstubAllGlobals());

describe('action-plan step on our site', () => {
  it('shows the step with its plan; ticks, notes and Mark as done are saved as the student’s own', async () => {
    const { handlers, updates } = stepHandlers();
    renderLms({ path: '/action-plan/s1', signedInAs: student, handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' })).toBeVisible();
    expect(screen.getByText(/Step 1 of 2/)).toBeVisible();
    const outline = await screen.findByRole('navigation', { name: 'Your action plan' });
    expect(await within(outline).findByRole('link', { name: 'Set up your workbook' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Next step' })).toHaveAttribute('href', '/action-plan/s2');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Add the months' }));
    await waitFor(() => expect(updates).toContainEqual({ stepId: 's1', checkedItemIds: ['i2'] }));
    expect(await screen.findByText('1 of 2 items ticked')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your private note' }), 'Tuesday');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(updates).toContainEqual({ stepId: 's1', note: 'Tuesday' }));

    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(updates).toContainEqual({ stepId: 's1', state: 'done' }));
    expect(await screen.findByText('Step done. Well done!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark as not done' })).toBeVisible();
  });

  it('puts a tick back and says so when the server refuses it', async () => {
    const { handlers } = stepHandlers();
    renderLms({
      path: '/action-plan/s1',
      signedInAs: student,
      handlers: {
        ...handlers,
        updateMyActionPlanStep: () => {
          throw new LmsError('functions/unavailable');
        },
      },
    });
    const box = await screen.findByRole('checkbox', { name: 'Create it' });
    await userEvent.click(box);
    expect(await screen.findByText('Your tick could not be saved')).toBeVisible();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('offers the course page to a student who is not enrolled', async () => {
    renderLms({
      path: '/action-plan/s1',
      signedInAs: student,
      handlers: {
        getActionPlanStep: () => {
          throw new LmsError('functions/permission-denied', 'no', { reason: 'not-enrolled', courseId: 'c1' });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: /not enrolled/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Go to the course page/ })).toHaveAttribute(
      'href',
      '/courses/c1',
    );
  });

  it('sends a signed-out visitor to the sign-in page: the exemption is for frames only', async () => {
    const { runtime } = renderLms({ path: '/action-plan/s1', handlers: stepHandlers().handlers });
    expect(await screen.findByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
    expect(runtime.session.getSnapshot().isAuthenticated).toBe(false);
  });
});

describe('action-plan step in a frame', () => {
  it('signs in with the page’s launch token and tells the page ready, its height and completions', async () => {
    const host = fakeHost(TOKEN);
    const exchanges: unknown[] = [];
    const { handlers } = stepHandlers();
    const { runtime } = renderLms({
      path: '/action-plan/s1',
      framed: true,
      config: { connectEmbedHost: host.connect },
      handlers: {
        ...handlers,
        listEmbedOrigins: () => ({ origins: [SCHOOL] }),
        exchangeLaunchToken: (input) => {
          exchanges.push(input);
          return frameSession();
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' })).toBeVisible();
    expect(host.connect).toHaveBeenCalledWith([SCHOOL]);
    expect(exchanges).toEqual([{ launchToken: TOKEN, embedOrigin: SCHOOL, stepId: 's1' }]);
    expect(runtime.session.getUser()?.uid).toBe('u1');
    // A frame shows the step alone: no way back to our dashboard, no side outline.
    expect(screen.queryByRole('navigation', { name: 'Your action plan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(host.calls).toContain('completed s1'));
    expect(host.calls).toContain('ready s1');
  });

  it('without a token offers “Sign in to continue” and takes the session the popup hands back', async () => {
    const host = fakeHost(null);
    const openFrameSignIn = vi.fn(async () => frameSession());
    renderLms({
      path: '/action-plan/s1',
      framed: true,
      config: { connectEmbedHost: host.connect, openFrameSignIn },
      handlers: { ...stepHandlers().handlers, listEmbedOrigins: () => ({ origins: [SCHOOL] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(openFrameSignIn).toHaveBeenCalledWith('/action-plan/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' })).toBeVisible();
  });

  it('says when the page’s token was refused, and still offers the sign-in', async () => {
    renderLms({
      path: '/action-plan/s1',
      framed: true,
      config: { connectEmbedHost: fakeHost(TOKEN).connect },
      handlers: {
        listEmbedOrigins: () => ({ origins: [SCHOOL] }),
        exchangeLaunchToken: () => {
          throw new LmsError('functions/permission-denied', 'used', { reason: 'launch-token-used' });
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not sign you in by itself');
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeVisible();
  });
});

describe('the sign-in popup of a framed step', () => {
  it('makes a session for the frame and posts it to the opener on our own origin only', async () => {
    const posted: { message: unknown; targetOrigin: string }[] = [];
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    vi.stubGlobal('opener', {
      postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
    });
    const nonce = 'N'.repeat(22);
    const result = frameSession();
    const made: unknown[] = [];
    renderLms({
      path: `/action-plan/s1?frameSignIn=${nonce}`,
      signedInAs: student,
      handlers: {
        createFrameSession: (input) => {
          made.push(input);
          return result;
        },
      },
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(made).toEqual([{ stepId: 's1' }]);
    expect(posted[0]).toEqual({
      message: { type: FRAME_SESSION_MESSAGE_TYPE, nonce, result },
      targetOrigin: window.location.origin,
    });
    expect(close).toHaveBeenCalled();
  });

  it('tells an administrator to use a student account', async () => {
    vi.stubGlobal('opener', { postMessage: () => undefined });
    renderLms({
      path: `/action-plan/s1?frameSignIn=${'N'.repeat(22)}`,
      signedInAs: { ...student, admin: true },
      handlers: {
        createFrameSession: () => {
          throw new LmsError('functions/permission-denied', 'no', { reason: 'admin-account' });
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in with a student account');
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeVisible();
  });
});
