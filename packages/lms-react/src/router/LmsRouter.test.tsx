import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '@lms/core';
import { LocationProbe } from '../test-support/LocationProbe';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import {
  completeLesson,
  createAccount,
  createCourse,
  enrol,
  seededPlatform,
  seedPeople,
  type TestServer,
} from '../test-support/test-server';

const probeScreens = {
  login: LocationProbe,
  profile: LocationProbe,
  'student-dashboard': LocationProbe,
  'student-products': LocationProbe,
  'admin-products': LocationProbe,
  'admin-users': LocationProbe,
  'action-plan': LocationProbe,
  landing: LocationProbe,
};

/**
 * Ada (no courses) and Grace (an admin); in a two-lesson course: Lin half-way (40-60 % progress), Noor enrolled with
 * nothing done, Fay finished.
 */
const platform = seededPlatform(async (server: TestServer) => {
  const { student, admin } = await seedPeople(server);
  const course = await createCourse(server, admin, { modules: [{ lessons: ['text', 'text'] }] });
  const enrolled = async (email: string, lessonsDone: number) => {
    const person = await createAccount(server, { email });
    await enrol(server, person, course.id);
    for (const lesson of course.lessons.slice(0, lessonsDone)) {
      await completeLesson(server, person, course.id, lesson);
    }
    return person;
  };
  return {
    student,
    admin,
    halfWay: await enrolled('lin@example.com', 1),
    notStarted: await enrolled('noor@example.com', 0),
    finished: await enrolled('fay@example.com', 2),
  };
});

async function finalLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

function recordingLogger() {
  return {
    debug: vi.fn<Logger['debug']>(),
    info: vi.fn<Logger['info']>(),
    warn: vi.fn<Logger['warn']>(),
    error: vi.fn<Logger['error']>(),
  } satisfies Logger;
}

describe(
  'router guard binding (lms-core decide on every navigation)',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it('rule 1: a signed-out visitor of an authenticated route lands on /login with the full target as redirect', async () => {
      await renderLms({ path: '/profile?tab=security', config: { screens: probeScreens } });
      expect(await finalLocation()).toBe('/login?redirect=%2Fprofile%3Ftab%3Dsecurity');
    });

    it('redirects replace the refused entry instead of pushing a new one', async () => {
      await renderLms({ path: '/profile', config: { screens: probeScreens } });
      await finalLocation();
      expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
    });

    it('rule 1 exception: an embedded action-plan page opens without sign-in', async () => {
      await renderLms({ path: '/action-plan/step-1', framed: true, config: { screens: probeScreens } });
      expect(await finalLocation()).toBe('/action-plan/step-1');
    });

    it('rule 2: a signed-in user opening /login goes to its redirect query', async () => {
      const { server, student } = await platform();
      await renderLms({
        server,
        path: '/login?redirect=%2Fprofile',
        signedInAs: student,
        config: { screens: probeScreens },
      });
      expect(await finalLocation()).toBe('/profile');
    });

    it('rule 2: an admin opening /login without a redirect goes to the admin products page', async () => {
      const { server, admin } = await platform();
      await renderLms({ server, path: '/login', signedInAs: admin, config: { screens: probeScreens } });
      expect(await finalLocation()).toBe('/admin/courses');
    });

    it('rule 3: a non-admin opening an admin route goes to /student/courses with a warning logged', async () => {
      const { server, student } = await platform();
      const logger = recordingLogger();
      await renderLms({
        server,
        path: '/admin/users',
        signedInAs: student,
        logger,
        config: { screens: probeScreens },
      });
      expect(await finalLocation()).toBe('/student/courses');
      expect(logger.warn).toHaveBeenCalled();
    });

    it('rule 4: a student with progress arriving first at / lands on the dashboard', async () => {
      const { server, halfWay } = await platform();
      await renderLms({ server, path: '/', signedInAs: halfWay, config: { screens: probeScreens } });
      expect(await finalLocation()).toBe('/student/dashboard');
    });

    it('rule 4: a student whose enrolments show no learning stays on /', async () => {
      const { server, notStarted } = await platform();
      await renderLms({ server, path: '/', signedInAs: notStarted, config: { screens: probeScreens } });
      expect(await finalLocation()).toBe('/');
    });

    it('rule 4: progress in the local cache counts even when no enrolment shows progress', async () => {
      const { server, notStarted } = await platform();
      await renderLms({
        server,
        path: '/',
        signedInAs: notStarted,
        beforeRender: (runtime) => void runtime.progressCache().record('c9', 10),
        config: { screens: probeScreens },
      });
      expect(await finalLocation()).toBe('/student/dashboard');
    });

    it('rule 4: a later navigation to / does not auto-land', async () => {
      const user = userEvent.setup();
      const { server, finished } = await platform();
      await renderLms({
        server,
        path: '/student/courses',
        signedInAs: finished,
        config: { screens: probeScreens },
      });
      expect(await finalLocation()).toBe('/student/courses');
      await user.click(screen.getByRole('link', { name: 'Test Academy home' }));
      await waitFor(async () => expect(await finalLocation()).toBe('/'));
    });

    it('rule 4: a later navigation with autoland=1 auto-lands', async () => {
      const user = userEvent.setup();
      const { server, finished } = await platform();
      await renderLms({
        server,
        path: '/student/courses',
        signedInAs: finished,
        config: { screens: probeScreens },
      });
      expect(await finalLocation()).toBe('/student/courses');
      await user.click(screen.getByRole('link', { name: 'Home with auto-landing' }));
      await waitFor(async () => expect(await finalLocation()).toBe('/student/dashboard'));
    });

    it('rule 5: a failing enrolment lookup is logged and navigation continues', async () => {
      const { server, halfWay } = await platform();
      server.setMode({ kind: 'error', code: 'functions/internal' }, { names: ['listMyEnrollments'] });
      const logger = recordingLogger();
      await renderLms({ server, path: '/', signedInAs: halfWay, logger, config: { screens: probeScreens } });
      expect(await finalLocation()).toBe('/');
      expect(logger.error).toHaveBeenCalled();
    });

    it('signing out re-runs the guard for the page on screen', async () => {
      const { server, student } = await platform();
      const view = await renderLms({
        server,
        path: '/profile',
        signedInAs: student,
        config: { screens: probeScreens },
      });
      expect(await finalLocation()).toBe('/profile');
      await act(() => view.runtime.session.logout());
      await waitFor(async () => expect(await finalLocation()).toBe('/login?redirect=%2Fprofile'));
    });

    it('/admin sends an admin on to the admin products page', async () => {
      const { server, admin } = await platform();
      await renderLms({ server, path: '/admin', signedInAs: admin, config: { screens: probeScreens } });
      expect(await finalLocation()).toBe('/admin/courses');
    });
  },
);
