import { ERROR_MESSAGES } from '@lms/core';
import { createAccountThroughApi } from '../harness/accounts';
import { linkInMail, waitForMail } from '../harness/outbox';
import { expectSignedInAs, signInThroughUi, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

test('forgot password: the mailed link sets a new password, which then signs in (and the old one no longer does)', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccountThroughApi(request, 'reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account uses ${account.email}, we have sent it a link`)).toBeVisible();

  const mail = await waitForMail(account.email, /^Reset your password$/);
  await page.goto(linkInMail(mail, `${baseURL}/reset-password?`));
  const newPassword = `${account.password}-renewed`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.goto('/login');
  await submitLoginForm(page, account);
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-credential']);
  await signInThroughUi(page, { ...account, password: newPassword });
  await expectSignedInAs(page, account.displayName);
});

test('a reset link works only once', async ({ page, request, baseURL }) => {
  const account = await createAccountThroughApi(request, 'reset-once');
  await request.post('/api/auth/accounts:sendOobCode', {
    data: { requestType: 'PASSWORD_RESET', email: account.email },
  });
  const link = linkInMail(
    await waitForMail(account.email, /^Reset your password$/),
    `${baseURL}/reset-password?`,
  );
  for (const attempt of ['first', 'second']) {
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(`${account.password}-${attempt}`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    if (attempt === 'first')
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-action-code']);
});
