// Issue 30 part 8, what a new user met on a phone and on every page, measured in the browser: the admin tables'
// cards name every figure (coupons, orders, audit log, issued certificates, a user's records), the signed-out
// header keeps the site's whole name and one line per button, the new-coupon dialog's dates stay inside it, and no
// page asks for a missing icon.
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs, idTokenOf } from '../harness/api';
import { completeCourse } from '../harness/course-completion';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { WAIT_LIMIT_MS } from '../harness/limits';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** The visible data cells of the page's admin tables whose card shows no column name before them. */
async function unnamedCells(page: Page): Promise<string[]> {
  return page.locator('table.lms-admin-table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const header = (table as HTMLTableElement).tHead?.rows[0];
      const unlabelled = new Set(
        [...(header?.cells ?? [])].flatMap((cell, index) =>
          cell.hasAttribute('data-unlabelled') ? [index] : [],
        ),
      );
      return [...(table as HTMLTableElement).tBodies].flatMap((body) =>
        [...body.rows].flatMap((row) =>
          [...row.cells]
            .filter((cell, index) => cell.tagName === 'TD' && !unlabelled.has(index))
            .filter((cell) => cell.getBoundingClientRect().height > 0)
            .filter((cell) => {
              const before = getComputedStyle(cell, '::before').content;
              return before === 'none' || before === 'normal' || before.replace(/["':\s]/g, '') === '';
            })
            .map(
              (cell) => `${table.querySelector('caption')?.textContent ?? 'a table'}: "${cell.textContent}"`,
            ),
        ),
      );
    }),
  );
}

test('on a phone, every figure of the admin tables says what it counts', async ({ browser, request }) => {
  const code = `PHONE${Date.now().toString(36).toUpperCase()}`;
  await callAs(request, E2E_ADMIN, 'createCoupon', {
    code,
    kind: 'percent',
    percentOff: 15,
    maxRedemptions: 5,
  });
  const student = await createAccountThroughApi(request, 'phone-tables');
  // A certificate (the demo course with the demo template) and an order waiting for its payment.
  await completeCourse(request, student, 'project-management-fundamentals');
  await callAs(request, student, 'startCheckout', { courseId: 'web-accessibility-in-practice' });
  const uid = JSON.parse(
    Buffer.from((await idTokenOf(request, student)).split('.')[1]!, 'base64url').toString(),
  ).sub as string;

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  const pages = [
    { path: `/admin/coupons?q=${code}`, shows: code },
    { path: '/admin/orders', shows: student.email },
    { path: '/admin/audit-log', shows: E2E_ADMIN.email },
    { path: '/admin/certificates', shows: student.displayName },
    { path: `/admin/users?user=${uid}`, shows: 'Project Management Fundamentals' },
  ];
  for (const { path, shows } of pages) {
    await page.goto(path);
    await expect(page.locator('table.lms-admin-table').getByText(shows).first()).toBeVisible({
      timeout: WAIT_LIMIT_MS,
    });
    expect(await unnamedCells(page), path).toEqual([]);
  }
  await page.context().close();
});

test('at 390 px the signed-out header shows the whole site name and Sign in / Sign up on one line each', async ({
  browser,
}) => {
  for (const path of ['/', '/login']) {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(path);
    const brand = page.getByRole('banner').getByRole('link', { name: /home/i });
    await expect(brand).toBeVisible();
    const cut = await brand.evaluate((link) => link.scrollWidth > link.clientWidth + 1);
    expect(cut, `${path}: the site's name is cut`).toBe(false);
    for (const name of ['Sign in', 'Sign up']) {
      const button = page.getByRole('banner').getByRole('link', { name, exact: true });
      const lines = await button.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${path}: ${name} on one line`).toBe(1);
    }
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.window);
    await page.context().close();
  }
});

test("the new-coupon dialog's fields stay inside it, at 390 px and 1366 px", async ({ browser }) => {
  for (const viewport of [PHONE, LAPTOP]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'New coupon' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await expect(dialog.getByLabel('Valid until')).toBeVisible();
    const spilling = await dialog.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('input, select, textarea')]
        .filter((field) => {
          const own = field.getBoundingClientRect();
          return own.width > 0 && (own.left < box.left - 0.5 || own.right > box.right + 0.5);
        })
        .map((field) => field.getAttribute('type') ?? field.tagName);
    });
    expect(spilling, `fields past the dialog's edge at ${viewport.width} px`).toEqual([]);
    await page.context().close();
  }
});

test('no page asks for a missing icon: the site icon is served and linked', async ({ browser, request }) => {
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 404) problems.push(`404 ${response.url()}`);
  });
  for (const path of ['/', '/courses', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  }
  // Chromium asks for the linked icon itself; give it the time a visit takes.
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  expect(problems).toEqual([]);
  await page.context().close();
});
