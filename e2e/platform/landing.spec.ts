import { createAccountThroughApi } from '../harness/accounts';
import { loadedScripts, reactAppChunk } from '../harness/built-chunks';
import { DEMO_COURSE_TITLES } from '../harness/demo-catalogue';
import { expectSignedInAs, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

test('the landing page loads from the built server and lists the seeded demo courses', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
  const catalogue = page.getByRole('region', { name: 'Published courses' });
  for (const title of DEMO_COURSE_TITLES) {
    await expect(catalogue.getByRole('link', { name: title })).toBeVisible();
  }
  await expect(page).toHaveTitle('Home · Learning Platform');
});

test("a signed-out first visit gets the landing page without the React app; its links open the app, and a signed-in visit gets the app's landing page", async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'landing');
  const listings: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/fn/listCourses')) listings.push(sent.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: DEMO_COURSE_TITLES[0] })).toBeVisible();
  const reactApp = reactAppChunk('src/main-app.tsx');
  expect(await loadedScripts(page)).not.toContain(reactApp);
  // The server wrote the courses into the page, with the first card's picture (if it has one: other specs add
  // courses without) to fetch at once.
  expect(listings).toEqual([]);
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  const firstPicture = page.getByRole('article').first().locator('img');
  if ((await firstPicture.count()) === 1) {
    await expect(preload).toHaveAttribute('href', (await firstPicture.getAttribute('src'))!);
  } else {
    await expect(preload).toHaveCount(0);
  }

  // A course card asks a visitor to sign in first (the catalogue is for signed-in users), in the app.
  await page.getByRole('link', { name: DEMO_COURSE_TITLES[0] }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses%2F/);
  expect(await loadedScripts(page)).toContain(reactApp);
  await submitLoginForm(page, account);
  await expectSignedInAs(page, account.displayName);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE_TITLES[0] })).toBeVisible();

  // Signed in, the front page is the app's own: the header has the account menu and the student's pages.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
  await expectSignedInAs(page, account.displayName);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My courses' }),
  ).toBeVisible();
  expect(await loadedScripts(page)).toContain(reactApp);
});

test('the welcome invites a visitor to an account or to the courses below, the footer leads to help; signed in, to learning and to the pages about the platform', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'landing-welcome');
  await page.goto('/');
  // The page without React: the courses below, an account, help.
  await page.getByRole('link', { name: 'See the courses' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Published courses' })).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help and support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto('/login');
  await submitLoginForm(page, account);
  await expectSignedInAs(page, account.displayName);
  await page.goto('/');
  await page.getByRole('link', { name: 'Continue learning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How Learning Platform works' })).toBeVisible();
});

test("the site's text is drawn in its own typeface, Inter, whose Latin file is preloaded and fetched once, its licence beside it", async ({
  page,
  request,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('.woff2')) fontFiles.push(new URL(sent.url()).pathname);
  });
  const latinFetches: number[] = [];
  for (const [path, heading] of [
    ['/', 'Learn something new'],
    ['/login', 'Sign in'],
  ] as const) {
    fontFiles.length = 0;
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
      'href',
      /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
    );
    // The heading is drawn with Inter, and Inter's Latin face is the one loaded (its range as Chromium writes it).
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Inter Variable", "Inter Fallback"/,
    );
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded')
            .map((face) => `${face.style} ${face.unicodeRange.split(',')[0]}`);
        }),
      )
      .toContain('normal U+0-FF');
    latinFetches.push(fontFiles.filter((file) => /\/inter-latin-wght-normal-/.test(file)).length);
  }
  // Preloaded in the font's own CORS mode, so the preload is the request the text uses: never fetched twice by a
  // page (the second page may take it from the cache).
  expect(latinFetches[0]).toBe(1);
  expect(latinFetches[1]).toBeLessThanOrEqual(1);
  const licence = await request.get('/licenses/inter-OFL.txt');
  expect(licence.status()).toBe(200);
  expect(await licence.text()).toContain('SIL OPEN FONT LICENSE Version 1.1');
});
