// The sandbox provider end to end on both databases: startCheckout opens the test-mode page, 4242... pays through
// the idempotent fulfilment path and lands on the success page, 4000...0002 fails the order without enrolment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import {
  activeEnrollments,
  call,
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

  let annOrder: string;
  let annPage: string;

  it('startCheckout opens the sandbox page on our own site for a paid course', async () => {
    const started = await ok(server, ann, 'startCheckout', { courseId: course, couponCode: 'ten' });
    if (started.next.kind !== 'redirect') throw new Error('expected a redirect');
    annOrder = started.orderId;
    annPage = pagePath(started.next.url);
    expect(started.next.url).toBe(`${PUBLIC_URL}/payments/sandbox/${annOrder}`);
    expect(await ok(server, ann, 'getOrder', { orderId: annOrder })).toMatchObject({
      status: 'pending',
      provider: 'sandbox',
      listPriceCents: 4900,
      discountCents: 490,
      totalCents: 4410,
      couponCode: 'TEN',
      courseTitle: 'Paid course',
    });
  });

  it('a double click or a second tab lands on the same order and page', async () => {
    const again = await Promise.all(
      [1, 2, 3, 4, 5].map(() => ok(server, ann, 'startCheckout', { courseId: course, couponCode: 'TEN' })),
    );
    expect(new Set(again.map((started) => started.orderId))).toEqual(new Set([annOrder]));
    const open = await server.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', ann.uid)
      .execute();
    expect(open).toHaveLength(1);
    expect(await couponCount(server.ctx, 'TEN')).toBe(1);
  });

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

  it('an enrolled student cannot start another checkout for the course', async () => {
    const { status, body } = await call(server, ann, 'startCheckout', { courseId: course });
    expect(status).toBe(400);
    expect(body.error?.details).toMatchObject({ reason: 'already-enrolled' });
    expect((await ok(server, ann, 'getCheckoutQuote', { courseId: course })).alreadyEnrolled).toBe(true);
  });

  it('says "test mode" on every checkout while the sandbox takes payments', async () => {
    expect((await ok(server, bob, 'getCheckoutQuote', { courseId: course })).testMode).toBe(true);
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

  it('a different coupon replaces the open checkout (the old one is cancelled and releases its use)', async () => {
    const first = await ok(server, bob, 'startCheckout', { courseId: course, couponCode: 'TEN' });
    expect(await couponCount(server.ctx, 'TEN')).toBe(2);
    const second = await ok(server, bob, 'startCheckout', { courseId: course });
    expect(second.orderId).not.toBe(first.orderId);
    expect(await statusOf(first.orderId)).toBe('cancelled');
    expect(await couponCount(server.ctx, 'TEN')).toBe(1);
  });

  it('free after the coupon: enrolled at once, no provider, no payment page', async () => {
    await ok(server, admin, 'createCoupon', { code: 'ALLFREE', kind: 'percent', percentOff: 100 });
    const started = await ok(server, bob, 'startCheckout', { courseId: course, couponCode: 'ALLFREE' });
    expect(started.next).toEqual({ kind: 'enrolled' });
    expect(await ok(server, bob, 'getOrder', { orderId: started.orderId })).toMatchObject({
      status: 'paid',
      provider: 'none',
      totalCents: 0,
      discountCents: 4900,
      providerReference: null,
    });
    expect(await activeEnrollments(server.ctx, bob.uid, course)).toBe(1);
    // Bob's open paid checkout was replaced, not left waiting for a payment he no longer needs.
    const pending = await server.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', bob.uid)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });

  it('an unknown checkout address answers a 404 page', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/payments/sandbox/no-such-order' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Checkout not found');
  });

  it('a payment link may name the course by its slug: the quote and the order carry its id', async () => {
    const cy = await server.user('cy@example.com');
    const quote = await ok(server, cy, 'getCheckoutQuote', { courseId: 'paid', couponCode: 'TEN' });
    expect(quote).toMatchObject({ courseId: course, totalCents: 4410, coupon: { valid: true, code: 'TEN' } });
    const started = await ok(server, cy, 'startCheckout', { courseId: 'paid' });
    expect(await ok(server, cy, 'getOrder', { orderId: started.orderId })).toMatchObject({
      courseId: course,
      status: 'pending',
    });
  });

  it('a course that is not published is not for sale', async () => {
    const draft = await insertCourse(server.ctx.db, { slug: 'draft', price_cents: 100, status: 'draft' });
    const { status } = await call(server, bob, 'startCheckout', { courseId: draft });
    expect(status).toBe(404);
  });
});
