import type { ConsoleMessage, Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { enrolWithProgress } from '../harness/enrollments';
import { signInThroughUi, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** Console lines the app's logger writes (`[lms] ...`) at `level`. */
function collectLogs(page: Page, level: ReturnType<ConsoleMessage['type']>): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === level && message.text().startsWith('[lms]')) lines.push(message.text());
  });
  return lines;
}

test('rule 1: a signed-out visitor goes to /login with the full target path, and lands there after signing in', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccountThroughApi(request, 'rule1');
  await page.goto('/why-course?from=e2e');
  await expect(page).toHaveURL(`${baseURL}/login?redirect=${encodeURIComponent('/why-course?from=e2e')}`);
  await submitLoginForm(page, account);
  await expect(page).toHaveURL(`${baseURL}/why-course?from=e2e`);
});

test.describe('rule 2: a signed-in user opening a guest-only page', () => {
  test('follows a same-site redirect, and stays on site for //evil.example, https://evil.example and guest pages', async ({
    page,
    request,
    baseURL,
  }) => {
    const offSite: string[] = [];
    await page.context().route(
      (url) => url.hostname.endsWith('evil.example'),
      (route) => {
        offSite.push(route.request().url());
        return route.abort();
      },
    );
    const account = await createAccountThroughApi(request, 'rule2');
    await signInThroughUi(page, account);

    await page.goto('/login?redirect=%2Finfo');
    await expect(page).toHaveURL(`${baseURL}/info`);
    for (const unsafe of ['//evil.example', 'https://evil.example', '/%2F%2Fevil.example', '/signup']) {
      await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`);
      await expect(page, `redirect=${unsafe}`).toHaveURL(`${baseURL}/`);
    }
    await page.goto(`/signup?redirect=${encodeURIComponent('https://evil.example/x')}`);
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(offSite).toEqual([]);
  });

  test('sends an administrator without a redirect to /admin/courses', async ({ page, baseURL }) => {
    await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
    await page.goto('/login');
    await expect(page).toHaveURL(`${baseURL}/admin/courses`);
  });
});

test('rule 3: a student opening /admin/users lands on /student/courses, with a warning logged', async ({
  page,
  request,
  baseURL,
}) => {
  const warnings = collectLogs(page, 'warning');
  const account = await createAccountThroughApi(request, 'rule3');
  await signInThroughUi(page, account);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(`${baseURL}/student/courses`);
  expect(warnings.some((line) => line.includes('admin-users'))).toBe(true);
});

test.describe('rules 4 and 5: auto-landing of a student who has started learning', () => {
  test('rule 4: opening / lands on /student/dashboard once an enrolment has progress', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccountThroughApi(request, 'rule4');
    enrolWithProgress(account.email, 40);
    await signInThroughUi(page, account);
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/student/dashboard`);
  });

  test('rule 5: when the enrolment lookup fails, the failure is logged and / opens normally', async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = collectLogs(page, 'error');
    // The same student as in rule 4, but the enrolment lookup cannot reach the server.
    await page.route('**/api/fn/listMyEnrollments', (route) => route.abort('connectionfailed'));
    const account = await createAccountThroughApi(request, 'rule5');
    enrolWithProgress(account.email, 40);
    await signInThroughUi(page, account);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(errors.some((line) => line.includes('Auto-landing check failed'))).toBe(true);
  });
});
