// Admin reports (/admin/reports) against the real server: an admin opens Reports from the admin navigation, sees
// the totals and the weekly chart, switches to the table of the same figures, narrows the report to one course and
// downloads the chart's figures as CSV; the activity section counts badges awarded.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { recordEnrolment } from '../harness/report-data';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

test('an admin opens Reports, sees totals and the chart, shows the table and filters to one course', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Report sample ${randomBytes(3).toString('hex')}`;
  const course = await callAs<{ id: string }>(request, E2E_ADMIN, 'createCourse', { title });
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

  // The chart's CSV: one row per week, the current week (the last) with both enrolments and the completion.
  const figure = page
    .locator('figure')
    .filter({ has: page.getByRole('heading', { name: 'Enrolments and completions per week' }) });
  const exporting = page.waitForEvent('download');
  await figure.getByRole('button', { name: 'Download CSV' }).click();
  const lines = (await readFile((await (await exporting).path()) ?? '', 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('\uFEFFWeek starting,Enrolments started,Courses completed');
  expect(lines).toHaveLength(13);
  expect(lines.at(-1)).toMatch(/^\d{4}-\d\d-\d\d,2,1$/);
  // No badge names this new course in its rule.
  const activity = page.getByRole('region', { name: 'Learners, certificates, badges and revenue' });
  await expect(activity.locator('dt', { hasText: 'Badges awarded' })).toBeVisible();
  await expect(
    activity.locator('dt', { hasText: 'Badges awarded' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('0');
});
