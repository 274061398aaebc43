// Issue 24, part 4: the React library in another team's app on another origin, without a proxy. The library demo
// (apps/library-demo, built from the workspace packages' published exports) runs on localhost, the platform on
// 127.0.0.1: the catalogue's pictures come from the platform's site, every API call crosses origins (CORS for
// LMS_LIBRARY_ORIGINS), and a student signs in (tokens in headers, no cookies) and opens a course.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import type { RunningDemo } from '../harness/demo-process';
import { createAccountThroughApi } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { e2eBaseUrl, e2eLibraryDemoOrigin } from '../harness/e2e-environment';
import { libraryDemoPage, startLibraryDemo } from '../harness/library-demo';
import { expectSignedInAs, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TITLE = 'Python for Absolute Beginners';

let demo: RunningDemo;

// One demo server on the origin the platform allows: the file's tests share it, in order, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  demo = await startLibraryDemo({ repositoryRoot, origin: e2eLibraryDemoOrigin(), lmsUrl: e2eBaseUrl() });
});
test.afterAll(() => demo?.stop());

/** A picture that really loaded (a broken one has no natural width), and from the platform's site. */
async function expectLoadedFromPlatform(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    new RegExp(`^${e2eBaseUrl()}/`),
  );
}

test('another origin mounts the library: the catalogue with its pictures, a sign-in, a course opened', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'library-host');
  const crossOriginApiCalls: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.url().startsWith(`${e2eBaseUrl()}/api/`)) crossOriginApiCalls.push(finished.url());
  });

  // The landing page lists the catalogue to a signed-out visitor.
  await page.goto(libraryDemoPage(demo.origin, '/'));
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expectLoadedFromPlatform(card.locator('img'));
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(libraryDemoPage(demo.origin, '/login'));
  await submitLoginForm(page, account);
  await expectSignedInAs(page, account.displayName);
  // The session lives in the host page's storage, its tokens sent in headers: the platform set no cookie.
  expect(await page.context().cookies(e2eBaseUrl())).toEqual([]);

  await page.goto(libraryDemoPage(demo.origin, '/courses'));
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expectLoadedFromPlatform(page.locator('.lms-course-detail__image'));
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What a program is' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(demo.origin);
  expect(crossOriginApiCalls.length).toBeGreaterThan(0);
});

test("the partner's own router and store beside the library: its page and nav, and a guarded page under /learn", async ({
  page,
}) => {
  await page.goto(`${demo.origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Partner School' })).toBeVisible();
  await page.getByRole('button', { name: 'Say thanks' }).click();
  const partnerNav = page.getByRole('navigation', { name: 'Partner School' });
  await expect(page.getByText('Thanks sent: 1')).toBeVisible();

  // The partner's nav opens the library in the same page: the catalogue, and the partner's store kept.
  await partnerNav.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(libraryDemoPage(demo.origin, '/'));
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
  await expect(page.getByText('Thanks sent: 1')).toBeVisible();

  // A student page, signed out: the library's guard sends the visitor to its login, under the mount path.
  await page.goto(libraryDemoPage(demo.origin, '/student/dashboard'));
  await expect(page).toHaveURL(libraryDemoPage(demo.origin, '/login?redirect=%2Fstudent%2Fdashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // And back to the partner's own page through its nav.
  await partnerNav.getByRole('link', { name: 'Partner home' }).click();
  await expect(page).toHaveURL(`${demo.origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Partner School' })).toBeVisible();
});
