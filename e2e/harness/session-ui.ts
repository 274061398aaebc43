// Signing in and out through the real screens, and telling from the page header whether someone is signed in.
import { expect, type Page } from '@playwright/test';
import type { TestAccount } from './accounts';

/** The header's account menu button, labelled "Account of <name or e-mail>" once someone is signed in. */
export function accountMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account of / });
}

export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: `Account of ${name}` })).toBeVisible();
}

/**
 * Opens /profile, a page for signed-in users. The header alone cannot prove "signed out": it shows the sign-in
 * links while a saved session is still being checked. The guard waits for that check, then sends a signed-out
 * visitor to /login.
 */
export async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
}

/** Fills the /login form (the page must be open) and submits it. */
export async function submitLoginForm(
  page: Page,
  credentials: { email: string; password: string },
  options: { remember?: boolean } = {},
): Promise<void> {
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(options.remember ?? true);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login, signs in and waits until the header shows the account. */
export async function signInThroughUi(
  page: Page,
  account: TestAccount,
  options: { remember?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, account, options);
  await expectSignedInAs(page, account.displayName);
}

export async function signOutThroughUi(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(accountMenu(page)).toHaveCount(0);
}
