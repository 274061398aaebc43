// Settings apply without a restart (issue 21): an admin changes the primary colour, the site name and logo on
// /admin/settings; a student's pages, and a signed-out visitor's first page drawn without React, show them at their
// next load; and a sign-in provider switched off loses its button (issue 30). The settings are put back at the end,
// since every test shares the one e2e server.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { notification } from '../harness/notifications';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const CREAM = 'rgb(255, 248, 225)';
const LOGO = '/assets/demo/project-management.svg';

async function saveSection(page: Page, name: string) {
  const section = page.getByRole('region', { name, exact: true });
  await section.getByRole('button', { name: `Save ${name}` }).click();
  await expect(notification(page, `${name} saved.`)).toBeVisible();
  await expect(section.getByText(/^Last saved on/)).toBeVisible();
}

async function setSite(page: Page, siteName: string, logoUrl: string) {
  const site = page.getByRole('region', { name: 'Site', exact: true });
  await site.getByLabel('Site name').fill(siteName);
  await site.getByLabel('Logo address').fill(logoUrl);
  await saveSection(page, 'Site');
}

/** The header's logo has loaded (a broken picture has no natural width). */
async function expectLogoShown(page: Page) {
  const logo = page.locator('.lms-header__brand img.lms-header__logo');
  await expect(logo).toHaveAttribute('src', LOGO);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

test("an admin changes the primary colour, the site name and the logo; a student's pages show them", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const student = await createAccountThroughApi(request, 'settings-student');
  const siteName = `Acme Academy ${randomBytes(2).toString('hex')}`;
  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  try {
    await setSite(page, siteName, LOGO);
    const appearance = page.getByRole('region', { name: 'Appearance', exact: true });
    await appearance.getByLabel(/^Primary/).fill('#fff8e1');
    await saveSection(page, 'Appearance');
    await expectNoAxeViolations(page);

    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await signInThroughUi(studentPage, student);
    await studentPage.goto('/student/dashboard');
    const header = studentPage.locator('.lms-header');
    await expect(header.locator('.lms-header__brand')).toHaveText(siteName);
    await expect(studentPage).toHaveTitle(new RegExp(siteName));
    await expect(header).toHaveCSS('background-color', CREAM);
    await expectLogoShown(studentPage);

    // A signed-out visitor's landing page (drawn without React) has them too.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await expect(visitorPage.locator('.lms-header__brand')).toHaveText(siteName);
    await expect(visitorPage.locator('.lms-header')).toHaveCSS('background-color', CREAM);
    await expect(visitorPage).toHaveTitle(new RegExp(siteName));
    await expectLogoShown(visitorPage);
    await studentContext.close();
    await visitor.close();
  } finally {
    await page.goto('/admin/settings');
    await setSite(page, 'Learning Platform', '');
    await page
      .getByRole('region', { name: 'Appearance', exact: true })
      .getByRole('button', { name: 'Reset to the default colours' })
      .click();
    await saveSection(page, 'Appearance');
  }
});

test('unticking "Offer sign-in with Google" takes its button off the sign-in and sign-up pages', async ({
  page,
  browser,
}) => {
  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin/settings');
  const signIn = page.getByRole('region', { name: 'Sign-in', exact: true });
  const offerGoogle = signIn.getByRole('checkbox', { name: 'Offer sign-in with Google' });
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  try {
    await offerGoogle.uncheck();
    await saveSection(page, 'Sign-in');

    for (const path of ['/login', '/signup']) {
      await visitorPage.goto(path);
      // The offered providers arrive after the page: Microsoft's button shows, and no greyed Google one.
      await expect(visitorPage.getByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
      await expect(visitorPage.getByRole('button', { name: /Google/ })).toHaveCount(0);
    }
    await expectNoAxeViolations(visitorPage);
  } finally {
    await visitor.close();
    await page.goto('/admin/settings');
    await signIn.getByRole('checkbox', { name: 'Offer sign-in with Google' }).check();
    await saveSection(page, 'Sign-in');
  }
});
