import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { seededPlatform, seedPeople } from '../../test-support/test-server';
import { ForgotPasswordPage } from './ForgotPasswordPage';

/** Ada Lovelace (ada@example.com) has an account. */
const platform = seededPlatform(seedPeople);

async function setup(path = '/forgot-password') {
  const { server } = await platform();
  const view = await renderScreen(<ForgotPasswordPage />, { server, path });
  const resetMails = async () => (await server.outbox()).filter((mail) => mail.kind === 'PASSWORD_RESET');
  return { ...view, resetMails };
}

describe('ForgotPasswordPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('mails a reset link to an account and confirms without saying whether the account exists', async () => {
    const { user, resetMails } = await setup();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('If an account uses ada@example.com, we have sent it a link to reset the password.'),
    ).toBeInTheDocument();
    expect(await resetMails()).toEqual([
      expect.objectContaining({ to: 'ada@example.com', code: expect.any(String) }),
    ]);
  });

  it('says the same for an address without an account, and mails nothing', async () => {
    const { user, resetMails } = await setup();
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(
      screen.getByText(
        'If an account uses nobody@example.com, we have sent it a link to reset the password.',
      ),
    ).toBeInTheDocument();
    expect(await resetMails()).toEqual([]);
  });

  it('carries a safe ?redirect in the mail as a continue URL on this origin', async () => {
    const { user, resetMails } = await setup('/forgot-password?redirect=%2Fprofile');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect((await resetMails())[0]?.continueUrl).toBe(`${window.location.origin}/profile`);
  });

  it('shows the back end’s user-not-found answer when it gives one (a server that tells)', async () => {
    const { user, server } = await setup();
    // The domain never tells; a back end that does is played at the port.
    server.setMode(
      { kind: 'error', code: 'auth/user-not-found' },
      { areas: ['auth'], names: ['sendOobCode'] },
    );
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['auth/user-not-found']);
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('explains a malformed address at the field and sends nothing', async () => {
    const { user, resetMails } = await setup();
    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAccessibleDescription('Enter a valid email address, for example name@example.com.');
    await waitFor(() => expect(input).toHaveFocus());
    expect(await resetMails()).toEqual([]);
  });

  it('sends the e-mail again on request and says so', async () => {
    const { user, resetMails } = await setup();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Send the email again' }));

    expect(await screen.findByText('We sent the email again.')).toBeInTheDocument();
    expect((await resetMails()).map((mail) => mail.to)).toEqual(['ada@example.com', 'ada@example.com']);
  });
});
