// The account and static screens as the router serves them: registered in the default screen map, guarded by
// lms-core's navigation guard.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsProvider } from '../../provider/LmsProvider';
import { LmsRouter } from '../../router/LmsRouter';
import { createScreenRuntime, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { createAccount, seededPlatform } from '../../test-support/test-server';

const platform = seededPlatform(async (server) => ({
  ada: await createAccount(server, {
    email: 'ada@example.com',
    password: 'Secret-pass-1',
    displayName: 'Ada',
  }),
}));

async function renderAt(path: string, signedIn = false) {
  const { server, ada } = await platform();
  const { runtime } = await createScreenRuntime({ server, ...(signedIn ? { signedInAs: ada } : {}) });
  render(
    <LmsProvider runtime={runtime}>
      <LmsRouter initialEntries={[path]} />
    </LmsProvider>,
  );
}

describe('account routes', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sends a signed-out visitor of /profile to the login screen, and back to the profile after signing in', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
  });

  it.each([
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
    ['/reset-password?oobCode=abc', 'Choose a new password'],
    ['/email-link', 'Sign in with an email link'],
  ])('serves %s to a signed-out visitor', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/info', 'How Northwind Academy works'],
    ['/why-course', 'Why learn with Northwind Academy?'],
  ])('serves %s to a signed-in user', async (path, heading) => {
    await renderAt(path, true);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
