import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionPlanStepView, MyActionPlan } from '@lms/core';
import { renderLms, type RenderLmsOptions } from '../test-support/render-lms';
import { LmsLightRouter } from './LmsLightRouter';

const student = { uid: 'u1', email: 'student@example.com' };

function step(id: string, title: string, nextStepId: string | null): ActionPlanStepView {
  return {
    course: { id: 'c1', slug: 'budgets', title: 'Budgets' },
    step: { id, position: id === 's1' ? 0 : 1, title, body: 'Do it.', checklist: [], dueOffsetDays: null },
    stepCount: 2,
    previousStepId: id === 's1' ? null : 's1',
    nextStepId,
    dueAt: null,
    progress: null,
  };
}

const plan: MyActionPlan = {
  course: { id: 'c1', slug: 'budgets', title: 'Budgets' },
  steps: [],
  counts: { total: 2, done: 0, inProgress: 0 },
  preview: false,
};

const handlers = {
  getActionPlanStep: ({ stepId }: { stepId: string }) =>
    stepId === 's1' ? step('s1', 'Set up your workbook', 's2') : step('s2', 'Track a month', null),
  getMyActionPlan: () => plan,
};

function renderAt(path: string, signedIn: boolean, config: RenderLmsOptions['config'] = {}) {
  window.history.replaceState(null, '', path);
  const loadPage = vi.fn();
  const view = renderLms({
    handlers,
    config,
    ...(signedIn ? { signedInAs: student } : {}),
    children: <LmsLightRouter routes={['action-plan']} loadPage={loadPage} />,
  });
  return { ...view, loadPage };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LmsLightRouter (the action-plan document, without react-router)', () => {
  it('shows the step of the URL, and moves along the plan in the same page with history', async () => {
    const { loadPage } = renderAt('/action-plan/s1', true);
    expect(await screen.findByRole('heading', { name: 'Set up your workbook' })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Next step' }));
    expect(await screen.findByRole('heading', { name: 'Track a month' })).toBeVisible();
    expect(window.location.pathname).toBe('/action-plan/s2');
    expect(loadPage).not.toHaveBeenCalled();

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Set up your workbook' })).toBeVisible();
  });

  it('loads any other route as a new page of the full app', async () => {
    const { loadPage } = renderAt('/action-plan/s1', true);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Back to your dashboard' }));
    expect(loadPage).toHaveBeenCalledWith('/student/dashboard', { replace: false });
    expect(window.location.pathname).toBe('/action-plan/s1');
  });

  it('shows a page that fails to render as the route error, with a reload, and logs the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    function Broken(): never {
      throw new Error('step exploded');
    }
    renderAt('/action-plan/s1', true, { screens: { 'action-plan': Broken }, logger });
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(logger.error).toHaveBeenCalledWith('A page failed to load or render', expect.any(Error));
  });

  it("applies lms-core's guard: a signed-out visitor on our site is sent to the sign-in page", async () => {
    const { loadPage } = renderAt('/action-plan/s1?x=1', false);
    await vi.waitFor(() =>
      expect(loadPage).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?/), { replace: true }),
    );
    const target = new URL(loadPage.mock.calls[0]![0] as string, 'https://site.example');
    expect(target.searchParams.get('redirect')).toBe('/action-plan/s1?x=1');
    expect(screen.queryByRole('heading', { name: 'Set up your workbook' })).toBeNull();
  });
});
