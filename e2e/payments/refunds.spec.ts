// Issue 7 point 5, refunds, against the real server and its sandbox provider: after a student buys a course through
// the test-mode checkout, an admin refunds the order in /admin/orders; the order shows refunded, and the student's
// enrolment has ended (the course page offers Buy again, the viewer refuses) in the UI and through the API.
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { waitForMail } from '../harness/outbox';
import { signInThroughUi, signOutThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** USD 49.00. */
const COURSE = {
  slug: 'web-accessibility-in-practice',
  title: 'Web Accessibility in Practice',
  price: '$49.00',
};
const PAYING_CARD = '4242 4242 4242 4242';

/** Buys the course through the sandbox page; answers the order id and the viewer's address. */
async function buyThroughSandbox(page: Page): Promise<{ orderId: string; viewerUrl: string }> {
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
  await page.getByRole('link', { name: 'Start the course' }).click();
  await expect(page).toHaveURL(/\/student\/courses\/[^/]+\/view/);
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  return { orderId, viewerUrl: new URL(page.url()).pathname };
}

test('an admin refunds a paid order in /admin/orders; the order is refunded and the enrolment ends', async ({
  page,
  request,
}) => {
  test.slow();
  const student = await createAccountThroughApi(request, 'refunds-buyer');
  await signInThroughUi(page, student);
  const { orderId, viewerUrl } = await buyThroughSandbox(page);
  expect(await callAs(request, student, 'listMyEnrollments', {})).toHaveLength(1);
  // The receipt arrives by e-mail (issue 30), with the order number and the amount.
  const receipt = await waitForMail(student.email, new RegExp(`^Your receipt for “${COURSE.title}”$`));
  expect(receipt.text).toContain(`Order number: ${orderId}`);
  expect(receipt.text).toContain(`Total paid: ${COURSE.price}`);
  await signOutThroughUi(page);

  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search by e-mail/ }).fill(student.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=/);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(student.email.replace(/[.+]/g, '\\$&')) });
  await expect(row.getByRole('cell', { name: COURSE.price })).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Refund ${COURSE.title} for ${student.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${COURSE.price}?` });
  await expect(dialog).toContainText(`their enrolment in ${COURSE.title} ends at once`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Bought by mistake');
  await dialog.getByRole('button', { name: 'Refund and end the enrolment' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  const refundMail = await waitForMail(student.email, new RegExp(`^Your refund for “${COURSE.title}”$`));
  expect(refundMail.text).toContain(`We refunded ${COURSE.price} for “${COURSE.title}”.`);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('refunded');
  await expect(page).toHaveURL(/status=refunded/);
  await expect(row).toBeVisible();
  await signOutThroughUi(page);

  type Order = { status: string; statusReason: string | null };
  const order = await callAs<Order>(request, E2E_ADMIN, 'getOrder', { orderId });
  expect(order).toMatchObject({ status: 'refunded', statusReason: 'Bought by mistake' });
  expect(await callAs(request, student, 'listMyEnrollments', {})).toEqual([]);

  await signInThroughUi(page, student);
  await page.goto(`/courses/${COURSE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(page.getByRole('link', { name: `Buy for ${COURSE.price}` })).toBeVisible();
  await page.goto(viewerUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
  ).toBeVisible();
});
