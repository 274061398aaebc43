import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, memoryStore, SESSION_STORAGE_KEY } from '@lms/core';
import { saveAuthRateLimits } from '@lms/domain';
import type { LmsConfig } from '../../config/lms-config';
import { backendRecordingCalls } from '../../test-support/answer-override';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { callAs, createAccount, createTestServer, type TestServer } from '../../test-support/test-server';
import { LoginPage } from './LoginPage';

const PASSWORD = 'Correct-horse-7';

/** Ada's password account (an admin when asked) and the login page on the domain, every call recorded. */
async function setup(
  options: { admin?: boolean; path?: string; config?: Partial<LmsConfig>; server?: TestServer } = {},
) {
  const server = options.server ?? (await createTestServer());
  await createAccount(server, { email: 'ada@example.com', password: PASSWORD, admin: options.admin });
  const { backend, callsOf } = backendRecordingCalls(server);
  const view = await renderScreen(<LoginPage />, {
    server,
    path: options.path,
    config: { backend, ...options.config },
  });
  return { ...view, callsOf };
}

async function fillAndSubmit(user: UserEvent, password = PASSWORD) {
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('signs in, keeps a remembered session in local storage and follows a safe ?redirect (guard rule 2)', async () => {
    const localStore = memoryStore();
    const sessionStore = memoryStore();
    const { user, navigate, callsOf } = await setup({
      path: '/login?redirect=%2Fprofile',
      config: { localStore, sessionStore },
    });

    await fillAndSubmit(user);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile', { replace: true }));
    expect(callsOf('auth.signInWithPassword')).toEqual([
      [expect.objectContaining({ email: 'ada@example.com', password: PASSWORD })],
    ]);
    expect(localStore.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(sessionStore.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session for this tab only when "Remember me" is unchecked (spec 4: persistence per session)', async () => {
    const localStore = memoryStore();
    const sessionStore = memoryStore();
    const { user, navigate } = await setup({ config: { localStore, sessionStore } });

    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user);

    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sessionStore.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(localStore.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('goes to the guard default when there is no redirect: / for students, /admin/courses for admins', async () => {
    const student = await setup();
    await fillAndSubmit(student.user);
    await waitFor(() => expect(student.navigate).toHaveBeenCalledWith('/', { replace: true }));
    student.unmount();

    const admin = await setup({ admin: true });
    await fillAndSubmit(admin.user);
    await waitFor(() => expect(admin.navigate).toHaveBeenCalledWith('/admin/courses', { replace: true }));
  });

  it('never follows an off-site redirect after sign-in', async () => {
    const { user, navigate } = await setup({ path: '/login?redirect=%2F%2Fevil.example%2Fsteal' });
    await fillAndSubmit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('explains empty fields next to each input, ties the messages with aria-describedby and focuses the first', async () => {
    const { user, callsOf } = await setup();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const emailInput = screen.getByLabelText('Email address');
    const passwordInput = screen.getByLabelText('Password');
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('Enter your email address.');
    expect(passwordInput).toHaveAccessibleDescription(ERROR_MESSAGES['auth/missing-password']);
    await waitFor(() => expect(emailInput).toHaveFocus());
    expect(callsOf('auth.signInWithPassword')).toEqual([]);
  });

  it('rejects a malformed address with lms-core’s e-mail rule before calling the back end', async () => {
    const { user, callsOf } = await setup();
    await user.type(screen.getByLabelText('Email address'), 'ada@localhost');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, for example name@example.com.',
    );
    expect(callsOf('auth.signInWithPassword')).toEqual([]);
  });

  it('shows a refused sign-in as the catalogue sentence in an alert that takes focus', async () => {
    const { user, navigate } = await setup();

    await fillAndSubmit(user, 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['auth/invalid-credential']);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('explains a sign-in paused for this address: why, for how long, and that the e-mailed link still works', async () => {
    const server = await createTestServer();
    // One wrong password from this address pauses it until its nine-minute window ends (ten by default).
    await saveAuthRateLimits(server.context, { signInPerEmailFromIp: { limit: 1, windowMs: 540_000 } });
    const { user } = await setup({ server });

    await fillAndSubmit(user, 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['auth/invalid-credential']);
    await user.clear(screen.getByLabelText('Email address'));
    await user.clear(screen.getByLabelText('Password'));
    await fillAndSubmit(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        // The pause ends with the window the wrong password opened, nine minutes on.
        /^Too many wrong passwords for this account from your network\. Try again in [1-9] minutes?, or use “Email me a sign-in link instead” below\.$/,
      ),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Email me a sign-in link instead' })).toBeInTheDocument();
  });

  it('explains a sign-in paused for the whole account after guessing from many addresses', async () => {
    const server = await createTestServer();
    // The account's own budget spent before this address's: as when guesses came from elsewhere.
    await saveAuthRateLimits(server.context, {
      signInPerEmail: { limit: 1, windowMs: 30_000 },
      signInPerEmailFromIp: { limit: 10, windowMs: 900_000 },
    });
    const { user } = await setup({ server });

    await fillAndSubmit(user, 'wrong password');
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText('Email address'));
    await user.clear(screen.getByLabelText('Password'));
    await fillAndSubmit(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Password sign-in to this account is paused for 1 minute after many wrong passwords from elsewhere.',
      ),
    );
  });

  it('shows the sign-in button busy while the back end answers', async () => {
    const server = await createTestServer();
    server.setMode({ kind: 'delayed', ms: 1500 }, { areas: ['auth'], names: ['signInWithPassword'] });
    const { user, navigate } = await setup({ server });

    await fillAndSubmit(user);

    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('signs in with the Google popup and continues to the redirect', async () => {
    const server = await createTestServer({
      popupIdentities: { google: { email: 'grace@example.com', displayName: 'Grace Hopper' } },
    });
    const { user, navigate, callsOf } = await setup({ server, path: '/login?redirect=%2Finfo' });

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/info', { replace: true }));
    expect(callsOf('auth.signInWithProvider')).toEqual([['google']]);
  });

  it('shows the spec sentence when the e-mail already exists with another provider', async () => {
    // Ada has a password account; Microsoft's popup answers with her address.
    const server = await createTestServer({ popupIdentities: { microsoft: { email: 'ada@example.com' } } });
    const { user } = await setup({ server });

    const microsoft = await screen.findByRole('button', { name: 'Continue with Microsoft' });
    await waitFor(() => expect(microsoft).toBeEnabled());
    await user.click(microsoft);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
    );
  });

  it('shows a button only for a provider set up on the server and switched on (AuthPort.getProviders)', async () => {
    const server = await createTestServer({
      config: {
        oidc: {
          google: { issuer: 'https://accounts.google.com', clientId: 'lms', clientSecret: 'lms' },
        },
      },
    });
    await setup({ server });

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeEnabled();
    // Microsoft is not set up on this server: no dead, greyed button.
    expect(screen.queryByRole('button', { name: /Microsoft/ })).toBeNull();
  });

  it('shows no button for a provider an admin switched off in the settings', async () => {
    const server = await createTestServer();
    const admin = await createAccount(server, { email: 'root@example.com', password: PASSWORD, admin: true });
    const { values } = await callAs(server, admin, 'getAdminSettings', {});
    await callAs(server, admin, 'saveSettingsSection', {
      section: 'signIn',
      values: { ...values.signIn, offerGoogle: false },
    });
    await setup({ server });

    // Microsoft's button shows once the back end answered; Google, set up but switched off, has none.
    expect(await screen.findByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });

  it('carries a safe redirect to the sign-up, forgot-password and e-mail-link pages', async () => {
    await setup({ path: '/login?redirect=%2Fcourses%2F42' });

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fcourses%2F42',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password?redirect=%2Fcourses%2F42',
    );
    expect(screen.getByRole('link', { name: 'Email me a sign-in link instead' })).toHaveAttribute(
      'href',
      '/email-link?redirect=%2Fcourses%2F42',
    );
  });
});
