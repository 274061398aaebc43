import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError, memoryStore, SESSION_STORAGE_KEY } from '@lms/core';
import { FakeBackend } from '../../test-support/account-fake-backend';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-screen';
import { LoginPage } from './LoginPage';

function backendWithAccount(admin = false) {
  const backend = new FakeBackend();
  const account = backend.addAccount({ email: 'ada@example.com', password: 'correct horse', admin });
  return { backend, account };
}

async function fillAndSubmit(user: UserEvent, password = 'correct horse') {
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('signs in, keeps a remembered session in local storage and follows a safe ?redirect (guard rule 2)', async () => {
    const { backend } = backendWithAccount();
    const localStore = memoryStore();
    const sessionStore = memoryStore();
    const { user, navigate } = await renderScreen(<LoginPage />, {
      backend,
      path: '/login?redirect=%2Fprofile',
      config: { localStore, sessionStore },
    });

    await fillAndSubmit(user);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile', { replace: true }));
    expect(backend.callsOf('auth.signInWithPassword')).toEqual([
      [{ email: 'ada@example.com', password: 'correct horse' }],
    ]);
    expect(localStore.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(sessionStore.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session for this tab only when "Remember me" is unchecked (spec 4: persistence per session)', async () => {
    const { backend } = backendWithAccount();
    const localStore = memoryStore();
    const sessionStore = memoryStore();
    const { user, navigate } = await renderScreen(<LoginPage />, {
      backend,
      config: { localStore, sessionStore },
    });

    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user);

    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sessionStore.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(localStore.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('goes to the guard default when there is no redirect: / for students, /admin/courses for admins', async () => {
    const student = await renderScreen(<LoginPage />, { backend: backendWithAccount().backend });
    await fillAndSubmit(student.user);
    await waitFor(() => expect(student.navigate).toHaveBeenCalledWith('/', { replace: true }));
    student.unmount();

    const admin = await renderScreen(<LoginPage />, { backend: backendWithAccount(true).backend });
    await fillAndSubmit(admin.user);
    await waitFor(() => expect(admin.navigate).toHaveBeenCalledWith('/admin/courses', { replace: true }));
  });

  it('never follows an off-site redirect after sign-in', async () => {
    const { user, navigate } = await renderScreen(<LoginPage />, {
      backend: backendWithAccount().backend,
      path: '/login?redirect=%2F%2Fevil.example%2Fsteal',
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('explains empty fields next to each input, ties the messages with aria-describedby and focuses the first', async () => {
    const { user, backend } = await renderScreen(<LoginPage />);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const emailInput = screen.getByLabelText('Email address');
    const passwordInput = screen.getByLabelText('Password');
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('Enter your email address.');
    expect(passwordInput).toHaveAccessibleDescription(ERROR_MESSAGES['auth/missing-password']);
    await waitFor(() => expect(emailInput).toHaveFocus());
    expect(backend.callsOf('auth.signInWithPassword')).toEqual([]);
  });

  it('rejects a malformed address with lms-core’s e-mail rule before calling the back end', async () => {
    const { user, backend } = await renderScreen(<LoginPage />);
    await user.type(screen.getByLabelText('Email address'), 'ada@localhost');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, for example name@example.com.',
    );
    expect(backend.callsOf('auth.signInWithPassword')).toEqual([]);
  });

  it('shows a refused sign-in as the catalogue sentence in an alert that takes focus', async () => {
    const { user, navigate } = await renderScreen(<LoginPage />, { backend: backendWithAccount().backend });

    await fillAndSubmit(user, 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['auth/invalid-credential']);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the sign-in button busy while the back end answers', async () => {
    const { backend } = backendWithAccount();
    const release = backend.hold('auth.signInWithPassword');
    const { user, navigate } = await renderScreen(<LoginPage />, { backend });

    await fillAndSubmit(user);

    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('signs in with the Google popup and continues to the redirect', async () => {
    const { backend } = backendWithAccount();
    backend.popupIdentities.set('google', { email: 'grace@example.com', displayName: 'Grace Hopper' });
    const { user, navigate } = await renderScreen(<LoginPage />, {
      backend,
      path: '/login?redirect=%2Finfo',
    });

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/info', { replace: true }));
    expect(backend.callsOf('auth.signInWithProvider')).toEqual([['google']]);
  });

  it('shows the spec sentence when the e-mail already exists with another provider', async () => {
    const { backend } = backendWithAccount();
    backend.failNext(
      'auth.signInWithProvider',
      new LmsError('auth/account-exists-with-different-credential'),
    );
    const { user } = await renderScreen(<LoginPage />, { backend });

    const microsoft = screen.getByRole('button', { name: 'Continue with Microsoft' });
    await waitFor(() => expect(microsoft).toBeEnabled());
    await user.click(microsoft);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
    );
  });

  it('disables a provider the back end has not configured and says why (AuthPort.getProviders)', async () => {
    const { backend } = backendWithAccount();
    backend.providers = { google: true, microsoft: false };
    await renderScreen(<LoginPage />, { backend });

    const microsoft = screen.getByRole('button', { name: 'Continue with Microsoft' });
    await waitFor(() => expect(microsoft).toHaveAccessibleDescription(/Microsoft sign-in is not set up/));
    expect(microsoft).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('carries a safe redirect to the sign-up, forgot-password and e-mail-link pages', async () => {
    await renderScreen(<LoginPage />, { path: '/login?redirect=%2Fcourses%2F42' });

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
