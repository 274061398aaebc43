import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, ERROR_MESSAGES } from '@lms/core';
import { findUserByUid, passwordsOf } from '@lms/domain';
import { backendRecordingCalls } from '../../test-support/answer-override';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { createAccount, createTestServer, type TestServer } from '../../test-support/test-server';
import { ProfilePage } from './ProfilePage';

const PASSWORD = 'secret-pass';

/** Ada, signed in on the profile page, on the domain (every call recorded). */
async function setup(server?: TestServer) {
  const platform = server ?? (await createTestServer());
  const account = await createAccount(platform, {
    email: 'ada@example.com',
    password: PASSWORD,
    displayName: 'Ada',
  });
  const { backend, callsOf } = backendRecordingCalls(platform);
  const view = await renderScreen(<ProfilePage />, {
    server: platform,
    signedInAs: account,
    config: { backend },
  });
  /** Ada's account as the domain holds it now; undefined once deleted. */
  const stored = () => findUserByUid(platform.context, account.uid);
  const passwordIs = async (password: string) => {
    const row = await stored();
    return (
      row?.password_hash != null && (await passwordsOf(platform.context).verify(password, row.password_hash))
    );
  };
  return { ...view, callsOf, stored, passwordIs };
}

describe('Change e-mail dialog', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('changes the address after lms-core re-authenticates with the current password', async () => {
    const { user, callsOf, stored } = await setup();

    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your email address' });
    await user.type(within(dialog).getByLabelText('New email address'), 'ada@lovelace.example');
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));

    expect(await screen.findByText('You now sign in with ada@lovelace.example.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await stored())?.email).toBe('ada@lovelace.example');
    // Re-authentication (spec 5) happened before the change.
    expect(callsOf('auth.reauthenticate').at(-1)).toEqual([
      expect.objectContaining({ email: 'ada@example.com', password: PASSWORD }),
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Sign-in and security' })).getByText('ada@lovelace.example'),
    );
  });

  it('keeps the dialog open with the catalogue sentence when the current password is wrong', async () => {
    const { user, stored } = await setup();

    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('New email address'), 'ada@lovelace.example');
    await user.type(within(dialog).getByLabelText('Current password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['auth/wrong-password']);
    await waitFor(() => expect(alert).toHaveFocus());
    expect((await stored())?.email).toBe('ada@example.com');
  });

  it('checks both fields before anything is sent and focuses the first problem', async () => {
    const { user, callsOf } = await setup();
    const signInsBefore = callsOf('auth.reauthenticate').length;

    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('New email address'), 'ada@example');
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));

    const email = within(dialog).getByLabelText('New email address');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, for example name@example.com.');
    expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(
      expect.stringContaining(ERROR_MESSAGES['auth/missing-password']),
    );
    await waitFor(() => expect(email).toHaveFocus());
    expect(callsOf('auth.reauthenticate')).toHaveLength(signInsBefore);
  });
});

describe('Change password dialog', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('changes the password with the current one, checking the new one against the policy live', async () => {
    const { user, passwordIs } = await setup(
      await createTestServer({ config: { passwordPolicy: { ...DEFAULT_PASSWORD_POLICY, minLength: 10 } } }),
    );

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    expect(await within(dialog).findByText('At least 10 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(await passwordIs(PASSWORD)).toBe(true);

    await user.type(within(dialog).getByLabelText('New password'), ' and long');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(await passwordIs('short and long')).toBe(true);
  });

  it('names the two show-password toggles apart', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Show new password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Show new password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('Delete account dialog', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('deletes the account after the typed confirmation and current password, then leaves for the landing page', async () => {
    const { user, navigate, runtime, stored } = await setup();

    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('To confirm, type DELETE or your email address'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(await stored()).toBeUndefined();
    expect(runtime.session.getSnapshot().isAuthenticated).toBe(false);
    expect(
      await screen.findByText('Your account has been deleted. We are sorry to see you go.'),
    ).toBeInTheDocument();
  });

  it('accepts the account’s e-mail address as the confirmation, whatever its case', async () => {
    const { user, navigate, stored } = await setup();

    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/To confirm/), 'Ada@Example.com');
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(await stored()).toBeUndefined();
  });

  it('refuses anything but the confirmation word or e-mail and deletes nothing', async () => {
    const { user, callsOf, stored } = await setup();

    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/To confirm/), 'delete please');
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const confirmation = within(dialog).getByLabelText(/To confirm/);
    expect(confirmation).toHaveAccessibleDescription('Type DELETE or your email address exactly.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(callsOf('auth.deleteAccount')).toEqual([]);
    expect(await stored()).toBeDefined();
  });

  it('keeps the account when the current password is wrong and says why', async () => {
    const { user, navigate, stored } = await setup();

    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/To confirm/), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['auth/wrong-password']);
    expect(await stored()).toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes with Cancel without deleting anything', async () => {
    const { user, stored } = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await stored()).toBeDefined();
  });
});
