import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLms, SCREEN_TEST_TIMEOUT_MS, type RenderLmsOptions } from '../test-support/render-on-domain';
import { callAs, createCourse, enrol, seededPlatform, seedPeople } from '../test-support/test-server';
import { LmsLightRouter } from './LmsLightRouter';

/** "Budgets" with a two-step action plan, and Ada enrolled in it. */
const platform = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  const course = await createCourse(server, admin, { title: 'Budgets' });
  const addStep = (title: string) =>
    callAs(server, admin, 'createActionPlanStep', { courseId: course.id, title, body: 'Do it.' });
  await addStep('Set up your workbook');
  const plan = await addStep('Track a month');
  await enrol(server, student, course.id);
  return { student, stepIds: plan.steps.map((step) => step.id) };
});

async function renderAt(
  path: (stepIds: string[]) => string,
  signedIn: boolean,
  config: RenderLmsOptions['config'] = {},
) {
  const { server, student, stepIds } = await platform();
  window.history.replaceState(null, '', path(stepIds));
  const loadPage = vi.fn();
  const view = await renderLms({
    server,
    config,
    ...(signedIn ? { signedInAs: student } : {}),
    children: <LmsLightRouter routes={['action-plan']} loadPage={loadPage} />,
  });
  return { ...view, loadPage, stepIds };
}

const firstStep = ([first]: string[]) => `/action-plan/${first}`;

afterEach(() => window.history.replaceState(null, '', '/'));

describe(
  'LmsLightRouter (the action-plan document, without react-router)',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it('shows the step of the URL, and moves along the plan in the same page with history', async () => {
      const { loadPage, stepIds } = await renderAt(firstStep, true);
      expect(await screen.findByRole('heading', { name: 'Set up your workbook' })).toBeVisible();

      await userEvent.setup().click(screen.getByRole('link', { name: 'Next step' }));
      expect(await screen.findByRole('heading', { name: 'Track a month' })).toBeVisible();
      expect(window.location.pathname).toBe(`/action-plan/${stepIds[1]}`);
      expect(loadPage).not.toHaveBeenCalled();

      act(() => window.history.back());
      expect(await screen.findByRole('heading', { name: 'Set up your workbook' })).toBeVisible();
    });

    it('loads any other route as a new page of the full app', async () => {
      const { loadPage, stepIds } = await renderAt(firstStep, true);
      await userEvent.setup().click(await screen.findByRole('link', { name: 'Back to your dashboard' }));
      expect(loadPage).toHaveBeenCalledWith('/student/dashboard', { replace: false });
      expect(window.location.pathname).toBe(`/action-plan/${stepIds[0]}`);
    });

    it('shows a page that fails to render as the route error, with a reload, and logs the failure', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      function Broken(): never {
        throw new Error('step exploded');
      }
      await renderAt(firstStep, true, { screens: { 'action-plan': Broken }, logger });
      expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      // Logged by an effect, which runs after the page is painted: on a busy machine, after the heading is found.
      await vi.waitFor(() =>
        expect(logger.error).toHaveBeenCalledWith('A page failed to load or render', expect.any(Error)),
      );
    });

    it("applies lms-core's guard: a signed-out visitor on our site is sent to the sign-in page", async () => {
      const { loadPage, stepIds } = await renderAt((ids) => `${firstStep(ids)}?x=1`, false);
      await vi.waitFor(() =>
        expect(loadPage).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?/), { replace: true }),
      );
      const target = new URL(loadPage.mock.calls[0]![0] as string, 'https://site.example');
      expect(target.searchParams.get('redirect')).toBe(`/action-plan/${stepIds[0]}?x=1`);
      expect(screen.queryByRole('heading', { name: 'Set up your workbook' })).toBeNull();
    });
  },
);
