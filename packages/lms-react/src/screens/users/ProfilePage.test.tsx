import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { callAs, createAccount, seededPlatform } from '../../test-support/test-server';
import { ProfilePage } from './ProfilePage';

const platform = seededPlatform(async (server) => ({
  ada: await createAccount(server, { email: 'ada@example.com', displayName: 'Ada' }),
}));

/** Ada on her profile page; `before` prepares the port (a failure) before anything loads. */
async function setup(before?: (server: Awaited<ReturnType<typeof platform>>['server']) => void) {
  const { server, ada } = await platform();
  before?.(server);
  const view = await renderScreen(<ProfilePage />, { server, signedInAs: ada });
  const documentNow = () => callAs(server, ada, 'getUserDocument', { uid: ada.uid });
  return { ...view, server, documentNow };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('ProfilePage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows every part of the profile under its own heading', async () => {
    await setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    for (const name of ['Profile photo', 'Name', 'Sign-in and security', 'Preferences', 'Delete account']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(within(section('Sign-in and security')).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('saves the display name on the account and in the user document', async () => {
    const { user, documentNow } = await setup();

    const name = screen.getByLabelText('Display name');
    expect(name).toHaveValue('Ada');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    await waitFor(async () => expect((await documentNow()).displayName).toBe('Ada Lovelace'));
  });

  it('refuses an empty display name at the field', async () => {
    const { user, documentNow } = await setup();

    await user.clear(screen.getByLabelText('Display name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your name.'),
    );
    await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveFocus());
    expect((await documentNow()).displayName).toBe('Ada');
  });

  it('shows a failed name change with the catalogue sentence', async () => {
    const { user, server } = await setup();
    server.setMode({ kind: 'offline' }, { areas: ['auth'], names: ['update'] });

    await user.type(screen.getByLabelText('Display name'), ' L.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await within(section('Name')).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/network-request-failed'],
    );
  });

  it('loads the preferences from the user document and saves language and notifications with updateMyUserDocument', async () => {
    const { user, documentNow } = await setup();

    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en-US');
    const notifications = screen.getByRole('checkbox', { name: 'Send me notifications' });
    expect(notifications).toBeChecked();

    await user.selectOptions(language, 'fr-FR');
    await user.click(notifications);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(async () =>
      expect((await documentNow()).preferences).toEqual({ language: 'fr-FR', notifications: false }),
    );
  });

  it('names each language in itself', async () => {
    await setup();
    const language = await screen.findByRole('combobox', { name: 'Language' });
    const french = within(language).getByRole('option', { name: /^Français/ });
    expect(french).toHaveAttribute('lang', 'fr-FR');
  });

  it('explains preferences that cannot be loaded and offers to try again', async () => {
    const { user, server } = await setup((server) =>
      server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['getUserDocument'] }),
    );

    const preferences = section('Preferences');
    expect(await within(preferences).findByText(ERROR_MESSAGES['functions/unavailable'])).toBeInTheDocument();
    server.setMode({ kind: 'live' });
    await user.click(within(preferences).getByRole('button', { name: 'Try again' }));
    expect(await within(preferences).findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows a refused preferences save with the catalogue sentence', async () => {
    const { user, server } = await setup();
    server.setMode(
      { kind: 'error', code: 'functions/permission-denied' },
      { names: ['updateMyUserDocument'] },
    );

    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await within(section('Preferences')).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['functions/permission-denied'],
    );
  });
});
