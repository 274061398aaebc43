// Issue 8, embeddable action plans, in Chromium with third-party cookies blocked: the platform on 127.0.0.1, the
// embed demo (apps/embed-demo, a plain third-party page with its own back end and an API key) on localhost, so
// the framed step is a cross-site frame. A launch token signs the student in inside the frame; the popup sign-in
// works without one; a page on an origin that is not allowed gets no step, no session and no bridge; the frame
// is as tall as its content; and the step's address opened directly still needs a sign-in.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { createAccountThroughApi, type TestAccount } from '../harness/accounts';
import { callAs, callWithToken, idTokenOf } from '../harness/api';
import { loadedScripts, reactAppChunk } from '../harness/built-chunks';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN, e2eBaseUrl } from '../harness/e2e-environment';
import { embedDemoOrigin, startEmbedDemo, type RunningEmbedDemo } from '../harness/embed-demo';
import { signInThroughUi, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { WAIT_LIMIT_MS } from '../harness/limits';

const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

// playwright.config.ts's Chromium arguments, plus blocking third-party cookies (Chrome's phase-out mode).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--test-third-party-cookie-phaseout',
];
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } });
// One set-up (a course with a step, two demo servers) serves every test: run them in order in one worker.
test.describe.configure({ mode: 'default' });

const STEP_TITLE = 'Write your first budget';

interface Setup {
  api: APIRequestContext;
  adminToken: string;
  courseId: string;
  stepId: string;
  /** The demo page on an allowed origin, with an API key for it. */
  demo: RunningEmbedDemo;
  /** The same page on an origin nobody allowed. */
  outsider: RunningEmbedDemo;
}

let setup: Setup;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl() });
  const adminToken = await idTokenOf(api, E2E_ADMIN);
  const admin = <T>(name: string, data: object) => callWithToken<T>(api, adminToken, name, data);
  // A course of its own, so no other test's students meet this plan.
  const course = await admin<{ id: string }>('createCourse', {
    title: `Budgeting in practice ${randomBytes(3).toString('hex')}`,
  });
  const withModule = await admin<{ modules: { id: string }[] }>('addModule', {
    courseId: course.id,
    title: 'Start here',
  });
  await admin('addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'text',
    title: 'Why budget',
    content: { markdown: 'Money you can see is money you can plan.' },
  });
  await admin('publishCourse', { id: course.id });
  const plan = await admin<{ steps: { id: string }[] }>('createActionPlanStep', {
    courseId: course.id,
    title: STEP_TITLE,
    body: 'List **three** costs you pay every month.\n\n'.repeat(6),
    checklist: [{ text: 'List rent' }, { text: 'List food' }],
  });
  const stepId = plan.steps[0]!.id;

  const allowed = await embedDemoOrigin();
  const other = await embedDemoOrigin();
  await admin('addEmbedOrigin', { origin: allowed.origin });
  const { secret } = await admin<{ secret: string }>('createEmbedApiKey', {
    name: 'Embed demo',
    origins: [allowed.origin],
  });
  const demoOptions = { repositoryRoot, lmsUrl: e2eBaseUrl(), apiKey: secret, stepId };
  const demo = await startEmbedDemo({ ...demoOptions, port: allowed.port });
  const outsider = await startEmbedDemo({ ...demoOptions, port: other.port });
  setup = { api, adminToken, courseId: course.id, stepId, demo, outsider };
});

test.afterAll(async () => {
  await setup?.demo.stop();
  await setup?.outsider.stop();
  await setup?.api.dispose();
});

async function enrolledStudent(label: string): Promise<TestAccount> {
  const account = await createAccountThroughApi(setup.api, label);
  await callAs(setup.api, account, 'enrollInCourse', { courseId: setup.courseId });
  return account;
}

/** The framed step's frame once it has loaded our page. */
async function stepFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/action-plan/'))).toBe(true);
  return page.frames().find((frame) => frame.url().includes('/action-plan/'))!;
}

const framed = (page: Page) => page.frameLocator('#lms-step iframe');
const events = (page: Page) => page.locator('#events li');

test('a launch token signs the student in inside the frame; completing the step reaches the page and our site', async ({
  page,
}) => {
  const student = await enrolledStudent('embed-token');
  await page.goto(setup.demo.origin);
  await page.getByLabel(/Your e-mail at Partner School/).fill(student.email);
  await page.getByRole('button', { name: 'Sign in to Partner School' }).click();

  const step = framed(page);
  await expect(step.getByRole('heading', { level: 1, name: STEP_TITLE })).toBeVisible();
  await expect(events(page).filter({ hasText: `lms:ready ${setup.stepId}` })).toHaveCount(1);
  // Third-party cookies really are blocked for the frame: a cross-site cookie does not stick.
  const frame = await stepFrame(page);
  expect(
    await frame.evaluate(() => {
      document.cookie = 'lms_probe=1; SameSite=None; Secure; Path=/';
      return document.cookie.includes('lms_probe');
    }),
  ).toBe(false);
  // The framed step is drawn without React: the document never loads the React app it loads on our own site.
  expect(await loadedScripts(frame)).not.toContain(reactAppChunk('src/action-plan-app.tsx'));

  await step.getByRole('checkbox', { name: 'List rent' }).check();
  await expect(step.getByText('1 of 2 items ticked')).toBeVisible();
  await step.getByRole('button', { name: 'Mark as done' }).click();
  await expect(step.getByText('Step done. Well done!')).toBeVisible();
  await expect(events(page).filter({ hasText: `lms:step-completed ${setup.stepId}` })).toHaveCount(1);

  // On our own site, signed in as usual, the student's plan shows the step done.
  await signInThroughUi(page, student);
  await page.goto('/student/dashboard');
  const plans = page.getByRole('region', { name: 'Your action plans' });
  await expect(plans.getByText(/^1 of 1 step done/)).toBeVisible();
  await plans.getByRole('link', { name: /action plan of Budgeting in practice/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLE })).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Your action plan' });
  await expect(outline.getByText('Done', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // On our site the student works on the same state: a tick and opening the step again are saved, the plan beside
  // the step follows, and a reload shows both.
  await page.getByRole('checkbox', { name: 'List food' }).check();
  await expect(page.getByText('2 of 2 items ticked')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as not done' }).click();
  await expect(page.getByText('The step is open again.')).toBeVisible();
  await expect(outline.getByText('In progress', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'List food' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await expect(outline.getByText('0 of 1 step done')).toBeVisible();
});

test('the frame is exactly as tall as its content, with no scrollbar of its own', async ({ page }) => {
  const student = await enrolledStudent('embed-resize');
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(setup.demo.origin);
  await page.getByLabel(/Your e-mail at Partner School/).fill(student.email);
  await page.getByRole('button', { name: 'Sign in to Partner School' }).click();
  await expect(framed(page).getByRole('heading', { level: 1, name: STEP_TITLE })).toBeVisible();
  const frame = await stepFrame(page);
  const iframe = page.locator('#lms-step iframe');
  const fits = async () => {
    const content = await frame.evaluate(() =>
      Math.ceil(document.documentElement.getBoundingClientRect().height),
    );
    const box = await iframe.evaluate((element) => element.getBoundingClientRect().height);
    const scrolls = await frame.evaluate(
      () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
    );
    return { content, box, scrolls };
  };
  await expect
    .poll(async () => {
      const { content, box, scrolls } = await fits();
      return Math.abs(content - box) <= 1 && !scrolls && box !== 320;
    })
    .toBe(true);
  // A narrower page reflows the step (text wraps, the phone layout's spacing is tighter): the frame follows.
  const before = (await fits()).box;
  await page.setViewportSize({ width: 420, height: 700 });
  await expect.poll(async () => (await fits()).box).not.toBe(before);
  await expect
    .poll(async () => {
      const { content, box, scrolls } = await fits();
      return Math.abs(content - box) <= 1 && !scrolls;
    })
    .toBe(true);
});

test('without a launch token, “Sign in to continue” signs in through a first-party popup', async ({
  page,
}) => {
  const student = await enrolledStudent('embed-popup');
  await page.goto(setup.demo.origin);
  const step = framed(page);
  await expect(step.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(events(page).filter({ hasText: 'lms:ready' })).toHaveCount(1);

  const popupOpened = page.waitForEvent('popup');
  await step.getByRole('button', { name: 'Sign in to continue' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/login\?redirect=%2Faction-plan%2F/);
  await submitLoginForm(popup, student);
  await popup.waitForEvent('close');

  await expect(step.getByRole('heading', { level: 1, name: STEP_TITLE })).toBeVisible();
  await step.getByRole('button', { name: 'Mark as done' }).click();
  await expect(events(page).filter({ hasText: `lms:step-completed ${setup.stepId}` })).toHaveCount(1);
});

test('a page on an origin that is not allowed gets no step, no session and no bridge', async ({ page }) => {
  const frameAnswers: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/fn/exchangeLaunchToken')) frameAnswers.push(response.url());
  });
  await page.goto(setup.outsider.origin);
  // The embed script waits for the step in vain (the browser refused to frame it) and says so.
  await expect(events(page).filter({ hasText: 'lms:error' })).toHaveCount(1, { timeout: WAIT_LIMIT_MS });
  await expect(events(page).filter({ hasText: 'lms:ready' })).toHaveCount(0);
  expect(page.frames().some((frame) => frame.url().includes('/action-plan/'))).toBe(false);
  expect(frameAnswers).toEqual([]);
  await expect(framed(page).getByRole('heading')).toHaveCount(0);
});

test('the step’s address opened directly while signed out goes to /login: the exemption is for frames', async ({
  page,
}) => {
  await page.goto(`/action-plan/${setup.stepId}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Faction-plan%2F${setup.stepId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
});

test('an administrator allows a site, creates its key and authors a step in the browser', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLoginForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/courses/);
  const origin = `https://school-${randomBytes(3).toString('hex')}.example`;

  await page.goto('/admin/settings');
  const sites = page.getByRole('region', { name: 'Sites allowed to embed steps' });
  await sites.getByRole('textbox', { name: 'Site address' }).fill(`${origin}/`);
  await sites.getByRole('button', { name: 'Allow this site' }).click();
  await expect(sites.getByRole('code').filter({ hasText: origin })).toBeVisible();
  await page.getByRole('button', { name: 'Create an API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByRole('textbox', { name: /^Name/ }).fill('School portal');
  await create.getByRole('checkbox', { name: origin }).check();
  await create.getByRole('button', { name: 'Create the key' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'The key “School portal”' });
  const secret = await secretDialog.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(secret).toMatch(/^lmsk_/);
  await expectNoAxeViolations(page);
  await secretDialog.getByRole('button', { name: 'I have kept it' }).click();

  // The key works for its site's back end at once, and its use shows.
  const student = await enrolledStudent('embed-admin-key');
  const issued = await setup.api.post('/api/embed/launch-tokens', {
    headers: { authorization: `Bearer ${secret}` },
    data: { email: student.email, stepId: setup.stepId },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  await page.reload();
  const row = page.getByRole('row', { name: /School portal/ }).first();
  await expect(row.getByText('Never')).toHaveCount(0);
  await row.getByRole('button', { name: /^Revoke School portal/ }).click();
  await page
    .getByRole('dialog', { name: 'Revoke “School portal”?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(row.getByText(/^Revoked/)).toBeVisible();

  await page.goto(`/admin/courses?edit=${setup.courseId}`);
  const plan = page.getByRole('region', { name: 'Action plan' });
  await plan.getByRole('button', { name: 'Add a step' }).click();
  const dialog = page.getByRole('dialog', { name: 'New step' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Review your budget');
  await dialog.getByRole('button', { name: 'Add an item' }).click();
  await dialog.getByRole('textbox', { name: 'Item 1' }).fill('Compare with last month');
  await dialog.getByRole('button', { name: 'Add the step' }).click();
  await expect(plan.getByRole('button', { name: 'Edit Review your budget' })).toBeVisible();
  await expectNoAxeViolations(page);
});
