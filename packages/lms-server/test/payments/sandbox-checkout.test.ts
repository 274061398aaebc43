// The sandbox provider's page end to end on both databases: the test-mode page shows the order, 4242... pays through
// the idempotent fulfilment path and lands on the success page, 4000...0002 fails the order without enrolment.
// (The checkout rules without the page's HTML are lms-domain's conformance group of the same name.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import {
  activeEnrollments,
  couponCount,
  createPaymentsTestServer,
  ok,
  PUBLIC_URL,
  type PaymentsTestServer,
  type TestCaller,
} from './payments-test-server';

const PAYING = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

describe.each(testDatabases())('sandbox checkout ($dialect)', ({ dialect }) => {
  let server: PaymentsTestServer;
  let admin: TestCaller;
  let ann: TestCaller;
  let bob: TestCaller;
  let course: string;
  let annOrder: string;
  let annPage: string;

  beforeAll(async () => {
    server = await createPaymentsTestServer({ dialect });
    admin = await server.user('admin@example.com', { admin: true });
    ann = await server.user('ann@example.com');
    bob = await server.user('bob@example.com');
    course = await insertCourse(server.ctx.db, {
      slug: 'paid',
      title: 'Paid course',
      price_cents: 4900,
      currency: 'EUR',
    });
    await ok(server, admin, 'createCoupon', { code: 'TEN', kind: 'percent', percentOff: 10 });
    // What startCheckout opens is lms-domain's conformance group of the same name; here, the page itself.
    const started = await ok(server, ann, 'startCheckout', { courseId: course, couponCode: 'ten' });
    if (started.next.kind !== 'redirect') throw new Error('expected a redirect');
    annOrder = started.orderId;
    annPage = pagePath(started.next.url);
  });
  afterAll(() => server?.close());

  const pagePath = (url: string) => new URL(url).pathname;
  const submit = (path: string, form: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const statusOf = async (orderId: string) =>
    (
      await server.ctx.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;

  it('the page is marked TEST MODE and shows the order with prices formatted for the currency', async () => {
    const page = await server.app.inject({ method: 'GET', url: annPage });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toMatch(/<title>TEST MODE/);
    expect(page.body).toContain('<label for="field-cardNumber">Card number</label>');
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body).toContain('€49.00');
    expect(page.body).toContain('−€4.90');
    expect(page.body).toContain('Pay €44.10');
  });

  it('a mistyped card number is shown again with the error on that field; the order stays pending', async () => {
    const answer = await submit(annPage, { ...PAYING, cardNumber: '4242 4242 4242 4241' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toMatch(/id="field-cardNumber"[^>]*aria-invalid="true"/);
    expect(await statusOf(annOrder)).toBe('pending');
  });

  it('an expired date and a one-digit CVC are shown on their fields beside a wrong number', async () => {
    const answer = await submit(annPage, { cardNumber: '4242', expiry: '01/20', cvc: '1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Check 3 fields:');
    for (const name of ['cardNumber', 'expiry', 'cvc'])
      expect(answer.body).toMatch(new RegExp(`id="field-${name}"[^>]*aria-invalid="true"`));
    expect(answer.body).toContain(
      '<p class="field-error" id="field-expiry-error">This card has expired.</p>',
    );
    expect(answer.body).toContain(
      'id="field-cvc-error">Enter the 3-digit security code from the back of the card.</p>',
    );
    expect(await statusOf(annOrder)).toBe('pending');
  });

  it('a card that is not one of the test cards is refused with the test cards to use', async () => {
    const answer = await submit(annPage, { ...PAYING, cardNumber: '5555 5555 5555 4444' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('4242 4242 4242 4242 (the payment succeeds)');
    expect(await statusOf(annOrder)).toBe('pending');
  });

  it('an expired card is refused on the expiry field', async () => {
    const answer = await submit(annPage, { ...PAYING, expiry: '01/20' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/id="field-expiry"[^>]*aria-invalid="true"/);
  });

  it('4242 4242 4242 4242 pays: redirect to the success page, order paid, enrolled once, coupon redeemed', async () => {
    const answer = await submit(annPage, PAYING);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${PUBLIC_URL}/payment/success?order=${annOrder}`);
    const order = await ok(server, ann, 'getOrder', { orderId: annOrder });
    expect(order).toMatchObject({ status: 'paid', provider: 'sandbox' });
    expect(order.providerReference).toMatch(/^sandbox_pay_/);
    expect(order.paidAt).not.toBeNull();
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(1);
    const redemption = await server.ctx.db
      .selectFrom('coupon_redemptions')
      .select('status')
      .where('order_id', '=', annOrder)
      .executeTakeFirstOrThrow();
    expect(redemption.status).toBe('redeemed');
  });

  it('posting the card again (back button, replay) pays nothing twice and enrols nobody twice', async () => {
    const first = await ok(server, ann, 'getOrder', { orderId: annOrder });
    const replay = await submit(annPage, PAYING);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain('This order is paid');
    expect(await ok(server, ann, 'getOrder', { orderId: annOrder })).toEqual(first);
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(1);
    expect(await couponCount(server.ctx, 'TEN')).toBe(1);
  });

  it('a declined card fails the order with a clear message, enrols nobody and gives the coupon use back', async () => {
    const started = await ok(server, bob, 'startCheckout', { courseId: course, couponCode: 'TEN' });
    if (started.next.kind !== 'redirect') throw new Error('expected a redirect');
    expect(await couponCount(server.ctx, 'TEN')).toBe(2);
    const answer = await submit(pagePath(started.next.url), DECLINED);
    expect(answer.statusCode).toBe(402);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('Your card was declined. No money was taken.');
    expect(answer.body).toContain(`${PUBLIC_URL}/payment/${course}?order=${started.orderId}`);
    const order = await ok(server, bob, 'getOrder', { orderId: started.orderId });
    expect(order).toMatchObject({ status: 'failed', statusReason: expect.stringContaining('declined') });
    expect(order.failedAt).not.toBeNull();
    expect(await activeEnrollments(server.ctx, bob.uid, course)).toBe(0);
    expect(await couponCount(server.ctx, 'TEN')).toBe(1);

    // The page of a failed order no longer takes cards; a new checkout is a new order.
    const closed = await submit(pagePath(started.next.url), PAYING);
    expect(closed.statusCode).toBe(409);
    expect(await statusOf(started.orderId)).toBe('failed');
    const retry = await ok(server, bob, 'startCheckout', { courseId: course });
    expect(retry.orderId).not.toBe(started.orderId);
  });

  it('"Cancel and go back" cancels the order and returns to the course’s payment page', async () => {
    const open = await ok(server, bob, 'startCheckout', { courseId: course });
    if (open.next.kind !== 'redirect') throw new Error('expected a redirect');
    const answer = await submit(`${pagePath(open.next.url)}/cancel`, {});
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${PUBLIC_URL}/payment/${course}?order=${open.orderId}`);
    expect(await statusOf(open.orderId)).toBe('cancelled');
  });

  it('an unknown checkout address answers a 404 page', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/payments/sandbox/no-such-order' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Checkout not found');
  });
});
