// The Stripe provider offline, on both databases: Checkout Sessions against a local stand-in for Stripe's API, and
// webhooks signed with the official package's test signatures. The order is confirmed only by a verified webhook;
// a bad signature changes nothing; a webhook delivered twice fulfils once. (What each event does to an order is
// lms-domain's conformance group "Stripe events".)
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import { STRIPE_WEBHOOK_PATH } from '../../src/payments';
import { sessionEvent } from '@lms/domain/conformance/fixtures/stripe-events';
import { startFakeStripeApi, type FakeStripeApi } from './fake-stripe-api';
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

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
const signer = new Stripe('sk_test_signer_only');

function signedDelivery(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

describe.each(testDatabases())('Stripe provider ($dialect)', ({ dialect }) => {
  let stripeApi: FakeStripeApi;
  let server: PaymentsTestServer;
  let admin: TestCaller;
  let ann: TestCaller;
  let bob: TestCaller;
  let course: string;

  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    server = await createPaymentsTestServer({
      dialect,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_lms',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeApi.url,
      },
    });
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
  afterAll(async () => {
    await server?.close();
    await stripeApi?.close();
  });

  const deliver = (delivery: { payload: string; signature?: string }) =>
    server.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }),
      },
      payload: delivery.payload,
    });
  const orderRow = (orderId: string) =>
    server.ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  let annOrder: string;
  let annSession: string;

  it('startCheckout creates a Checkout Session for the total and redirects to Stripe’s page', async () => {
    const started = await ok(server, ann, 'startCheckout', { courseId: course, couponCode: 'TEN' });
    annOrder = started.orderId;
    const created = stripeApi.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    const form = created[0]?.form ?? {};
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: annOrder,
      'metadata[orderId]': annOrder,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4410',
      'line_items[0][price_data][product_data][name]': 'Paid course (coupon TEN)',
      customer_email: 'ann@example.com',
      success_url: `${PUBLIC_URL}/payment/success?order=${annOrder}`,
      cancel_url: `${PUBLIC_URL}/payment/${course}?order=${annOrder}`,
    });
    expect(Number(form.expires_at) * 1000).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(created[0]?.idempotencyKey).toBe(`lms-checkout-${annOrder}`);
    expect(created[0]?.authorization).toBe('Bearer sk_test_lms');

    const order = await orderRow(annOrder);
    annSession = order.provider_reference ?? '';
    expect(started.next).toEqual({
      kind: 'redirect',
      url: `https://checkout.stripe.test/c/pay/${annSession}`,
    });
    expect(order).toMatchObject({ status: 'pending', provider: 'stripe' });
  });

  it('returning from Stripe does not confirm anything: the order waits for the webhook', async () => {
    expect((await ok(server, ann, 'getOrder', { orderId: annOrder })).status).toBe('pending');
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(0);
  });

  it('refuses a webhook with a bad, foreign or missing signature (400) and changes nothing', async () => {
    const event = sessionEvent('checkout.session.completed', {
      id: annSession,
      orderId: annOrder,
      amount: 4410,
    });
    const genuine = signedDelivery(event);
    const answers = await Promise.all([
      deliver({ payload: genuine.payload, signature: 't=1,v1=deadbeef' }),
      deliver(signedDelivery(event, 'whsec_someone_elses_secret')),
      deliver({ payload: genuine.payload }),
      // A genuine signature over a different body: the body was tampered with.
      deliver({ payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('functions/invalid-argument');
    }
    expect((await orderRow(annOrder)).status).toBe('pending');
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(0);
  });

  it('a verified checkout.session.completed pays the order and enrols; delivered again it fulfils nothing twice', async () => {
    const delivery = signedDelivery(
      sessionEvent('checkout.session.completed', { id: annSession, orderId: annOrder, amount: 4410 }),
    );
    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const paid = await orderRow(annOrder);
    expect(paid).toMatchObject({ status: 'paid', provider_payment_id: `pi_for_${annOrder}` });

    const second = await deliver(delivery);
    expect(second.json()).toEqual({ received: true, outcome: 'already-applied' });
    expect(await orderRow(annOrder)).toEqual(paid);
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(1);
    expect(await couponCount(server.ctx, 'TEN')).toBe(1);
  });

  it('replacing an open Stripe checkout expires its session at Stripe', async () => {
    const sixth = await insertCourse(server.ctx.db, { slug: 'sixth', price_cents: 3000, currency: 'EUR' });
    const first = await ok(server, ann, 'startCheckout', { courseId: sixth });
    const session = (await orderRow(first.orderId)).provider_reference ?? '';
    await ok(server, ann, 'startCheckout', { courseId: sixth, couponCode: 'TEN' });
    expect(stripeApi.calls.map((c) => c.path)).toContain(`/v1/checkout/sessions/${session}/expire`);
    expect((await orderRow(first.orderId)).status).toBe('cancelled');
  });

  it('Stripe refusing to start the payment answers unavailable with its reason and cancels the order', async () => {
    const cheap = await insertCourse(server.ctx.db, { slug: 'cheap', price_cents: 30, currency: 'EUR' });
    const { status, body } = await call(server, bob, 'startCheckout', { courseId: cheap });
    expect(status).toBe(503);
    expect(body.error?.code).toBe('functions/unavailable');
    expect(body.error?.message).toContain('at least 0.50');
    const orders = await server.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('course_id', '=', cheap)
      .execute();
    expect(orders).toEqual([{ status: 'cancelled' }]);
  });

  it('an admin refund goes through Stripe’s API, marks the order refunded and ends the enrolment', async () => {
    const refunded = await ok(server, admin, 'refundOrder', {
      orderId: annOrder,
      reason: 'Asked within 14 days',
    });
    expect(refunded).toMatchObject({ status: 'refunded', statusReason: 'Asked within 14 days' });
    const refundCall = stripeApi.calls.find((c) => c.path === '/v1/refunds');
    expect(refundCall?.form).toMatchObject({
      payment_intent: `pi_for_${annOrder}`,
      'metadata[orderId]': annOrder,
    });
    expect(refundCall?.idempotencyKey).toBe(`lms-refund-${annOrder}`);
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(0);
    expect((await orderRow(annOrder)).refund_reference).toMatch(/^re_test_/);

    // Stripe then reports the refund; the order is already refunded, so nothing changes.
    const answer = await deliver(
      signedDelivery({
        id: 'evt_refund_1',
        object: 'event',
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: `pi_for_${annOrder}` },
        },
      }),
    );
    expect(answer.json().outcome).toBe('already-applied');
  });
});

describe('Stripe webhook without Stripe configured', () => {
  it('answers 404: the sandbox server has no Stripe endpoint to call', async () => {
    const server = await createPaymentsTestServer({ dialect: 'sqlite' });
    try {
      const answer = await server.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
