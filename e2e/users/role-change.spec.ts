// A role changed on /admin/users reaches the person's open page at their next action, without a new sign-in (issue
// 30): the server refuses the token whose admin claim is stale, the page refreshes it and sends the request again,
// and the header then shows what the new role may open.
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { expectSignedInAs, signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const accountSection = (page: Page) => page.getByRole('region', { name: 'Account' });
const adminLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' });

async function openUserPage(page: Page, account: { email: string; displayName: string }) {
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: account.displayName }).click();
  await expect(page.getByRole('heading', { level: 1, name: account.displayName })).toBeVisible();
}

test("a student made administrator gets the admin area at their next action, and loses it when it's removed", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const student = await createAccountThroughApi(request, 'promoted');
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInThroughUi(studentPage, student);
  await studentPage.goto('/student/dashboard');
  await expect(studentPage.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(adminLink(studentPage)).toHaveCount(0);

  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await openUserPage(page, student);
  await accountSection(page).getByRole('button', { name: 'Make administrator' }).click();
  await page
    .getByRole('dialog', { name: `Make ${student.displayName} an administrator?` })
    .getByRole('button', { name: 'Make administrator' })
    .click();
  await expect(accountSection(page).getByRole('button', { name: 'Remove administrator role' })).toBeVisible();

  // The student's next action (opening the catalogue), with the session they had: the admin area appears.
  await studentPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Courses', exact: true })
    .click();
  await expect(studentPage).toHaveURL(/\/courses$/);
  await expect(adminLink(studentPage)).toBeVisible();
  await adminLink(studentPage).click();
  await expect(studentPage.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await expectSignedInAs(studentPage, student.displayName);

  // And back: the role removed, their next action leaves the admin area to them no more.
  await accountSection(page).getByRole('button', { name: 'Remove administrator role' }).click();
  await page
    .getByRole('dialog', { name: `Remove the administrator role from ${student.displayName}?` })
    .getByRole('button', { name: 'Remove administrator role' })
    .click();
  await expect(accountSection(page).getByRole('button', { name: 'Make administrator' })).toBeVisible();
  // Still on the admin pages, the student's next click there is refused as a student's, and the page leaves the
  // admin area.
  await studentPage
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(studentPage.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  await expect(studentPage).not.toHaveURL(/\/admin/);
  await expect(adminLink(studentPage)).toHaveCount(0);
  await expectSignedInAs(studentPage, student.displayName);
  await studentContext.close();
});
