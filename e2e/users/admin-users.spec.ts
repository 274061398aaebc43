// The users page (/admin/users) against the real server: an admin finds a student, disables them (the student's
// open page signs them out at its next token refresh), enables them again (they sign in), makes another user an
// administrator, exports the list as CSV, and is refused, with the reason, when trying to disable themself.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccountThroughApi, type TestAccount } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { notification } from '../harness/notifications';
import { accountMenu, expectSignedInAs, signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { WAIT_LIMIT_MS } from '../harness/limits';

async function openUserPage(page: Page, account: { email: string }, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const accountSection = (page: Page) => page.getByRole('region', { name: 'Account' });

async function backToUsers(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back to the users' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
}

test('an admin finds a student, disables and enables them, makes another user admin, and cannot disable themself', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const student: TestAccount = await createAccountThroughApi(request, 'users-student');
  const helper: TestAccount = await createAccountThroughApi(request, 'users-helper');

  // The student is signed in on their own device; its clock can jump ahead to the next token refresh.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await studentPage.clock.install();
  await signInThroughUi(studentPage, student);

  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Export what the list shows: the student's search, as a CSV file.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(student.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[1]).toContain(`,${student.email},${student.displayName},student,active,`);

  await openUserPage(page, student, student.displayName);
  await expectNoAxeViolations(page);
  await accountSection(page).getByRole('button', { name: 'Disable account' }).click();
  const disable = page.getByRole('dialog', { name: `Disable the account of ${student.displayName}?` });
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(notification(page, `The account of ${student.displayName} is disabled.`)).toBeVisible();
  await expect(accountSection(page).getByRole('button', { name: 'Enable account' })).toBeVisible();

  // The student's page refreshes its token about five minutes before the hour is up: the server refuses, and the
  // page signs them out.
  await expectSignedInAs(studentPage, student.displayName);
  await studentPage.clock.fastForward('56:00');
  await expect(accountMenu(studentPage)).toHaveCount(0, { timeout: WAIT_LIMIT_MS });
  await expect(studentPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await accountSection(page).getByRole('button', { name: 'Enable account' }).click();
  await expect(notification(page, `The account of ${student.displayName} is enabled again.`)).toBeVisible();
  await signInThroughUi(studentPage, student);
  await studentContext.close();

  // Another user becomes an administrator: they can open the users page.
  await backToUsers(page);
  await openUserPage(page, helper, helper.displayName);
  await accountSection(page).getByRole('button', { name: 'Make administrator' }).click();
  await page
    .getByRole('dialog', { name: `Make ${helper.displayName} an administrator?` })
    .getByRole('button', { name: 'Make administrator' })
    .click();
  await expect(accountSection(page).getByRole('button', { name: 'Remove administrator role' })).toBeVisible();
  const helperContext = await browser.newContext();
  const helperPage = await helperContext.newPage();
  await signInThroughUi(helperPage, helper);
  await helperPage.goto('/admin/users');
  await expect(helperPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await helperContext.close();

  // The admin's own account: disabling it is refused, with the reason, and nothing changes.
  await backToUsers(page);
  await openUserPage(page, E2E_ADMIN, E2E_ADMIN.email);
  await accountSection(page).getByRole('button', { name: 'Disable account' }).click();
  const self = page.getByRole('dialog', { name: /^Disable the account of / });
  await self.getByRole('button', { name: 'Disable' }).click();
  await expect(
    self.getByText('You cannot do this to your own account. Ask another administrator.'),
  ).toBeVisible();
  await self.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountSection(page).getByRole('button', { name: 'Disable account' })).toBeVisible();
});
