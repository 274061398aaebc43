import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_SESSION_MESSAGE_TYPE, type FrameBridge } from '@lms/core';
import {
  actionPlanPlatform as platform,
  frameSessionOf,
  launchToken,
  SCHOOL,
  type ActionPlanPlatform as Seeded,
} from '../../test-support/action-plan-seed';
import { backendRecordingCalls } from '../../test-support/answer-override';
import {
  renderLms,
  SCREEN_TEST_TIMEOUT_MS,
  type RenderLmsOptions,
} from '../../test-support/render-on-domain';
import { callAs, type TestAccount } from '../../test-support/test-server';

/** The step at `/action-plan/<first step><query>` on the domain, every call recorded. */
async function openStep(
  seeded: Seeded,
  options: {
    signedInAs?: TestAccount;
    query?: string;
    framed?: boolean;
    config?: RenderLmsOptions['config'];
  } = {},
) {
  const { backend, callsOf } = backendRecordingCalls(seeded.server);
  const view = await renderLms({
    path: `/action-plan/${seeded.stepId}${options.query ?? ''}`,
    server: seeded.server,
    signedInAs: options.signedInAs,
    framed: options.framed,
    config: { backend, ...options.config },
  });
  return { ...view, callsOf };
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

afterEach(() => vi.unstubAllGlobals());

describe('action-plan step on our site', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the step with its plan; ticks, notes and Mark as done are saved as the student’s own', async () => {
    const seeded = await platform();
    const { callsOf } = await openStep(seeded, { signedInAs: seeded.student });
    const updates = () => callsOf('updateMyActionPlanStep');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' })).toBeVisible();
    expect(screen.getByText(/Step 1 of 2/)).toBeVisible();
    const outline = await screen.findByRole('navigation', { name: 'Your action plan' });
    expect(await within(outline).findByRole('link', { name: 'Set up your workbook' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Next step' })).toHaveAttribute(
      'href',
      `/action-plan/${seeded.nextStepId}`,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Add the months' }));
    await waitFor(() =>
      expect(updates()).toContainEqual({ stepId: seeded.stepId, checkedItemIds: [seeded.itemIds[1]] }),
    );
    expect(await screen.findByText('1 of 2 items ticked')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your private note' }), 'Tuesday');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(updates()).toContainEqual({ stepId: seeded.stepId, note: 'Tuesday' }));

    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(updates()).toContainEqual({ stepId: seeded.stepId, state: 'done' }));
    expect(await screen.findByText('Step done. Well done!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark as not done' })).toBeVisible();
    // All of it is the student's own, as the domain keeps it.
    const plan = await callAs(seeded.server, seeded.student, 'getMyActionPlan', {
      courseId: seeded.courseId,
    });
    expect(plan.steps[0]).toMatchObject({ state: 'done', checkedCount: 1 });
  });

  it('puts a tick back and says so when the server refuses it', async () => {
    const seeded = await platform();
    seeded.server.setMode(
      { kind: 'error', code: 'functions/unavailable' },
      { names: ['updateMyActionPlanStep'] },
    );
    await openStep(seeded, { signedInAs: seeded.student });
    const box = await screen.findByRole('checkbox', { name: 'Create it' });
    await userEvent.click(box);
    expect(await screen.findByText('Your tick could not be saved')).toBeVisible();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('offers the course page to a student who is not enrolled', async () => {
    const seeded = await platform();
    await openStep(seeded, { signedInAs: seeded.outsider });
    expect(await screen.findByRole('heading', { name: /not enrolled/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Go to the course page/ })).toHaveAttribute(
      'href',
      `/courses/${seeded.courseId}`,
    );
  });

  it('sends a signed-out visitor to the sign-in page: the exemption is for frames only', async () => {
    const { runtime } = await openStep(await platform());
    expect(await screen.findByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
    expect(runtime.session.getSnapshot().isAuthenticated).toBe(false);
  });
});

describe('action-plan step in a frame', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('signs in with the page’s launch token and tells the page ready, its height and completions', async () => {
    const seeded = await platform();
    const token = await launchToken(seeded);
    const host = fakeHost(token);
    const { runtime, callsOf } = await openStep(seeded, {
      framed: true,
      config: { connectEmbedHost: host.connect },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' })).toBeVisible();
    expect(host.connect).toHaveBeenCalledWith([SCHOOL]);
    expect(callsOf('exchangeLaunchToken')).toEqual([
      { launchToken: token, embedOrigin: SCHOOL, stepId: seeded.stepId },
    ]);
    expect(runtime.session.getUser()?.uid).toBe(seeded.student.uid);
    // A frame shows the step alone: no way back to our dashboard, no side outline.
    expect(screen.queryByRole('navigation', { name: 'Your action plan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(host.calls).toContain(`completed ${seeded.stepId}`));
    expect(host.calls).toContain(`ready ${seeded.stepId}`);
  });

  it('without a token offers “Sign in to continue” and takes the session the popup hands back', async () => {
    const seeded = await platform();
    const host = fakeHost(null);
    const openFrameSignIn = vi.fn(() => frameSessionOf(seeded));
    await openStep(seeded, { framed: true, config: { connectEmbedHost: host.connect, openFrameSignIn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(openFrameSignIn).toHaveBeenCalledWith(`/action-plan/${seeded.stepId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' })).toBeVisible();
  });

  it('says when the page’s token was refused, and still offers the sign-in', async () => {
    const seeded = await platform();
    const token = await launchToken(seeded);
    // Used once already (a replay): the domain refuses it the second time.
    await callAs(seeded.server, null, 'exchangeLaunchToken', {
      launchToken: token,
      embedOrigin: SCHOOL,
      stepId: seeded.stepId,
    });
    await openStep(seeded, { framed: true, config: { connectEmbedHost: fakeHost(token).connect } });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not sign you in by itself');
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeVisible();
  });
});

describe('the sign-in popup of a framed step', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('makes a session for the frame and posts it to the opener on our own origin only', async () => {
    const posted: { message: unknown; targetOrigin: string }[] = [];
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    vi.stubGlobal('opener', {
      postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
    });
    const nonce = 'N'.repeat(22);
    const seeded = await platform();
    const { callsOf } = await openStep(seeded, {
      signedInAs: seeded.student,
      query: `?frameSignIn=${nonce}`,
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(callsOf('createFrameSession')).toEqual([{ stepId: seeded.stepId }]);
    expect(posted[0]).toEqual({
      message: {
        type: FRAME_SESSION_MESSAGE_TYPE,
        nonce,
        result: expect.objectContaining({
          stepId: seeded.stepId,
          session: expect.objectContaining({ user: expect.objectContaining({ uid: seeded.student.uid }) }),
        }),
      },
      targetOrigin: window.location.origin,
    });
    expect(close).toHaveBeenCalled();
  });

  it('tells an administrator to use a student account', async () => {
    vi.stubGlobal('opener', { postMessage: () => undefined });
    const seeded = await platform();
    await openStep(seeded, { signedInAs: seeded.admin, query: `?frameSignIn=${'N'.repeat(22)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in with a student account');
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeVisible();
  });
});
