// The action-plan frame drawn without React, driven as a student does in jsdom: the launch's states, the step's
// parts, moving along the plan, refusals, and the author's Markdown. The React wrapper and the host's framed document
// both show this frame (screens/action-plans/ActionPlanStepPage.test.tsx, e2e/embedding/embedding.spec.ts).
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteTable, LmsError, type FrameLaunch, type FrameLaunchState } from '@lms/core';
import { createLmsI18n, messageAreasPending } from '../i18n/create-lms-i18n';
import basics from '../i18n/messages/basics/en-US.json';
import { actionPlansMessages } from '../screens/action-plans/messages';
import { actionPlanPlatform, SCHOOL, type ActionPlanPlatform } from '../test-support/action-plan-seed';
import { backendRecordingCalls } from '../test-support/answer-override';
import { callAs, type TestAccount } from '../test-support/test-server';
import { mountActionPlanFrame, type ActionPlanFrame } from './action-plan-frame';

/** A launch whose state the test sets, recording what the frame tells the page. */
function fakeLaunch(initial: FrameLaunchState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const told: string[] = [];
  const launch: FrameLaunch = {
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    getSnapshot: () => state,
    hostOrigin: () => SCHOOL,
    start: () => () => undefined,
    adopt: () => undefined,
    ready: (stepId) => void told.push(`ready ${stepId}`),
    resize: () => undefined,
    stepCompleted: (stepId) => void told.push(`completed ${stepId}`),
  };
  const set = (next: FrameLaunchState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { launch, told, set };
}

let mounted: ActionPlanFrame | null = null;
afterEach(() => {
  mounted?.destroy();
  mounted = null;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** The frame of the plan's first step, its functions on the domain as `actor` (Ada unless told; every call recorded). */
async function mount(
  seeded: ActionPlanPlatform,
  initial: FrameLaunchState,
  extra: { actor?: TestAccount; openFrameSignIn?: (path: string) => Promise<never> } = {},
) {
  const i18n = createLmsI18n({ productNoun: 'course', productPlural: 'courses' }, basics);
  await messageAreasPending(i18n, [actionPlansMessages]);
  const session = await seeded.server.sessionFor((extra.actor ?? seeded.student).uid);
  const { backend, callsOf } = backendRecordingCalls(seeded.server);
  const { functions } = backend(async () => session.tokens.idToken);
  const { launch, told, set } = fakeLaunch(initial);
  const element = document.createElement('div');
  document.body.append(element);
  mounted = mountActionPlanFrame(element, {
    stepId: seeded.stepId,
    launch,
    functions,
    i18n,
    routes: createRouteTable({ productNoun: 'course' }),
    productName: 'Learning Platform',
    openFrameSignIn: extra.openFrameSignIn,
  });
  return { callsOf, told, set };
}

describe('the action-plan frame', () => {
  it('connects, then shows the step; a tick, the note and Mark as done are saved and the page hears of it', async () => {
    const seeded = await actionPlanPlatform();
    const { callsOf, told, set } = await mount(seeded, { status: 'connecting' });
    const updates = () => callsOf('updateMyActionPlanStep');
    expect(screen.getByRole('progressbar', { name: 'Opening the step' })).toBeInTheDocument();
    expect(told).toEqual([]);

    set({ status: 'signed-in' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' }),
    ).toBeInTheDocument();
    expect(told).toEqual([`ready ${seeded.stepId}`]);
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Create it' });
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('1 of 2 items ticked')).toBeInTheDocument());
    expect(updates()[0]).toMatchObject({ stepId: seeded.stepId, checkedItemIds: [seeded.itemIds[0]] });
    // Drawn in place: the box the student ticked keeps the focus.
    expect(screen.getByRole('checkbox', { name: 'Create it' })).toBe(document.activeElement);

    await user.type(screen.getByRole('textbox', { name: 'Your private note' }), 'Done by Friday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(updates()[1]).toMatchObject({ note: 'Done by Friday' });

    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByRole('button', { name: 'Mark as not done' })).toBeInTheDocument();
    expect(told).toContain(`completed ${seeded.stepId}`);
    expect(screen.getByRole('textbox', { name: 'Your private note' })).toHaveValue('Done by Friday');
  });

  it('shows the author’s Markdown safely, with headings below the step’s own', async () => {
    const seeded = await actionPlanPlatform();
    await callAs(seeded.server, seeded.admin, 'updateActionPlanStep', {
      stepId: seeded.stepId,
      patch: { body: '# Why\n\nMake **one** workbook. <b>raw</b> [bad](javascript:alert(1))' },
    });
    await mount(seeded, { status: 'signed-in' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Why' });
    const text = heading.closest('.lms-markdown') as HTMLElement;
    expect(within(text).getByText('one').tagName).toBe('STRONG');
    // Raw HTML shows as the text the author typed; a javascript: link loses its address.
    expect(text.querySelector('b')).toBeNull();
    expect(text.textContent).toContain('<b>raw</b>');
    expect(within(text).getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('moves along the plan with Next, adding a history entry, and Back returns', async () => {
    const seeded = await actionPlanPlatform();
    const { told } = await mount(seeded, { status: 'signed-in' });
    await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next step' }));
    const next = await screen.findByRole('heading', { level: 1, name: 'Track a month' });
    expect(window.location.pathname).toBe(`/action-plan/${seeded.nextStepId}`);
    expect(next).toBe(document.activeElement);
    expect(told).toEqual([`ready ${seeded.stepId}`, `ready ${seeded.nextStepId}`]);

    window.history.back();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' }),
    ).toBeInTheDocument();
  });

  it('puts a refused tick back and says why in a notice the student closes', async () => {
    const seeded = await actionPlanPlatform();
    seeded.server.setMode(
      { kind: 'error', code: 'functions/permission-denied', message: 'Your enrolment ended.' },
      { names: ['updateMyActionPlanStep'] },
    );
    await mount(seeded, { status: 'signed-in' });
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Create it' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your tick could not be saved');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Create it' })).not.toBeChecked());
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a student who is not enrolled to the course page in a new tab; another failure offers Try again', async () => {
    const seeded = await actionPlanPlatform();
    await mount(seeded, { status: 'signed-in' }, { actor: seeded.outsider });
    const link = await screen.findByRole('link', { name: 'Go to the course page' });
    expect(link).toHaveAttribute('href', `/courses/${seeded.courseId}`);
    expect(link).toHaveAttribute('target', '_blank');

    seeded.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['getActionPlanStep'] });
    mounted?.show(seeded.nextStepId);
    await screen.findByRole('heading', { level: 1, name: 'This step could not be opened' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This step could not be opened' }),
    ).toBeInTheDocument();
  });

  it('asks to sign in when the page’s token was refused, and says when the popup was blocked', async () => {
    const openFrameSignIn = vi.fn(async () => {
      throw new LmsError('auth/popup-blocked', 'blocked');
    });
    const seeded = await actionPlanPlatform();
    const { told } = await mount(
      seeded,
      { status: 'needs-sign-in', problem: new LmsError('functions/permission-denied', 'refused') },
      { openFrameSignIn },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not sign you in by itself');
    expect(told).toEqual([`ready ${seeded.stepId}`]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(openFrameSignIn).toHaveBeenCalledWith(`/action-plan/${seeded.stepId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the sign-in window');
  });
});
