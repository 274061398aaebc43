import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { sendOobCode } from '@lms/domain/internal/auth/oob-flows';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { contextAt, createAccount, seededPlatform } from '../../test-support/test-server';
import { ResetPasswordPage } from './ResetPasswordPage';

const OLD_PASSWORD = 'Old-password-1';
const NEW_PASSWORD = 'Brand-new-secret-2';

const platform = seededPlatform(async (server) => ({
  ada: await createAccount(server, { email: 'ada@example.com', password: OLD_PASSWORD }),
}));

/** Ada asked for a reset (`at`: when; now unless told): the code of the mail the domain sent. */
async function backendWithResetCode(at?: number) {
  const data = await platform();
  await sendOobCode(
    contextAt(data.server, at),
    { requestType: 'PASSWORD_RESET', email: 'ada@example.com' },
    'test',
  );
  const mail = (await data.server.outbox()).find((item) => item.kind === 'PASSWORD_RESET');
  const signsInWith = (password: string) =>
    data.server
      .connect(async () => null)
      .auth.signInWithPassword({ email: 'ada@example.com', password })
      .then(
        () => true,
        () => false,
      );
  return { server: data.server, code: mail?.code ?? '', signsInWith };
}

describe('ResetPasswordPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sets the new password from the mailed code, then says so and offers sign-in back to the continue URL', async () => {
    const { server, code, signsInWith } = await backendWithResetCode();
    const continueUrl = encodeURIComponent(`${window.location.origin}/profile`);
    const { user } = await renderScreen(<ResetPasswordPage />, {
      server,
      path: `/reset-password?oobCode=${code}&continueUrl=${continueUrl}`,
    });

    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const heading = await screen.findByRole('heading', { name: 'Password changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Your password for ada@example.com has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
    expect(await signsInWith(NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(OLD_PASSWORD)).toBe(false);
  });

  it('ignores a continue URL on another origin', async () => {
    const { server, code } = await backendWithResetCode();
    const continueUrl = encodeURIComponent('https://evil.example/profile');
    const { user } = await renderScreen(<ResetPasswordPage />, {
      server,
      path: `/reset-password?oobCode=${code}&continueUrl=${continueUrl}`,
    });
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains an expired link with the catalogue sentence and offers a new one', async () => {
    // Asked for two days ago: the code has expired.
    const { server, code } = await backendWithResetCode(Date.now() - 2 * 86_400_000);
    const { user } = await renderScreen(<ResetPasswordPage />, {
      server,
      path: `/reset-password?oobCode=${code}`,
    });

    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['auth/expired-action-code']);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Need a new link? Request one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a used or unknown code with the invalid-action-code sentence', async () => {
    const { server } = await backendWithResetCode();
    const { user } = await renderScreen(<ResetPasswordPage />, {
      server,
      path: '/reset-password?oobCode=used-code',
    });
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['auth/invalid-action-code']);
  });

  it('says the link is not valid when it carries no code at all', async () => {
    await renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES['auth/invalid-action-code']);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Need a new link? Request one' })).toBeInTheDocument();
  });

  it('keeps a password that misses the policy at the field and sends nothing', async () => {
    const { server, code, signsInWith } = await backendWithResetCode();
    const { user } = await renderScreen(<ResetPasswordPage />, {
      server,
      path: `/reset-password?oobCode=${code}`,
    });
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(ERROR_MESSAGES['auth/password-does-not-meet-requirements']),
    );
    expect(await signsInWith(OLD_PASSWORD)).toBe(true);
  });
});
