import { ERROR_MESSAGES } from '@lms/core';
import type { Page } from '@playwright/test';
import { createAccountThroughApi, uniqueEmail } from '../harness/accounts';
import { E2E_SIGN_IN_LIMIT_PER_EMAIL_FROM_IP } from '../harness/rate-limit-settings';
import { submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** Submits the login form and waits for the server's answer, so each attempt is counted before the next. */
async function attemptSignIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('accounts:signInWithPassword'));
  await submitLoginForm(page, credentials);
  await answered;
}

test('a wrong password shows the invalid-credential message and keeps the visitor on /login', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'wrong-password');
  await page.goto('/login');
  await attemptSignIn(page, { email: account.email, password: `${account.password}-wrong` });
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-credential']);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown account shows the same message as a wrong password, so addresses cannot be probed', async ({
  page,
}) => {
  await page.goto('/login');
  await attemptSignIn(page, { email: uniqueEmail('nobody'), password: 'whatever-password' });
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-credential']);
});

test('too many wrong passwords from one address pause password sign-in there, even with the right password', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'too-many');
  await page.goto('/login');
  for (let attempt = 1; attempt <= E2E_SIGN_IN_LIMIT_PER_EMAIL_FROM_IP; attempt++) {
    await attemptSignIn(page, { email: account.email, password: `wrong-${attempt}` });
    await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-credential']);
  }
  await attemptSignIn(page, account);
  // The refusal says why and for how long, and points at the e-mailed link, which the pause never blocks.
  await expect(page.getByRole('alert')).toContainText(
    'Too many wrong passwords for this account from your network',
  );
  // The window opened with the first wrong password: what is left of it, in whole minutes.
  await expect(page.getByRole('alert')).toContainText(/Try again in \d+ minutes?/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Email me a sign-in link instead' })).toBeVisible();
});
