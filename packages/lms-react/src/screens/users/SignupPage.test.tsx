import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import {
  createAccount,
  createTestServer,
  seededPlatform,
  type TestServerOptions,
} from '../../test-support/test-server';
import { SignupPage } from './SignupPage';

/** Ada already has an account; the platform's password policy is the default one unless a test sets it. */
const platform = seededPlatform(async (server) => ({
  ada: await createAccount(server, { email: 'ada@example.com' }),
}));

async function setup(path = '/signup', options: TestServerOptions = {}) {
  const server = await createTestServer(options);
  const view = await renderScreen(<SignupPage />, { server, path });
  const accounts = () => server.context.db.selectFrom('users').select(['email', 'display_name']).execute();
  return { ...view, accounts };
}

function checklistItems() {
  const list = screen.getByText('Your password needs:').parentElement as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      // What a screen reader reads: the decorative tick is aria-hidden.
      text: [...item.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join(''),
      met: item.getAttribute('data-met') === 'true',
    }));
}

describe('SignupPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('creates the account through lms-core, which sends the welcome e-mail, then follows the redirect', async () => {
    const { user, navigate, server, accounts } = await setup('/signup?redirect=%2Finfo');

    await user.type(screen.getByLabelText('Your name'), '  Ada Lovelace ');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/info', { replace: true }));
    expect(await accounts()).toEqual([{ email: 'ada@example.com', display_name: 'Ada Lovelace' }]);
    await waitFor(async () =>
      expect((await server.outbox()).filter((mail) => mail.kind === 'welcome')).toEqual([
        expect.objectContaining({ to: 'ada@example.com' }),
      ]),
    );
  });

  it('lists only the requirements the back end’s policy sets and ticks each one live as the person types', async () => {
    const { user } = await setup('/signup', {
      config: {
        passwordPolicy: {
          minLength: 8,
          requireLowercase: false,
          requireUppercase: true,
          requireNumeric: true,
          requireNonAlphanumeric: false,
        },
      },
    });

    await waitFor(() =>
      expect(checklistItems().map((item) => item.text)).toEqual([
        'Still needed:At least 8 characters',
        'Still needed:An uppercase letter',
        'Still needed:A number',
      ]),
    );

    await user.type(screen.getByLabelText('Password'), 'Abc');
    expect(checklistItems().map((item) => item.met)).toEqual([false, true, false]);
    expect(screen.getByRole('status')).toHaveTextContent('Your password meets 1 of 3 requirements.');

    await user.type(screen.getByLabelText('Password'), 'defg1');
    expect(checklistItems().map((item) => item.met)).toEqual([true, true, true]);
    expect(screen.getByRole('status')).toHaveTextContent('Your password meets every requirement.');
  });

  it('ties the checklist to the password field so it is read with it', async () => {
    await setup();
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 6 characters/),
    );
  });

  it('falls back to the default policy (minimum 6) when the back end cannot say (lms-core account service)', async () => {
    // The server asks for 10 characters, but its policy cannot be read.
    const server = await createTestServer({
      config: {
        passwordPolicy: {
          minLength: 10,
          requireLowercase: false,
          requireUppercase: false,
          requireNumeric: false,
          requireNonAlphanumeric: false,
        },
      },
    });
    server.setMode({ kind: 'offline' }, { areas: ['auth'], names: ['getPasswordPolicy'] });
    await renderScreen(<SignupPage />, { server });
    await waitFor(() =>
      expect(checklistItems().map((item) => item.text)).toEqual(['Still needed:At least 6 characters']),
    );
  });

  it('refuses a password that misses the policy with the catalogue sentence and focuses that field', async () => {
    const { user, accounts } = await setup();
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(ERROR_MESSAGES['auth/password-does-not-meet-requirements']),
    );
    await waitFor(() => expect(password).toHaveFocus());
    expect(await accounts()).toEqual([]);
  });

  it('asks for a name and for an address before anything is sent', async () => {
    const { user, accounts } = await setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address.');
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(await accounts()).toEqual([]);
  });

  it('refuses a name longer than the user-document schema allows', async () => {
    const { user } = await setup();
    await user.click(screen.getByLabelText('Your name'));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Use at most 120 characters.');
  });

  it('shows an address already in use as the catalogue sentence in a focused alert', async () => {
    const { server } = await platform();
    const { user, navigate } = await renderScreen(<SignupPage />, { server });

    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['auth/email-already-in-use']);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('states the terms before the submit button and links back to sign-in with the redirect', async () => {
    await setup('/signup?redirect=%2Fprofile');
    expect(
      screen.getByText(/By creating an account, you agree that Northwind Academy keeps/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
  });
});
