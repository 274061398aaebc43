// What Stripe's verified events do to orders, on every host (payments/stripe-events.ts): a completed payment is
// fulfilled once however often it is delivered, a wrong amount or a delayed payment fulfils nothing, an asynchronous
// failure or an expired session closes the order, and a full refund in Stripe's dashboard ends the enrolment. Stripe
// orders come from a stand-in provider; the Stripe client and the webhook's signature are the server's Stripe test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyStripeEvent, type Caller, type DomainContext } from '@lms/domain';
import { startCheckout } from '@lms/domain/internal/payments/checkout-start';
import { insertCourse } from '../../fixtures/catalogue';
import {
  activeEnrollments,
  couponCount,
  ok,
  openPaymentsHost,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import { chargeRefundedEvent, sessionEvent, STAND_IN_STRIPE } from '../../fixtures/stripe-events';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeStripeEvents = (openHost: OpenConformanceHost) =>
  describe('Stripe events', () => {
    let host: ConformanceHost;
    /** The host's context with Stripe configured and the stand-in provider. */
    let stripe: DomainContext;
    let admin: TestCaller;
    let ann: TestCaller;
    let bob: TestCaller;
    let course: string;

    const callerOf = (who: TestCaller): Caller => ({
      uid: who.uid,
      email: who.email,
      admin: false,
      authTime: 0,
      provider: 'password',
    });
    const start = (who: TestCaller, courseId: string, couponCode?: string) =>
      startCheckout(stripe, callerOf(who), { courseId, ...(couponCode ? { couponCode } : {}) });
    const orderRow = (orderId: string) =>
      host.ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const sessionOf = async (orderId: string) => (await orderRow(orderId)).provider_reference ?? '';

    beforeAll(async () => {
      host = await openPaymentsHost(openHost);
      stripe = {
        ...host.ctx,
        config: {
          ...host.ctx.config,
          payments: {
            stripe: { secretKey: 'sk_test_lms', webhookSecret: 'whsec_test_events', apiUrl: null },
            sandbox: false,
          },
        },
        paymentProviders: STAND_IN_STRIPE,
      };
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
      // Ann has paid with TEN: its one use is spent.
      const started = await start(ann, course, 'TEN');
      const paid = await applyStripeEvent(
        stripe,
        sessionEvent('checkout.session.completed', {
          id: await sessionOf(started.orderId),
          orderId: started.orderId,
          amount: 4410,
        }),
      );
      if (paid !== 'applied') throw new Error(`Ann's payment was ${paid}`);
    });
    afterAll(() => host?.close());

    it('five copies of one webhook arriving at once fulfil once', async () => {
      const other = await insertCourse(host.ctx.db, { slug: 'other', price_cents: 2500, currency: 'EUR' });
      const started = await start(bob, other);
      const event = sessionEvent('checkout.session.completed', {
        id: await sessionOf(started.orderId),
        orderId: started.orderId,
        amount: 2500,
      });
      const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => applyStripeEvent(stripe, event)));
      expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'already-applied')).toHaveLength(4);
      expect(await activeEnrollments(host.ctx, bob.uid, other)).toBe(1);
      const enrolments = await host.ctx.db
        .selectFrom('enrollments')
        .select('id')
        .where('user_id', '=', bob.uid)
        .execute();
      expect(enrolments).toHaveLength(1);
    });

    it('a payment whose amount does not match the order is not fulfilled', async () => {
      const third = await insertCourse(host.ctx.db, { slug: 'third', price_cents: 3000, currency: 'EUR' });
      const started = await start(bob, third);
      const outcome = await applyStripeEvent(
        stripe,
        sessionEvent('checkout.session.completed', {
          id: await sessionOf(started.orderId),
          orderId: started.orderId,
          amount: 100,
        }),
      );
      expect(outcome).toBe('ignored');
      expect((await orderRow(started.orderId)).status).toBe('pending');
      expect(await activeEnrollments(host.ctx, bob.uid, third)).toBe(0);
    });

    it('a completed session still waiting for a delayed payment does not enrol; async failure fails the order', async () => {
      const fourth = await insertCourse(host.ctx.db, { slug: 'fourth', price_cents: 3000, currency: 'EUR' });
      const started = await start(ann, fourth, 'TEN');
      const base = { id: await sessionOf(started.orderId), orderId: started.orderId, amount: 2700 };
      const waiting = await applyStripeEvent(
        stripe,
        sessionEvent('checkout.session.completed', { ...base, paymentStatus: 'unpaid' }),
      );
      expect(waiting).toBe('ignored');
      expect(await couponCount(host.ctx, 'TEN')).toBe(2);
      const failed = await applyStripeEvent(
        stripe,
        sessionEvent('checkout.session.async_payment_failed', base),
      );
      expect(failed).toBe('applied');
      expect(await orderRow(started.orderId)).toMatchObject({ status: 'failed' });
      expect(await activeEnrollments(host.ctx, ann.uid, fourth)).toBe(0);
      expect(await couponCount(host.ctx, 'TEN')).toBe(1);
    });

    it('an expired session cancels its order', async () => {
      const fifth = await insertCourse(host.ctx.db, { slug: 'fifth', price_cents: 3000, currency: 'EUR' });
      const started = await start(ann, fifth);
      const outcome = await applyStripeEvent(
        stripe,
        sessionEvent('checkout.session.expired', {
          id: await sessionOf(started.orderId),
          orderId: started.orderId,
          amount: 3000,
        }),
      );
      expect(outcome).toBe('applied');
      expect((await orderRow(started.orderId)).status).toBe('cancelled');
    });

    it('a full refund made in Stripe’s dashboard refunds the order and ends the enrolment', async () => {
      const bobsPaid = await host.ctx.db
        .selectFrom('orders')
        .select(['id', 'course_id'])
        .where('user_id', '=', bob.uid)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      const refund = (refunded: boolean) =>
        applyStripeEvent(
          stripe,
          chargeRefundedEvent(`evt_dashboard_${refunded}`, `pi_for_${bobsPaid.id}`, refunded),
        );
      expect(await refund(false)).toBe('ignored');
      expect(await refund(true)).toBe('applied');
      expect((await orderRow(bobsPaid.id)).status).toBe('refunded');
      expect(await activeEnrollments(host.ctx, bob.uid, bobsPaid.course_id)).toBe(0);
    });
  });
