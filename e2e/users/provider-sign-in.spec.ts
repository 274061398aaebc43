import { ERROR_MESSAGES } from '@lms/core';
import type { Page } from '@playwright/test';
import { createAccountThroughApi, uniqueEmail } from '../harness/accounts';
import { OIDC_CHOOSER_TITLE } from '../harness/oidc-provider';
import { expectSignedInAs } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** Clicks "Continue with <provider>" on /login and picks the account in the local provider's popup. */
async function signInThroughPopup(
  page: Page,
  providerLabel: string,
  account: { email: string; name: string },
) {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${providerLabel}` }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: OIDC_CHOOSER_TITLE })).toBeVisible();
  await popup.getByLabel('Email').fill(account.email);
  await popup.getByLabel('Name').fill(account.name);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  // The popup hands the result to the app and closes itself.
  await closed;
}

for (const provider of ['Google', 'Microsoft']) {
  test(`${provider} sign-in through the popup creates the account and signs it in`, async ({ page }) => {
    const account = { email: uniqueEmail(provider.toLowerCase()), name: `${provider} Person` };
    await signInThroughPopup(page, provider, account);
    await expectSignedInAs(page, account.name);
    await page.reload();
    await expectSignedInAs(page, account.name);
  });
}

test('a provider sign-in with the address of a password account is refused with the spec 8 message', async ({
  page,
  request,
}) => {
  const existing = await createAccountThroughApi(request, 'taken');
  await signInThroughPopup(page, 'Google', { email: existing.email, name: 'Someone Else' });
  await expect(page.getByRole('alert')).toHaveText(
    ERROR_MESSAGES['auth/account-exists-with-different-credential'],
  );
  await expect(page).toHaveURL(/\/login$/);
});
