// The student's purchases page (/student/orders, a route added beyond the spec's table), against the real server and
// its sandbox provider: a student buys a course with the test card, opens Purchases from the account menu, finds
// the paid order there (amount, date, status) and opens its receipt. axe checks the page, wide and narrow.
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { accountMenu, signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** USD 19.00, not bought in any other spec. */
const COURSE = {
  slug: 'personal-finance-essentials',
  title: 'Personal Finance Essentials',
  price: '$19.00',
};
const PAYING_CARD = '4242 4242 4242 4242';

/** Buys the course through the sandbox page; answers the order id the success page was opened with. */
async function buyThroughSandbox(page: Page): Promise<string> {
  await page.goto(`/courses/${COURSE.slug}`);
  await page.getByRole('link', { name: `Buy for ${COURSE.price}` }).click();
  await page.getByRole('button', { name: `Pay ${COURSE.price}` }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await page.getByLabel('Card number').fill(PAYING_CARD);
  await page.getByLabel('Expiry date').fill('12/40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: `Pay ${COURSE.price}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(orderId).not.toBe('');
  return orderId;
}

test('a student who bought a course finds the paid order under Purchases and opens its receipt', async ({
  page,
  request,
}) => {
  test.slow();
  const student = await createAccountThroughApi(request, 'purchases-buyer');
  await signInThroughUi(page, student);
  const orderId = await buyThroughSandbox(page);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Purchases' }).click();
  await expect(page).toHaveURL(/\/student\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  await expect(page).toHaveTitle(/^Your purchases/);
  const orders = page.getByRole('list', { name: 'Your orders' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  const order = orders
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: COURSE.title }) });
  await expect(order.getByRole('link', { name: COURSE.title, exact: true })).toHaveAttribute(
    'href',
    /\/courses\//,
  );
  await expect(order.getByText(COURSE.price, { exact: true })).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  await expect(order.locator('time')).toHaveText(today);
  await expectNoAxeViolations(page);

  // A phone: the order's facts and its receipt link stack, still without an axe violation.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(order.getByRole('link', { name: `View receipt for ${COURSE.title}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await order.getByRole('link', { name: `View receipt for ${COURSE.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByText(orderId)).toBeVisible();
  await expect(receipt.getByText('Test payment (sandbox, no money moved)')).toBeVisible();
});
