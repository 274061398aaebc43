// The sandbox provider's rules on every host: startCheckout opens the test-mode page for a paid course, 4242... pays
// through the idempotent fulfilment path, 4000...0002 fails the order without enrolment, and the page's Cancel
// cancels it. The page's card form is settled by the domain's own functions here (sandbox-checkout.ts); the page's
// HTML and its redirects are the server's sandbox checkout test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOnSandboxPage, payOnSandboxPage } from '@lms/domain';
import { DECLINED_MESSAGE } from '@lms/domain/internal/payments/providers/sandbox-cards';
import { insertCourse } from '../../fixtures/catalogue';
import {
  activeEnrollments,
  call,
  couponCount,
  ok,
  openPaymentsHost,
  PAYING_CARD,
  PUBLIC_URL,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

export const describeSandboxCheckout = (openHost: OpenConformanceHost) =>
  describe('sandbox checkout', () => {
    let host: ConformanceHost;
    let admin: TestCaller;
    let ann: TestCaller;
    let bob: TestCaller;
    let course: string;

    beforeAll(async () => {
      host = await openPaymentsHost(openHost);
      admin = await user(host, 'admin@example.com', { admin: true });
      ann = await user(host, 'ann@example.com');
      bob = await user(host, 'bob@example.com');
      course = await insertCourse(host.ctx.db, {
        slug: 'paid',
        title: 'Paid course',
        price_cents: 4900,
        currency: 'EUR',
      });
      await ok(host, admin, 'createCoupon', { code: 'TEN', kind: 'percent', percentOff: 10 });
    });
    afterAll(() => host?.close());

    const statusOf = async (orderId: string) =>
      (
        await host.ctx.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).status;

    let annOrder: string;

    it('startCheckout opens the sandbox page on our own site for a paid course', async () => {
      const started = await ok(host, ann, 'startCheckout', { courseId: course, couponCode: 'ten' });
      if (started.next.kind !== 'redirect') throw new Error('expected a redirect');
      annOrder = started.orderId;
      expect(started.next.url).toBe(`${PUBLIC_URL}/payments/sandbox/${annOrder}`);
      expect(await ok(host, ann, 'getOrder', { orderId: annOrder })).toMatchObject({
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
        [1, 2, 3, 4, 5].map(() => ok(host, ann, 'startCheckout', { courseId: course, couponCode: 'TEN' })),
      );
      expect(new Set(again.map((started) => started.orderId))).toEqual(new Set([annOrder]));
      const open = await host.ctx.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', ann.uid)
        .execute();
      expect(open).toHaveLength(1);
      expect(await couponCount(host.ctx, 'TEN')).toBe(1);
    });

    it('a card that does not pass leaves the order pending, with the problem on its field', async () => {
      const mistyped = await payOnSandboxPage(host.ctx, annOrder, {
        ...PAYING_CARD,
        cardNumber: '4242 4242 4242 4241',
      });
      expect(mistyped).toMatchObject({ kind: 'invalid', problems: [{ field: 'cardNumber' }] });
      expect(await statusOf(annOrder)).toBe('pending');
    });

    it('4242 4242 4242 4242 pays: order paid, enrolled once, coupon redeemed', async () => {
      expect((await payOnSandboxPage(host.ctx, annOrder, PAYING_CARD)).kind).toBe('paid');
      const order = await ok(host, ann, 'getOrder', { orderId: annOrder });
      expect(order).toMatchObject({ status: 'paid', provider: 'sandbox' });
      expect(order.providerReference).toMatch(/^sandbox_pay_/);
      expect(order.paidAt).not.toBeNull();
      expect(await activeEnrollments(host.ctx, ann.uid, course)).toBe(1);
      const redemption = await host.ctx.db
        .selectFrom('coupon_redemptions')
        .select('status')
        .where('order_id', '=', annOrder)
        .executeTakeFirstOrThrow();
      expect(redemption.status).toBe('redeemed');
    });

    it('paying again (back button, replay) pays nothing twice and enrols nobody twice', async () => {
      const first = await ok(host, ann, 'getOrder', { orderId: annOrder });
      expect((await payOnSandboxPage(host.ctx, annOrder, PAYING_CARD)).kind).toBe('closed');
      expect(await ok(host, ann, 'getOrder', { orderId: annOrder })).toEqual(first);
      expect(await activeEnrollments(host.ctx, ann.uid, course)).toBe(1);
      expect(await couponCount(host.ctx, 'TEN')).toBe(1);
    });

    it('an enrolled student cannot start another checkout for the course', async () => {
      const { status, body } = await call(host, ann, 'startCheckout', { courseId: course });
      expect(status).toBe(400);
      expect(body.error?.details).toMatchObject({ reason: 'already-enrolled' });
      expect((await ok(host, ann, 'getCheckoutQuote', { courseId: course })).alreadyEnrolled).toBe(true);
    });

    it('says "test mode" on every checkout while the sandbox takes payments', async () => {
      expect((await ok(host, bob, 'getCheckoutQuote', { courseId: course })).testMode).toBe(true);
    });

    it('a declined card fails the order, enrols nobody and gives the coupon use back', async () => {
      const started = await ok(host, bob, 'startCheckout', { courseId: course, couponCode: 'TEN' });
      expect(await couponCount(host.ctx, 'TEN')).toBe(2);
      expect(await payOnSandboxPage(host.ctx, started.orderId, DECLINED)).toMatchObject({
        kind: 'declined',
        message: DECLINED_MESSAGE,
      });
      const order = await ok(host, bob, 'getOrder', { orderId: started.orderId });
      expect(order).toMatchObject({ status: 'failed', statusReason: expect.stringContaining('declined') });
      expect(order.failedAt).not.toBeNull();
      expect(await activeEnrollments(host.ctx, bob.uid, course)).toBe(0);
      expect(await couponCount(host.ctx, 'TEN')).toBe(1);

      // A failed order no longer takes cards; a new checkout is a new order.
      expect((await payOnSandboxPage(host.ctx, started.orderId, PAYING_CARD)).kind).toBe('closed');
      expect(await statusOf(started.orderId)).toBe('failed');
      const retry = await ok(host, bob, 'startCheckout', { courseId: course });
      expect(retry.orderId).not.toBe(started.orderId);
    });

    it('Cancel on the page cancels the order', async () => {
      const open = await ok(host, bob, 'startCheckout', { courseId: course });
      expect(await cancelOnSandboxPage(host.ctx, open.orderId)).toMatchObject({
        kind: 'cancelled',
        changed: true,
      });
      expect(await statusOf(open.orderId)).toBe('cancelled');
    });

    it('a different coupon replaces the open checkout (the old one is cancelled and releases its use)', async () => {
      const first = await ok(host, bob, 'startCheckout', { courseId: course, couponCode: 'TEN' });
      expect(await couponCount(host.ctx, 'TEN')).toBe(2);
      const second = await ok(host, bob, 'startCheckout', { courseId: course });
      expect(second.orderId).not.toBe(first.orderId);
      expect(await statusOf(first.orderId)).toBe('cancelled');
      expect(await couponCount(host.ctx, 'TEN')).toBe(1);
    });

    it('free after the coupon: enrolled at once, no provider, no payment page', async () => {
      await ok(host, admin, 'createCoupon', { code: 'ALLFREE', kind: 'percent', percentOff: 100 });
      const started = await ok(host, bob, 'startCheckout', { courseId: course, couponCode: 'ALLFREE' });
      expect(started.next).toEqual({ kind: 'enrolled' });
      expect(await ok(host, bob, 'getOrder', { orderId: started.orderId })).toMatchObject({
        status: 'paid',
        provider: 'none',
        totalCents: 0,
        discountCents: 4900,
        providerReference: null,
      });
      expect(await activeEnrollments(host.ctx, bob.uid, course)).toBe(1);
      // Bob's open paid checkout was replaced, not left waiting for a payment he no longer needs.
      const pending = await host.ctx.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', bob.uid)
        .where('status', '=', 'pending')
        .execute();
      expect(pending).toEqual([]);
    });

    it('an unknown checkout is not found', async () => {
      expect(await payOnSandboxPage(host.ctx, 'no-such-order', PAYING_CARD)).toEqual({ kind: 'not-found' });
    });

    it('a payment link may name the course by its slug: the quote and the order carry its id', async () => {
      const cy = await user(host, 'cy@example.com');
      const quote = await ok(host, cy, 'getCheckoutQuote', { courseId: 'paid', couponCode: 'TEN' });
      expect(quote).toMatchObject({
        courseId: course,
        totalCents: 4410,
        coupon: { valid: true, code: 'TEN' },
      });
      const started = await ok(host, cy, 'startCheckout', { courseId: 'paid' });
      expect(await ok(host, cy, 'getOrder', { orderId: started.orderId })).toMatchObject({
        courseId: course,
        status: 'pending',
      });
    });

    it('a course that is not published is not for sale', async () => {
      const draft = await insertCourse(host.ctx.db, { slug: 'draft', price_cents: 100, status: 'draft' });
      const { status } = await call(host, bob, 'startCheckout', { courseId: draft });
      expect(status).toBe(404);
    });
  });
