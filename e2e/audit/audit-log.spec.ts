// The audit log (/admin/audit-log) against the real server: an admin creates a coupon and finds the action with
// their e-mail and the browser's address; a wrong password typed on the login page appears as a security event;
// a student cannot open the page.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createAccountThroughApi } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

test('an admin finds their own action and a failed sign-in in the audit log', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const code = `E2E-AUDIT-${randomBytes(3).toString('hex').toUpperCase()}`;
  const student = await createAccountThroughApi(request, 'audit-student');

  // Someone types a wrong password for the student on the login page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/login');
  const answered = visitorPage.waitForResponse((response) =>
    response.url().includes('accounts:signInWithPassword'),
  );
  await submitLoginForm(visitorPage, { email: student.email, password: `${student.password}-wrong` });
  await answered;
  await visitor.close();

  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name: 'New coupon' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('10');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // The coupon: found by its code (a target), in words, with the admin's e-mail, the outcome, and the coupon named
  // and linked to where coupons are managed; the ids as recorded on demand.
  const search = page.getByRole('searchbox', { name: 'Search by e-mail, action or target' });
  await search.fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  const created = table.getByRole('row', { name: new RegExp(`created the coupon ${code}`) });
  await expect(created).toHaveCount(1);
  await expect(created.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(created.getByText('Done')).toBeVisible();
  await expect(created.getByRole('link', { name: code, exact: true })).toHaveAttribute(
    'href',
    /\/admin\/coupons$/,
  );
  await created.getByText('Ids', { exact: true }).click();
  await expect(created.locator('code', { hasText: code })).toBeVisible();
  await expectNoAxeViolations(page);
  await created.getByRole('link', { name: /^Details of created the coupon/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log entry' })).toBeVisible();
  await expect(page.getByText(`${E2E_ADMIN.email} created the coupon ${code}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'What was sent (secrets removed)' })).toContainText(code);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the audit log' }).click();

  // The failed sign-in: a security event under the student's address, refused with its code.
  await search.fill(student.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const failure = table.getByRole('row', { name: /Sign-in failed/ });
  await expect(failure).toHaveCount(1);
  await expect(failure.getByText('Refused (auth/invalid-credential)')).toBeVisible();
  await expect(table.getByRole('row', { name: /created the coupon/ })).toHaveCount(0);

  // The CSV holds what the list shows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv).toContain('auth.sign-in-failed');
  expect(csv).not.toContain(student.password);

  // A student is not shown the page (spec 6: admin routes).
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInThroughUi(studentPage, student);
  await studentPage.goto('/admin/audit-log');
  await expect(studentPage.getByRole('heading', { level: 1, name: 'Audit log' })).toHaveCount(0);
  await studentContext.close();
});
