import { ERROR_MESSAGES } from '@lms/core';
import type { Page } from '@playwright/test';
import { createAccountThroughApi, uniqueEmail } from './support/accounts';
import { E2E_SIGN_IN_LIMIT_PER_EMAIL } from './support/rate-limit-settings';
import { submitLoginForm } from './support/session-ui';
import { expect, test } from './support/test';

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

test('too many sign-in attempts for one address are refused, even with the right password', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'too-many');
  await page.goto('/login');
  for (let attempt = 1; attempt <= E2E_SIGN_IN_LIMIT_PER_EMAIL; attempt++) {
    await attemptSignIn(page, { email: account.email, password: `wrong-${attempt}` });
    await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-credential']);
  }
  await attemptSignIn(page, account);
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/too-many-requests']);
  await expect(page).toHaveURL(/\/login$/);
});
