// Admin reports (/admin/reports) against the real server: an admin opens Reports from the admin navigation, sees
// the totals and the weekly chart, switches to the table of the same figures and narrows the report to one course.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createAccountThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-environment';
import { recordEnrolment } from './support/report-data';
import { signInThroughUi } from './support/session-ui';
import { expect, test } from './support/test';

async function adminCall<T>(request: APIRequestContext, name: string, data: object): Promise<T> {
  const signIn = await request.post('/api/auth/accounts:signInWithPassword', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await request.post(`/api/fn/${name}`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { data },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

test('an admin opens Reports, sees totals and the chart, shows the table and filters to one course', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Report sample ${randomBytes(3).toString('hex')}`;
  const course = await adminCall<{ id: string }>(request, 'createCourse', { title });
  const finisher = await createAccountThroughApi(request, 'reports-finisher');
  const starter = await createAccountThroughApi(request, 'reports-starter');
  const now = Date.now();
  recordEnrolment(finisher.email, course.id, now, true);
  recordEnrolment(starter.email, course.id, now, false);

  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('12w');
  // All courses: other tests enrol at the same time, so only "at least ours" is certain.
  const total = (name: string) =>
    page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
  await expect(total('Enrolments started')).toHaveText(/^\d[\d,]*$/);
  expect(Number((await total('Enrolments started').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(
    2,
  );
  const chart = page.getByRole('img', { name: /^Line chart, per week/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: 'Enrolments and completions per week' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(chart).toBeHidden();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Find a course' }).fill(title);
  const choice = page.getByRole('combobox', { name: 'Course' });
  await expect(choice.getByRole('option', { name: title })).toHaveCount(1);
  await choice.selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`/admin/reports\\?course=${course.id}$`));
  await expect(total('Enrolments started')).toHaveText('2');
  await expect(total('Courses completed')).toHaveText('1');
  await expect(total('Completion ratio')).toHaveText('50%');
  // The current week (the last row) holds both enrolments and the completion.
  await expect(table.getByRole('row').last().getByRole('cell')).toHaveText(['2', '1']);

  // The URL keeps the choice: reopening it shows the same report.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(course.id);
  await expect(total('Enrolments started')).toHaveText('2');
});
