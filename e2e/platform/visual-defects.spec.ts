// Issue 24's visual defects, each measured in the browser where it showed: buttons beside their inputs, the phone
// header's menu, the keyboard tip on touch screens, the notification over the pressed button, the admin sidebar's
// background, the course cards' placeholder and prices, the action-plan checkbox colour, and the chosen dark theme.
import type { Locator, Page } from '@playwright/test';
import { callAs } from '../harness/api';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { notification } from '../harness/notifications';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { pageAs, prepareRouteWalk, type RouteWalk } from './route-walk';
import { WAIT_LIMIT_MS } from '../harness/limits';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

let walk: RouteWalk | undefined;
test.beforeAll(async ({ request }) => {
  walk = await prepareRouteWalk(request, 'defects');
});

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${String(locator)} has a box`).not.toBeNull();
  return found!;
}

/** Whether two boxes share some area (touching edges do not count). */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectBottomsAligned(input: Locator, button: Locator): Promise<void> {
  const [field, action] = [await box(input), await box(button)];
  expect(Math.abs(field.y + field.height - (action.y + action.height))).toBeLessThanOrEqual(1);
}

test('a button beside its input sits on the same line: Search, Add module', async ({ browser }) => {
  const page = await pageAs(browser, 'admin', walk!.student, { viewport: LAPTOP });
  await page.goto('/admin/courses');
  await expectBottomsAligned(
    page.getByLabel('Search by title, slug or summary'),
    page.getByRole('button', { name: 'Search', exact: true }),
  );
  await page.goto(`/admin/courses?edit=${walk!.courseId}`);
  await expectBottomsAligned(
    page.getByLabel('New module title', { exact: true }),
    page.getByRole('button', { name: 'Add module' }),
  );
});

test('at 390 px the header folds its links behind an accessible Menu button; at 1366 px they show', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'student', walk!.student, { viewport: PHONE });
  await page.goto('/student/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  const header = await box(page.getByRole('banner'));
  expect(header.height, 'one row, not wrapped links').toBeLessThan(72);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'My courses' }).click();
  await expect(page).toHaveURL(/\/student\/courses$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize(LAPTOP);
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('the "Alt+Left arrow" tip shows with a mouse, not on a touch screen', async ({ browser }) => {
  const tip = /Tip: press Alt\+Left arrow/;
  const viewer = `/student/courses/${walk!.courseId}/view`;
  const phone = await pageAs(browser, 'student', walk!.student, {
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  await phone.goto(viewer);
  await expect(phone.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(phone.getByText(tip)).toBeHidden();
  const laptop = await pageAs(browser, 'student', walk!.student, { viewport: LAPTOP });
  await laptop.goto(viewer);
  await expect(laptop.getByText(tip)).toBeVisible();
});

test('at 390 px the course viewer puts its outline in a drawer behind a button', async ({ browser }) => {
  const page = await pageAs(browser, 'student', walk!.student, { viewport: PHONE });
  await page.goto(`/student/courses/${walk!.courseId}/view`);
  const outline = page.getByRole('navigation', { name: 'Course outline' });
  await expect(outline).toBeHidden();
  await page.getByRole('button', { name: 'Course outline' }).click();
  await expect(outline).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(outline).toBeHidden();
});

test('the notification never covers the button just pressed: Unpublish in the courses table', async ({
  browser,
  request,
}) => {
  const title = `Toast target ${Date.now()}`;
  const course = await callAs<{ id: string }>(request, E2E_ADMIN, 'createCourse', { title });
  const withModule = await callAs<{ modules: { id: string }[] }>(request, E2E_ADMIN, 'addModule', {
    courseId: course.id,
    title: 'Start',
  });
  await callAs(request, E2E_ADMIN, 'addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'text',
    title: 'Only',
    content: { markdown: 'Hi.' },
  });
  await callAs(request, E2E_ADMIN, 'publishCourse', { id: course.id });
  const page = await pageAs(browser, 'admin', walk!.student, { viewport: LAPTOP });
  await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
  const more = page.getByRole('button', { name: `More actions ${title}` });
  await more.click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  const toast = notification(page, `“${title}” is a draft again.`);
  await expect(toast).toBeVisible();
  const [covered, note] = [await box(more), await box(toast)];
  expect(overlaps(note, covered), 'the notification lies over the pressed button').toBe(false);
});

test('the notification never covers the button that opened the dialog: New coupon', async ({ browser }) => {
  const page = await pageAs(browser, 'admin', walk!.student, { viewport: LAPTOP });
  await page.goto('/admin/coupons');
  const opener = page.getByRole('button', { name: 'New coupon' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  const code = `LAYOUT${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('10');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toBeHidden();
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .first();
  await expect(toast).toBeVisible();
  const [covered, note] = [await box(opener), await box(toast)];
  expect(overlaps(note, covered), 'the notification lies over New coupon').toBe(false);
});

test('the admin sidebar background reaches the bottom of the window on a short page', async ({ browser }) => {
  const page = await pageAs(browser, 'admin', walk!.student, { viewport: LAPTOP });
  await page.goto('/admin/test');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  const sidebar = await box(page.getByRole('navigation', { name: 'Administration' }));
  expect(sidebar.y + sidebar.height).toBeGreaterThanOrEqual(LAPTOP.height - 1);
});

/** The cards of the catalogue's first row, with their price's bottom edge. */
async function firstRowPrices(page: Page) {
  const cards = page.locator('.lms-course-card');
  await expect(cards.first()).toBeVisible();
  const rows = await cards.evaluateAll((elements) =>
    elements.map((card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      priceBottom: card.querySelector('.lms-course-card__price')!.getBoundingClientRect().bottom,
      titleTop: card.querySelector('.lms-course-card__title')!.getBoundingClientRect().top,
    })),
  );
  return rows.filter((card) => card.top === rows[0]!.top);
}

test('course cards line up: a course without a picture gets a placeholder, prices sit on one line', async ({
  browser,
  request,
}) => {
  // The newest course comes first, so the row holds this course (no picture) beside the demo's (with pictures).
  const title = `No picture ${Date.now()}`;
  const course = await callAs<{ id: string }>(request, E2E_ADMIN, 'createCourse', {
    title,
    summary: 'A summary long enough to wrap over several lines of a card, unlike the others beside it here.',
  });
  const withModule = await callAs<{ modules: { id: string }[] }>(request, E2E_ADMIN, 'addModule', {
    courseId: course.id,
    title: 'Start',
  });
  await callAs(request, E2E_ADMIN, 'addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'text',
    title: 'Only',
    content: { markdown: 'Hi.' },
  });
  await callAs(request, E2E_ADMIN, 'publishCourse', { id: course.id });
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const row = await firstRowPrices(page);
  expect(row.length).toBeGreaterThan(1);
  for (const card of row) {
    expect(Math.abs(card.titleTop - row[0]!.titleTop), 'titles start level').toBeLessThanOrEqual(1);
    expect(Math.abs(card.priceBottom - row[0]!.priceBottom), 'prices on one line').toBeLessThanOrEqual(1);
  }
});

test('the action-plan checkbox takes the theme colour, not the browser blue', async ({ browser }) => {
  const page = await pageAs(browser, 'student', walk!.student, { viewport: LAPTOP });
  await page.goto(`/action-plan/${walk!.stepId}`);
  const checkbox = page.getByRole('checkbox', { name: 'Done it' });
  await expect(checkbox).toBeVisible({ timeout: WAIT_LIMIT_MS });
  expect(await checkbox.evaluate((element) => getComputedStyle(element).accentColor)).toBe(
    'rgb(0, 121, 107)',
  );
});

test('the dark theme chosen in the profile applies at once and stays after a reload', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: LAPTOP, colorScheme: 'light' })).newPage();
  await signInThroughUi(page, walk!.student);
  await page.goto('/profile');
  const background = () =>
    page
      .locator('.lms-root')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect.poll(background).toBe('rgb(18, 18, 18)');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await background()).toBe('rgb(18, 18, 18)');
  await page.getByRole('radio', { name: 'Same as this device' }).check();
  await expect.poll(background).toBe('rgb(255, 255, 255)');
});

test('the quiz editor draws one card per question, and a long question stays inside it', async ({
  browser,
  request,
}) => {
  const course = await callAs<{ id: string }>(request, E2E_ADMIN, 'createCourse', {
    title: `Quiz layout ${Date.now()}`,
  });
  const withModule = await callAs<{ modules: { id: string }[] }>(request, E2E_ADMIN, 'addModule', {
    courseId: course.id,
    title: 'Start',
  });
  const prompt = `Which of these is right about ${'supercalifragilisticexpialidocious'.repeat(3)} and its long words?`;
  await callAs(request, E2E_ADMIN, 'addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'quiz',
    title: 'Check',
    content: {
      passMark: 60,
      questions: [
        {
          id: 'q1',
          prompt,
          kind: 'single',
          options: [
            { id: 'a', text: 'This one' },
            { id: 'b', text: 'That one' },
          ],
          correctOptionIds: ['a'],
        },
      ],
    },
  });
  const page = await pageAs(browser, 'admin', walk!.student, { viewport: PHONE });
  await page.goto(`/admin/courses?edit=${course.id}`);
  await page.getByRole('button', { name: 'Edit Check' }).click();
  const question = page.locator('.lms-quiz-question').first();
  await expect(question).toBeVisible();
  const { outerBorders, overflowing } = await question.evaluate((card) => {
    const right = card.getBoundingClientRect().right;
    const borders = (element: Element | null) =>
      element ? parseFloat(getComputedStyle(element).borderTopWidth) : 0;
    return {
      outerBorders:
        borders(card.closest('.lms-quiz-fields')) +
        borders(card.querySelector('.lms-quiz-question__answers')),
      overflowing: [...card.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > right + 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    };
  });
  expect(outerBorders, 'the group around the questions and the answers draw no border of their own').toBe(0);
  expect(overflowing, 'parts of the question outside its card').toEqual([]);
});
