import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError } from '@lms/core';
import { FakeBackend } from '../../test-support/account-fake-backend';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-screen';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks lms-core to mail a reset link and confirms without saying whether the account exists', async () => {
    const backend = new FakeBackend();
    const { user } = await renderScreen(<ForgotPasswordPage />, { backend });

    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'If an account uses nobody@example.com, we have sent it a link to reset the password.',
      ),
    );
    expect(backend.sentCodes).toEqual([
      expect.objectContaining({
        requestType: 'PASSWORD_RESET',
        email: 'nobody@example.com',
        continueUrl: undefined,
      }),
    ]);
  });

  it('carries a safe ?redirect in the mail as a continue URL on this origin', async () => {
    const backend = new FakeBackend();
    const { user } = await renderScreen(<ForgotPasswordPage />, {
      backend,
      path: '/forgot-password?redirect=%2Fprofile',
    });

    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(backend.sentCodes[0]?.continueUrl).toBe(`${window.location.origin}/profile`);
  });

  it('shows the back end’s user-not-found answer when it gives one (follows the server)', async () => {
    const backend = new FakeBackend();
    backend.failNext('auth.sendOobCode', new LmsError('auth/user-not-found'));
    const { user } = await renderScreen(<ForgotPasswordPage />, { backend });

    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['auth/user-not-found']);
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('explains a malformed address at the field and sends nothing', async () => {
    const { user, backend } = await renderScreen(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAccessibleDescription('Enter a valid email address, for example name@example.com.');
    await waitFor(() => expect(input).toHaveFocus());
    expect(backend.sentCodes).toEqual([]);
  });

  it('sends the e-mail again on request and says so', async () => {
    const { user, backend } = await renderScreen(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Send the email again' }));

    expect(await screen.findByText('We sent the email again.')).toBeInTheDocument();
    expect(backend.sentCodes.map((sent) => sent.email)).toEqual(['ada@example.com', 'ada@example.com']);
  });
});
