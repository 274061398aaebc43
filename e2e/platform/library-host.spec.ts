// Issue 24, part 4: the React library in another team's app on another origin, without a proxy. The library demo
// (apps/library-demo, built from the workspace packages' published exports) runs on localhost, the platform on
// 127.0.0.1: the catalogue's pictures come from the platform's site, every API call crosses origins (CORS for
// LMS_LIBRARY_ORIGINS), and a student signs in (tokens in headers, no cookies) and opens a course.
// Issue 31, part 1: flows that leave the page come back to the demo app, not the platform's site: a paid checkout
// through the sandbox page returns to the app signed in, and a mailed sign-in link opens the app.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import type { RunningDemo } from '../harness/demo-process';
import { createAccountThroughApi } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { e2eBaseUrl, e2eLibraryDemoOrigin } from '../harness/e2e-environment';
import { libraryDemoPage, startLibraryDemo } from '../harness/library-demo';
import { linkInMail, waitForMail } from '../harness/outbox';
import { expectSignedInAs, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TITLE = 'Python for Absolute Beginners';
/** EUR 39.00 in the demo catalogue. */
const PAID = { slug: 'photography-light-and-composition', title: 'Photography: Light and Composition' };

/** An address of the library inside the demo app, which mounts it under /learn. */
const appUrl = (path: string): string => libraryDemoPage(demo.origin, path);

let demo: RunningDemo;

// One demo app on the origin the server lists: this file's tests run one after another in one worker, so no
// second worker starts another copy on that port, or stops it while a test still uses it.
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
  await page.goto(appUrl('/'));
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expectLoadedFromPlatform(card.locator('img'));
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(appUrl('/login'));
  await submitLoginForm(page, account);
  await expectSignedInAs(page, account.displayName);
  // The session lives in the host page's storage, its tokens sent in headers: the platform set no cookie.
  expect(await page.context().cookies(e2eBaseUrl())).toEqual([]);

  await page.goto(appUrl('/courses'));
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expectLoadedFromPlatform(page.locator('.lms-course-detail__image'));
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What a program is' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(demo.origin);
  expect(crossOriginApiCalls.length).toBeGreaterThan(0);
});

test('a paid course bought through the sandbox page brings the student back to the app, signed in, course open', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccountThroughApi(request, 'library-buyer');
  await page.goto(appUrl('/login'));
  await submitLoginForm(page, account);
  await expectSignedInAs(page, account.displayName);

  await page.goto(appUrl(`/courses/${PAID.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: PAID.title })).toBeVisible();
  await page.getByRole('link', { name: 'Buy for €39.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay €39.00' }).click();

  // The payment page is the platform's (the sandbox provider's), on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${e2eBaseUrl()}/payments/sandbox/[^/]+$`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay €39.00' }).click();

  // Back in the app that sent the student, with the session it kept in its own storage.
  await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === appUrl('/payment/success'));
  expect(new URL(page.url()).searchParams.get('order')).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expectSignedInAs(page, account.displayName);
  await page.getByRole('link', { name: 'Start the course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAID.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The exposure triangle' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(demo.origin);
  await expectNoAxeViolations(page);
});

test('a sign-in link asked for in the app is mailed pointing at the app, and signs the student in there', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'library-email-link');
  await page.goto(appUrl('/email-link'));
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();

  const mail = await waitForMail(account.email, /^Your sign-in link$/);
  const link = linkInMail(mail, appUrl('/email-link'));
  await page.goto(link);
  await expectSignedInAs(page, account.displayName);
  expect(new URL(page.url()).origin).toBe(demo.origin);
});

test('a video lesson plays from the platform’s site in the app, with its captions showing', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'library-video');
  await page.goto(appUrl('/login'));
  await submitLoginForm(page, account);
  await expectSignedInAs(page, account.displayName);
  await page.goto(appUrl('/courses'));
  await page.getByRole('link', { name: TITLE }).click();
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  // Reading the first lesson completes it, which opens the next one.
  await expect(page.getByRole('heading', { level: 2, name: 'What a program is' })).toBeVisible();
  await page.getByRole('link', { name: 'Next: Video: running your first script' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Video: running your first script' }),
  ).toBeVisible();

  const video = page.locator('video');
  // Asked for with CORS, so the captions on the platform's site may load into a page on the app's origin.
  await expect(video).toHaveAttribute('crossorigin', 'anonymous');
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
    new RegExp(`^${e2eBaseUrl()}/`),
  );
  // The captions track is shown and holds the file's cues (0 when the browser refuses it across origins).
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => {
        const track = element.textTracks[0];
        return track?.mode === 'showing' ? (track.cues?.length ?? 0) : 0;
      }),
    )
    .toBeGreaterThan(0);
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (element.currentTime < 1) return;
        element.removeEventListener('timeupdate', check);
        resolve();
      };
      element.addEventListener('timeupdate', check);
    });
    element.pause();
    // A cue shows at this moment: the first one of the file starts at 0.
    return { time: element.currentTime, activeCues: element.textTracks[0]?.activeCues?.length ?? 0 };
  });
  expect(played.time).toBeGreaterThanOrEqual(1);
  expect(played.activeCues).toBeGreaterThan(0);
  expect(new URL(page.url()).origin).toBe(demo.origin);
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
