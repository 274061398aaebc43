import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError } from '@lms/core';
import { FakeBackend } from '../../test-support/account-fake-backend';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-screen';
import { ProfilePage } from './ProfilePage';

function setup() {
  const backend = new FakeBackend();
  const account = backend.addAccount({
    uid: 'ada-1',
    email: 'ada@example.com',
    password: 'secret',
    displayName: 'Ada',
  });
  return { backend, account };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('ProfilePage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows every part of the profile under its own heading', async () => {
    const { backend, account } = setup();
    await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    for (const name of ['Profile photo', 'Name', 'Sign-in and security', 'Preferences', 'Delete account']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(within(section('Sign-in and security')).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('saves the display name on the account and in the user document', async () => {
    const { backend, account } = setup();
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    const name = screen.getByLabelText('Display name');
    expect(name).toHaveValue('Ada');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(account.displayName).toBe('Ada Lovelace');
    expect(backend.userDocuments.get('ada-1')?.displayName).toBe('Ada Lovelace');
  });

  it('refuses an empty display name at the field', async () => {
    const { backend, account } = setup();
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.clear(screen.getByLabelText('Display name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your name.'),
    );
    await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveFocus());
    expect(backend.callsOf('auth.update')).toEqual([]);
  });

  it('shows a failed name change with the catalogue sentence', async () => {
    const { backend, account } = setup();
    backend.failNext('auth.update', new LmsError('auth/network-request-failed'));
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.type(screen.getByLabelText('Display name'), ' L.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await within(section('Name')).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/network-request-failed'],
    );
  });

  it('loads the preferences from the user document and saves language and notifications with updateMyUserDocument', async () => {
    const { backend, account } = setup();
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en-US');
    const notifications = screen.getByRole('checkbox', { name: 'Send me notifications' });
    expect(notifications).toBeChecked();

    await user.selectOptions(language, 'fr-FR');
    await user.click(notifications);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() =>
      expect(backend.userDocuments.get('ada-1')?.preferences).toEqual({
        language: 'fr-FR',
        notifications: false,
      }),
    );
    expect(backend.callsOf('functions.updateMyUserDocument')).toEqual([
      [{ preferences: { language: 'fr-FR', notifications: false } }],
    ]);
  });

  it('names each language in itself', async () => {
    const { backend, account } = setup();
    await renderScreen(<ProfilePage />, { backend, signedInAs: account });
    const language = await screen.findByRole('combobox', { name: 'Language' });
    const french = within(language).getByRole('option', { name: /^Français/ });
    expect(french).toHaveAttribute('lang', 'fr-FR');
  });

  it('explains preferences that cannot be loaded and offers to try again', async () => {
    const { backend, account } = setup();
    backend.failNext('functions.getUserDocument', new LmsError('functions/unavailable'));
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    const preferences = section('Preferences');
    expect(await within(preferences).findByText(ERROR_MESSAGES['functions/unavailable'])).toBeInTheDocument();
    await user.click(within(preferences).getByRole('button', { name: 'Try again' }));
    expect(await within(preferences).findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows a refused preferences save with the catalogue sentence', async () => {
    const { backend, account } = setup();
    backend.failNext('functions.updateMyUserDocument', new LmsError('functions/permission-denied'));
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await within(section('Preferences')).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['functions/permission-denied'],
    );
  });
});
