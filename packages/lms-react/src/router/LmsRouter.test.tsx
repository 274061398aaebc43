import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '@lms/core';
import { LocationProbe } from '../test-support/LocationProbe';
import { enrollment, userDocument } from '../test-support/fixtures';
import { renderLms } from '../test-support/render-lms';

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

const student = { uid: 'u1', email: 'ada@example.com', name: 'Ada' };
const admin = { uid: 'a1', email: 'grace@example.com', name: 'Grace', admin: true };

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

describe('router guard binding (lms-core decide on every navigation)', () => {
  it('rule 1: a signed-out visitor of an authenticated route lands on /login with the full target as redirect', async () => {
    renderLms({ path: '/profile?tab=security', config: { screens: probeScreens } });
    expect(await finalLocation()).toBe('/login?redirect=%2Fprofile%3Ftab%3Dsecurity');
  });

  it('redirects replace the refused entry instead of pushing a new one', async () => {
    renderLms({ path: '/profile', config: { screens: probeScreens } });
    await finalLocation();
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
  });

  it('rule 1 exception: an embedded action-plan page opens without sign-in', async () => {
    renderLms({ path: '/action-plan/step-1', framed: true, config: { screens: probeScreens } });
    expect(await finalLocation()).toBe('/action-plan/step-1');
  });

  it('rule 2: a signed-in user opening /login goes to its redirect query', async () => {
    renderLms({ path: '/login?redirect=%2Fprofile', signedInAs: student, config: { screens: probeScreens } });
    expect(await finalLocation()).toBe('/profile');
  });

  it('rule 2: an admin opening /login without a redirect goes to the admin products page', async () => {
    renderLms({ path: '/login', signedInAs: admin, config: { screens: probeScreens } });
    expect(await finalLocation()).toBe('/admin/courses');
  });

  it('rule 3: a non-admin opening an admin route goes to /student/courses with a warning logged', async () => {
    const logger = recordingLogger();
    renderLms({ path: '/admin/users', signedInAs: student, logger, config: { screens: probeScreens } });
    expect(await finalLocation()).toBe('/student/courses');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('rule 4: a student with progress arriving first at / lands on the dashboard', async () => {
    renderLms({
      path: '/',
      signedInAs: student,
      handlers: { listMyEnrollments: () => [enrollment({ progress: 40 })] },
      config: { screens: probeScreens },
    });
    expect(await finalLocation()).toBe('/student/dashboard');
  });

  it('rule 4: a student whose enrolments show no learning stays on /', async () => {
    renderLms({
      path: '/',
      signedInAs: student,
      handlers: { listMyEnrollments: () => [enrollment({ progress: 0, completed: false })] },
      config: { screens: probeScreens },
    });
    expect(await finalLocation()).toBe('/');
  });

  it('rule 4: progress in the local cache counts even when no enrolment shows progress', async () => {
    renderLms({
      path: '/',
      signedInAs: student,
      handlers: { listMyEnrollments: () => [enrollment({ progress: 0 })] },
      beforeRender: (runtime) => void runtime.progressCache().record('c9', 10),
      config: { screens: probeScreens },
    });
    expect(await finalLocation()).toBe('/student/dashboard');
  });

  it('rule 4: a later navigation to / does not auto-land', async () => {
    const user = userEvent.setup();
    renderLms({
      path: '/student/courses',
      signedInAs: student,
      handlers: { listMyEnrollments: () => [enrollment({ completed: true })] },
      config: { screens: probeScreens },
    });
    expect(await finalLocation()).toBe('/student/courses');
    await user.click(screen.getByRole('link', { name: 'Test Academy home' }));
    await waitFor(async () => expect(await finalLocation()).toBe('/'));
  });

  it('rule 4: a later navigation with autoland=1 auto-lands', async () => {
    const user = userEvent.setup();
    renderLms({
      path: '/student/courses',
      signedInAs: student,
      handlers: { listMyEnrollments: () => [enrollment({ completed: true })] },
      config: { screens: probeScreens },
    });
    expect(await finalLocation()).toBe('/student/courses');
    await user.click(screen.getByRole('link', { name: 'Home with auto-landing' }));
    await waitFor(async () => expect(await finalLocation()).toBe('/student/dashboard'));
  });

  it('rule 5: a failing enrolment lookup is logged and navigation continues', async () => {
    const logger = recordingLogger();
    renderLms({
      path: '/',
      signedInAs: student,
      logger,
      handlers: {
        listMyEnrollments: () => {
          throw new Error('database down');
        },
      },
      config: { screens: probeScreens },
    });
    expect(await finalLocation()).toBe('/');
    expect(logger.error).toHaveBeenCalled();
  });

  it('signing out re-runs the guard for the page on screen', async () => {
    const view = renderLms({
      path: '/profile',
      signedInAs: student,
      handlers: { getUserDocument: () => userDocument() },
      config: { screens: probeScreens },
    });
    expect(await finalLocation()).toBe('/profile');
    await act(() => view.runtime.session.logout());
    await waitFor(async () => expect(await finalLocation()).toBe('/login?redirect=%2Fprofile'));
  });

  it('/admin sends an admin on to the admin products page', async () => {
    renderLms({ path: '/admin', signedInAs: admin, config: { screens: probeScreens } });
    expect(await finalLocation()).toBe('/admin/courses');
  });
});
