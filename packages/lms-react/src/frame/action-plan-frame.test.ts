// The action-plan frame drawn without React, driven as a student does in jsdom: the launch's states, the step's
// parts, moving along the plan, refusals, and the author's Markdown. The React wrapper and the host's framed document
// both show this frame (screens/action-plan/ActionPlanStepPage.test.tsx, e2e/embedding.spec.ts).
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRouteTable,
  LmsError,
  notStartedStepProgress,
  type ActionPlanStepView,
  type FrameLaunch,
  type FrameLaunchState,
  type OperationInput,
} from '@lms/core';
import { createLmsI18n, messageAreasPending } from '../i18n/create-lms-i18n';
import basics from '../i18n/messages/basics/en-US.json';
import { createFakeBackend } from '../test-support/fake-backend';
import { mountActionPlanFrame, type ActionPlanFrame } from './action-plan-frame';

function stepView(id: string, overrides: Partial<ActionPlanStepView> = {}): ActionPlanStepView {
  return {
    course: { id: 'c1', slug: 'budgets', title: 'Budgets' },
    step: {
      id,
      position: id === 's1' ? 0 : 1,
      title: id === 's1' ? 'Set up your workbook' : 'Track a month',
      body: '# Why\n\nMake **one** workbook. <b>raw</b> [bad](javascript:alert(1))',
      checklist: [
        { id: 'i1', text: 'Create it' },
        { id: 'i2', text: 'Add the months' },
      ],
      dueOffsetDays: null,
    },
    stepCount: 2,
    previousStepId: id === 's1' ? null : 's1',
    nextStepId: id === 's1' ? 's2' : null,
    dueAt: null,
    progress: notStartedStepProgress(),
    ...overrides,
  };
}

/** A launch whose state the test sets, recording what the frame tells the page. */
function fakeLaunch(initial: FrameLaunchState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const told: string[] = [];
  const launch: FrameLaunch = {
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    getSnapshot: () => state,
    hostOrigin: () => 'https://school.example',
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

async function mount(
  initial: FrameLaunchState,
  handlers: Parameters<typeof createFakeBackend>[0],
  extra: { openFrameSignIn?: (path: string) => Promise<never> } = {},
) {
  const i18n = createLmsI18n({ productNoun: 'course', productPlural: 'courses' }, basics);
  await messageAreasPending(i18n, ['action-plans']);
  const backend = createFakeBackend(handlers);
  const { launch, told, set } = fakeLaunch(initial);
  const element = document.createElement('div');
  document.body.append(element);
  mounted = mountActionPlanFrame(element, {
    stepId: 's1',
    launch,
    functions: backend.functions,
    i18n,
    routes: createRouteTable({ productNoun: 'course' }),
    productName: 'Learning Platform',
    ...extra,
  });
  return { backend, told, set };
}

describe('the action-plan frame', () => {
  it('connects, then shows the step; a tick, the note and Mark as done are saved and the page hears of it', async () => {
    const updates: OperationInput<'updateMyActionPlanStep'>[] = [];
    let view = stepView('s1');
    const { told, set } = await mount(
      { status: 'connecting' },
      {
        getActionPlanStep: () => view,
        updateMyActionPlanStep: (input) => {
          updates.push(input);
          const progress = {
            ...view.progress!,
            state: input.state ?? 'in-progress',
            checkedItemIds: input.checkedItemIds ?? view.progress!.checkedItemIds,
            note: input.note ?? view.progress!.note,
            completedAt: input.state === 'done' ? '2026-11-25T10:00:00.000Z' : null,
          };
          view = { ...view, progress };
          return { stepId: 's1', courseId: 'c1', progress };
        },
      },
    );
    expect(screen.getByRole('progressbar', { name: 'Opening the step' })).toBeInTheDocument();
    expect(told).toEqual([]);

    set({ status: 'signed-in' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' }),
    ).toBeInTheDocument();
    expect(told).toEqual(['ready s1']);
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Create it' });
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('1 of 2 items ticked')).toBeInTheDocument());
    expect(updates[0]).toMatchObject({ stepId: 's1', checkedItemIds: ['i1'] });
    // Drawn in place: the box the student ticked keeps the focus.
    expect(screen.getByRole('checkbox', { name: 'Create it' })).toBe(document.activeElement);

    await user.type(screen.getByRole('textbox', { name: 'Your private note' }), 'Done by Friday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(updates[1]).toMatchObject({ note: 'Done by Friday' });

    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByRole('button', { name: 'Mark as not done' })).toBeInTheDocument();
    expect(told).toContain('completed s1');
    expect(screen.getByRole('textbox', { name: 'Your private note' })).toHaveValue('Done by Friday');
  });

  it('shows the author’s Markdown safely, with headings below the step’s own', async () => {
    const { set } = await mount({ status: 'signed-in' }, { getActionPlanStep: () => stepView('s1') });
    set({ status: 'signed-in' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Why' });
    const text = heading.closest('.lms-markdown') as HTMLElement;
    expect(within(text).getByText('one').tagName).toBe('STRONG');
    // Raw HTML shows as the text the author typed; a javascript: link loses its address.
    expect(text.querySelector('b')).toBeNull();
    expect(text.textContent).toContain('<b>raw</b>');
    expect(within(text).getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('moves along the plan with Next, adding a history entry, and Back returns', async () => {
    const { told } = await mount(
      { status: 'signed-in' },
      { getActionPlanStep: (input) => stepView(input.stepId) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next step' }));
    const next = await screen.findByRole('heading', { level: 1, name: 'Track a month' });
    expect(window.location.pathname).toBe('/action-plan/s2');
    expect(next).toBe(document.activeElement);
    expect(told).toEqual(['ready s1', 'ready s2']);

    window.history.back();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your workbook' }),
    ).toBeInTheDocument();
  });

  it('puts a refused tick back and says why in a notice the student closes', async () => {
    await mount(
      { status: 'signed-in' },
      {
        getActionPlanStep: () => stepView('s1'),
        updateMyActionPlanStep: () => {
          throw new LmsError('functions/permission-denied', 'enrolment ended', { reason: 'not-enrolled' });
        },
      },
    );
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Create it' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your tick could not be saved');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Create it' })).not.toBeChecked());
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a student who is not enrolled to the course page in a new tab; another failure offers Try again', async () => {
    let enrolled = false;
    await mount(
      { status: 'signed-in' },
      {
        getActionPlanStep: () => {
          if (!enrolled) {
            throw new LmsError('functions/permission-denied', 'not enrolled', {
              reason: 'not-enrolled',
              courseId: 'c1',
            });
          }
          throw new LmsError('functions/unavailable', 'offline');
        },
      },
    );
    const link = await screen.findByRole('link', { name: 'Go to the course page' });
    expect(link).toHaveAttribute('href', '/courses/c1');
    expect(link).toHaveAttribute('target', '_blank');

    enrolled = true;
    mounted?.show('s2');
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
    const { told } = await mount(
      { status: 'needs-sign-in', problem: new LmsError('functions/permission-denied', 'refused') },
      {},
      { openFrameSignIn },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not sign you in by itself');
    expect(told).toEqual(['ready s1']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(openFrameSignIn).toHaveBeenCalledWith('/action-plan/s1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the sign-in window');
  });
});
