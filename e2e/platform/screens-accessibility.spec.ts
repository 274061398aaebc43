// Every screen: axe finds no WCAG 2.1 A/AA violation, and its main task can be done with the keyboard alone
// (Tab to each control, with focus visible, then Enter or Space).
import type { Page } from '@playwright/test';
import { createAccountThroughApi, newTestAccount, type TestAccount } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { enrolWithProgress } from '../harness/enrollments';
import { tabTo } from '../harness/keyboard';
import { notification } from '../harness/notifications';
import { linkInMail, waitForMail } from '../harness/outbox';
import { accountMenu, expectSignedInAs, signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

async function openSignedIn(page: Page, account: TestAccount, path: string): Promise<void> {
  await signInThroughUi(page, account);
  await page.goto(path);
}

test.describe('signed out', () => {
  test('landing: no axe violations; the skip link and the header links work from the keyboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'SQL Query Performance' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/login`);
  });

  test('login: no axe violations; signing in works from the keyboard', async ({ page, request }) => {
    const account = await createAccountThroughApi(request, 'a11y-login');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, 'Email address', account.email);
    await typeInto(page, 'Password', account.password);
    await page.keyboard.press('Enter');
    await expectSignedInAs(page, account.displayName);
  });

  test('signup: no axe violations; creating an account works from the keyboard', async ({ page }) => {
    const account = newTestAccount('a11y-signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, 'Your name', account.displayName);
    await typeInto(page, 'Email address', account.email);
    await typeInto(page, 'Password', account.password);
    await tabTo(page, page.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Space');
    await expectSignedInAs(page, account.displayName);
  });

  test('forgot-password: no axe violations; asking for the link works from the keyboard', async ({
    page,
    request,
  }) => {
    const account = await createAccountThroughApi(request, 'a11y-forgot');
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, 'Email address', account.email);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`If an account uses ${account.email}, we have sent it a link`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('reset-password: no axe violations; setting the new password works from the keyboard', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccountThroughApi(request, 'a11y-reset');
    await request.post('/api/auth/accounts:sendOobCode', {
      data: { requestType: 'PASSWORD_RESET', email: account.email },
    });
    const mail = await waitForMail(account.email, /^Reset your password$/);
    await page.goto(linkInMail(mail, `${baseURL}/reset-password?`));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, 'New password', `${account.password}-keyboard`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  test('email-link: no axe violations; asking for a link works from the keyboard, and the mailed link signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccountThroughApi(request, 'a11y-email-link');
    await page.goto('/email-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with an email link' })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, 'Email address', account.email);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`We have sent a sign-in link to ${account.email}.`)).toBeVisible();
    const mail = await waitForMail(account.email, /^Your sign-in link$/);
    await page.goto(linkInMail(mail, `${baseURL}/email-link?`));
    await expectSignedInAs(page, account.displayName);
  });
});

test.describe('signed in', () => {
  test('profile: no axe violations; renaming works from the keyboard', async ({ page, request }) => {
    const account = await createAccountThroughApi(request, 'a11y-profile');
    await openSignedIn(page, account, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expectNoAxeViolations(page);

    const nameField = page.getByLabel('Display name');
    await tabTo(page, nameField);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Renamed By Keyboard');
    await tabTo(page, page.getByRole('button', { name: 'Save name' }));
    await page.keyboard.press('Space');
    await expect(notification(page, 'Your name has been saved.')).toBeVisible();
    await expectSignedInAs(page, 'Renamed By Keyboard');
  });

  test('info: no axe violations; its links work from the keyboard', async ({ page, request, baseURL }) => {
    const account = await createAccountThroughApi(request, 'a11y-info');
    await openSignedIn(page, account, '/info');
    await expect(page.getByRole('heading', { level: 1, name: 'How Learning Platform works' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Open your profile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/profile`);
  });

  test('why-course: no axe violations; its links work from the keyboard', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccountThroughApi(request, 'a11y-why');
    await openSignedIn(page, account, '/why-course');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Why learn with Learning Platform?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'See how it works' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/info`);
  });

  test('student-orders: reached from the account menu with the keyboard; no axe violations; the catalogue link works', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccountThroughApi(request, 'a11y-purchases');
    await openSignedIn(page, account, '/info');
    await tabTo(page, accountMenu(page));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Purchases' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/student/orders`);
    await expect(page.getByRole('heading', { level: 2, name: 'No purchases yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Browse courses' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/courses`);
  });

  test('not-found: no axe violations; the way home works from the keyboard', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccountThroughApi(request, 'a11y-not-found');
    await openSignedIn(page, account, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Go to the home page' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test.describe('admin', () => {
  test('admin-reports: no axe violations; the course choice and the table view work from the keyboard', async ({
    page,
    request,
  }) => {
    // An enrolment this week, so the chart has something to draw whatever ran before.
    const student = await createAccountThroughApi(request, 'a11y-reports');
    enrolWithProgress(student.email, 10);
    await openSignedIn(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email }, '/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Line chart, per week/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('combobox', { name: 'Course' }));
    await tabTo(page, page.getByRole('button', { name: 'Show as table' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('table', { name: 'Enrolments and completions per week' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
