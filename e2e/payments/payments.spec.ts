// Issue 7, payments and coupons, against the real server and its sandbox provider: a student buys a paid demo
// course with a percent coupon through the test-mode checkout page and starts it; a declined card says so and
// enrols nobody; an admin creates, edits and deactivates a coupon, and a deactivated or expired coupon is refused
// on the payment page with its reason. axe checks every new screen.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccountThroughApi, type TestAccount } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi, signOutThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** EUR 39.00, lessons locked in order. */
const PHOTOGRAPHY = {
  slug: 'photography-light-and-composition',
  title: 'Photography: Light and Composition',
};
/** USD 49.00. */
const ACCESSIBILITY = { slug: 'web-accessibility-in-practice', title: 'Web Accessibility in Practice' };

const PAYING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A code no other test (or earlier run on a kept data directory) uses. */
function uniqueCode(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** From the course page, as a student finds it: the Buy button leads to the payment page. */
async function openPaymentPage(page: Page, course: { slug: string; title: string }, price: string) {
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await page.getByRole('link', { name: `Buy for ${price}` }).click();
  await expect(page).toHaveURL(/\/payment\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${price}` })).toBeEnabled();
}

async function payOnSandboxPage(page: Page, card: string, total: string) {
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12/40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}

async function myEnrolledCourses(request: APIRequestContext, account: TestAccount): Promise<string[]> {
  const enrolments = await callAs<Array<{ course_id: string }>>(request, account, 'listMyEnrollments', {});
  return enrolments.map((enrolment) => enrolment.course_id);
}

test('a student buys a paid course with a percent coupon through the sandbox and starts it', async ({
  page,
  request,
}) => {
  test.slow();
  const code = uniqueCode('E2E20');
  await callAs(request, E2E_ADMIN, 'createCoupon', {
    code,
    kind: 'percent',
    percentOff: 20,
  });
  const student = await createAccountThroughApi(request, 'payments-buyer');
  await signInThroughUi(page, student);

  await openPaymentPage(page, PHOTOGRAPHY, '€39.00');
  await expectNoAxeViolations(page);
  // Checked as the student types (lower case is fine), without pressing Apply.
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await expect(page.getByText(`Coupon ${code} applied: 20% off.`, { exact: true })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Your order' });
  await expect(summary.getByText('−€7.80')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pay €31.20' }).click();
  await payOnSandboxPage(page, PAYING_CARD, '€31.20');

  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(receipt.getByText('€31.20')).toBeVisible();
  await expect(receipt.getByText('Test payment (sandbox, no money moved)')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Start the course' }).click();
  await expect(page).toHaveURL(/\/student\/courses\/[^/]+\/view/);
  await expect(page.getByRole('heading', { level: 1, name: PHOTOGRAPHY.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The exposure triangle' })).toBeVisible();
  expect(await myEnrolledCourses(request, student)).toHaveLength(1);
});

test('a declined card shows a clear message and enrols nobody', async ({ page, request }) => {
  test.slow();
  const student = await createAccountThroughApi(request, 'payments-declined');
  await signInThroughUi(page, student);
  await openPaymentPage(page, ACCESSIBILITY, '$49.00');
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
  await payOnSandboxPage(page, DECLINED_CARD, '$49.00');
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

  await expect(page.getByRole('heading', { level: 1, name: 'Payment declined' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your card was declined. No money was taken.');
  await page.getByRole('link', { name: 'Back to the payment page' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your payment did not go through, and no money was taken.',
  );
  await expect(page.getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.goto(`/payment/success?order=${encodeURIComponent(orderId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start the course' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await myEnrolledCourses(request, student)).toEqual([]);
});

test('an admin creates, edits and deactivates a coupon; deactivated and expired coupons are refused with the reason', async ({
  page,
  request,
}) => {
  test.slow();
  const code = uniqueCode('E2E-ADMIN');
  const expiredCode = uniqueCode('E2E-OLD');
  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New coupon' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('15');
  await dialog.getByRole('textbox', { name: 'Maximum uses per student' }).fill('1');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`^${code}\\b`) });
  await expect(row.getByText('15% off')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await page.getByRole('button', { name: `Edit ${code}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit coupon ${code}` });
  await expect(dialog.getByRole('textbox', { name: 'Percentage off' })).toHaveValue('15');
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('25');
  await dialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('25% off')).toBeVisible();

  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  dialog = page.getByRole('dialog', { name: `Deactivate ${code}?` });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Inactive')).toBeVisible();

  // A coupon whose dates are over.
  await page.getByRole('button', { name: 'New coupon' }).first().click();
  dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(expiredCode);
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('10');
  await dialog.getByLabel('Valid from').fill('2020-01-01T00:00');
  await dialog.getByLabel('Valid until').fill('2020-02-01T00:00');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(`^${expiredCode}\\b`) }).getByText('Expired'),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\?q=/);
  await expect(page.getByText('1 coupon', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await signOutThroughUi(page);

  const student = await createAccountThroughApi(request, 'payments-refused');
  await signInThroughUi(page, student);
  await openPaymentPage(page, PHOTOGRAPHY, '€39.00');
  const field = page.getByRole('textbox', { name: 'Coupon code' });
  await field.fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon is no longer active.', { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(expiredCode);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon has expired.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €39.00' })).toBeEnabled();
  await expectNoAxeViolations(page);
});
