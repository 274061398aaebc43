import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError } from '@lms/core';
import { FakeBackend } from '../../test-support/account-fake-backend';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-screen';
import { ResetPasswordPage } from './ResetPasswordPage';

async function backendWithResetCode() {
  const backend = new FakeBackend();
  const account = backend.addAccount({ email: 'ada@example.com', password: 'old password' });
  await backend.auth.sendOobCode({ requestType: 'PASSWORD_RESET', email: account.email });
  const code = backend.sentCodes[0]?.code ?? '';
  return { backend, account, code };
}

describe('ResetPasswordPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sets the new password from the mailed code, then says so and offers sign-in back to the continue URL', async () => {
    const { backend, account, code } = await backendWithResetCode();
    const continueUrl = encodeURIComponent(`${window.location.origin}/profile`);
    const { user } = await renderScreen(<ResetPasswordPage />, {
      backend,
      path: `/reset-password?oobCode=${code}&continueUrl=${continueUrl}`,
    });

    await user.type(screen.getByLabelText('New password'), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const heading = await screen.findByRole('heading', { name: 'Password changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Your password for ada@example.com has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
    expect(account.password).toBe('brand new secret');
  });

  it('ignores a continue URL on another origin', async () => {
    const { backend, code } = await backendWithResetCode();
    const continueUrl = encodeURIComponent('https://evil.example/profile');
    const { user } = await renderScreen(<ResetPasswordPage />, {
      backend,
      path: `/reset-password?oobCode=${code}&continueUrl=${continueUrl}`,
    });
    await user.type(screen.getByLabelText('New password'), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains an expired link with the catalogue sentence and offers a new one', async () => {
    const { backend, code } = await backendWithResetCode();
    backend.failNext('auth.resetPassword', new LmsError('auth/expired-action-code'));
    const { user } = await renderScreen(<ResetPasswordPage />, {
      backend,
      path: `/reset-password?oobCode=${code}`,
    });

    await user.type(screen.getByLabelText('New password'), 'brand new secret');
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
    const { backend } = await backendWithResetCode();
    const { user } = await renderScreen(<ResetPasswordPage />, {
      backend,
      path: '/reset-password?oobCode=used-code',
    });
    await user.type(screen.getByLabelText('New password'), 'brand new secret');
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
    const { backend, code } = await backendWithResetCode();
    const { user } = await renderScreen(<ResetPasswordPage />, {
      backend,
      path: `/reset-password?oobCode=${code}`,
    });
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(ERROR_MESSAGES['auth/password-does-not-meet-requirements']),
    );
    expect(backend.callsOf('auth.resetPassword')).toEqual([]);
  });
});
