// Issue 33: the Firebase deployment in Chromium — the Firebase build on the Hosting emulator, Firebase Auth on its
// emulator, every operation a callable on the Functions emulator over PostgreSQL. A student signs up, signs in again
// with "Remember me", enrols in a free course and sees its progress on the dashboard; an administrator's page is
// refused. One stack for the file (a worker fixture), its tests in order: they follow one student.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newTestAccount } from '../harness/accounts';
import { startFirebaseStack, type FirebaseStack } from '../harness/firebase-stack';
import { expectSignedInAs, expectSignedOut, signInThroughUi, signOutThroughUi } from '../harness/session-ui';
import { expect, test as e2eTest } from '../harness/test';

const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Starting the emulators and loading the functions takes minutes on a busy machine: a limit against a hang. */
const STACK_START_LIMIT_MS = 600_000;
const TITLE = 'Python for Absolute Beginners';

const test = e2eTest.extend<object, { firebaseStack: FirebaseStack }>({
  firebaseStack: [
    // Playwright reads a fixture's dependencies from the destructured first argument, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stack = await startFirebaseStack(repositoryRoot);
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: STACK_START_LIMIT_MS },
  ],
  baseURL: async ({ firebaseStack }, use) => use(firebaseStack.baseUrl),
});

test.describe.configure({ mode: 'serial' });

const student = newTestAccount('firebase');

test('a student signs up, and after signing out signs in with "Remember me" that outlasts a reload', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Your name').fill(student.displayName);
  await page.getByLabel('Email address').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectSignedInAs(page, student.displayName);

  await signOutThroughUi(page);
  await expectSignedOut(page);
  await signInThroughUi(page, student, { remember: true });
  await page.reload();
  await expectSignedInAs(page, student.displayName);
});

test('the student enrols in a free course, and its progress shows on the dashboard', async ({ page }) => {
  await signInThroughUi(page, student);
  await page.goto('/courses');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  // The viewer opens on the first lesson; reading it completes it.
  await expect(page.getByRole('heading', { level: 2, name: 'What a program is' })).toBeVisible();
  await expect(page.getByText(/^1 of 9 lessons completed/)).toBeVisible();

  await page.goto('/student/dashboard');
  const bar = page.getByRole('progressbar', { name: `Progress in ${TITLE}` });
  await expect(bar).toHaveAttribute('value', '11');
});

test("an administrator's page is refused to the student", async ({ page, baseURL }) => {
  await signInThroughUi(page, student);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(`${baseURL}/student/courses`);
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
});

test("Hosting serves the site's icon and the font's licence, and hands the public documents, the sandbox checkout and the webhooks to their functions", async ({
  request,
}) => {
  // The site's icon, which every document links: the icon itself, not the app's page Hosting rewrites others to.
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const oldIconAddress = await request.get('/favicon.ico');
  expect(oldIconAddress.url()).toMatch(/\/favicon\.svg$/);
  expect(oldIconAddress.headers()['content-type']).toContain('image/svg+xml');
  // The typeface's licence, which travels with the font (the build writes it beside the pages).
  const licence = await request.get('/licenses/inter-OFL.txt');
  expect(licence.status()).toBe(200);
  expect(await licence.text()).toContain('SIL OPEN FONT LICENSE Version 1.1');

  // The Open Badges issuer profile, a public JSON-LD document any verifier reads.
  const issuer = await request.get('/ob/issuer');
  expect(issuer.status()).toBe(200);
  expect(issuer.headers()['content-type']).toContain('application/ld+json');
  expect(issuer.headers()['access-control-allow-origin']).toBe('*');
  expect(((await issuer.json()) as { type?: unknown }).type).toContain('Profile');

  // The sandbox checkout page of an order that does not exist: the function's own page, not the app's.
  const checkout = await request.get('/payments/sandbox/no-such-order');
  expect(checkout.status()).toBe(404);
  expect(await checkout.text()).toContain('Checkout not found');

  // Stripe is not set up in this project, so its webhook refuses; the survey webhook refuses an unsigned notice.
  const stripe = await request.post('/api/payments/stripe/webhook', { data: '{}' });
  expect(stripe.status()).toBe(404);
  expect(((await stripe.json()) as { error: { status: string } }).error.status).toBe('NOT_FOUND');
  const survey = await request.post('/api/surveys/webhook/no-such-survey', { data: '{}' });
  expect(survey.status()).toBeGreaterThanOrEqual(400);
  expect(survey.status()).toBeLessThan(500);
  expect(((await survey.json()) as { error?: unknown }).error).toBeDefined();
});
