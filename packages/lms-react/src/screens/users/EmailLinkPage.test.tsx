import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { createAccount, seededPlatform, type TestServer } from '../../test-support/test-server';
import { EmailLinkPage } from './EmailLinkPage';

const platform = seededPlatform(async (server) => ({
  ada: await createAccount(server, { email: 'ada@example.com' }),
}));

const signInMails = async (server: TestServer) =>
  (await server.outbox()).filter((mail) => mail.kind === 'EMAIL_SIGNIN');

/** Ada asked for a sign-in link: the code of the mail the domain sent. */
async function backendWithSignInLink(email = 'ada@example.com') {
  const { server } = await platform();
  await server.connect(async () => null).auth.sendOobCode({ requestType: 'EMAIL_SIGNIN', email });
  return { server, code: (await signInMails(server))[0]?.code ?? '' };
}

describe('EmailLinkPage: asking for a link', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('mails a sign-in link whose continue URL is the safe ?redirect, then says to check the inbox', async () => {
    const { server } = await platform();
    const { user } = await renderScreen(<EmailLinkPage />, {
      server,
      path: '/email-link?redirect=%2Fprofile',
    });

    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(await signInMails(server)).toEqual([
      expect.objectContaining({ to: 'ada@example.com', continueUrl: `${window.location.origin}/profile` }),
    ]);
  });

  it('continues to the landing page when nobody asked for a page', async () => {
    const { server } = await platform();
    const { user } = await renderScreen(<EmailLinkPage />, { server, path: '/email-link' });
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect((await signInMails(server))[0]?.continueUrl).toBe(`${window.location.origin}/`);
  });
});

describe('EmailLinkPage: opening the link', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('signs in at once with the address in the link, spends the code once even in StrictMode, then continues', async () => {
    const { server, code } = await backendWithSignInLink();
    const continueUrl = encodeURIComponent(`${window.location.origin}/profile`);
    const { navigate, runtime } = await renderScreen(
      <StrictMode>
        <EmailLinkPage />
      </StrictMode>,
      { server, path: `/email-link?oobCode=${code}&email=ada%40example.com&continueUrl=${continueUrl}` },
    );

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile', { replace: true }));
    // A second use of the code would be refused and say so.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.session.getSnapshot()).toMatchObject({ user: { email: 'ada@example.com' } });
  });

  it('asks for the address when the link does not carry it', async () => {
    const { server, code } = await backendWithSignInLink();
    const { user, navigate } = await renderScreen(<EmailLinkPage />, {
      server,
      path: `/email-link?oobCode=${code}`,
    });

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('explains a link sent to another address and lets the person retype it or ask for a new link', async () => {
    const { server, code } = await backendWithSignInLink();
    const { user, navigate } = await renderScreen(<EmailLinkPage />, {
      server,
      path: `/email-link?oobCode=${code}&email=someone-else%40example.com`,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['auth/invalid-action-code']);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Email address')).toHaveValue('someone-else@example.com');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/email-link');

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('ignores a continue URL on another origin', async () => {
    const { server, code } = await backendWithSignInLink();
    const continueUrl = encodeURIComponent('https://evil.example/profile');
    const { navigate } = await renderScreen(<EmailLinkPage />, {
      server,
      path: `/email-link?oobCode=${code}&email=ada%40example.com&continueUrl=${continueUrl}`,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });
});
