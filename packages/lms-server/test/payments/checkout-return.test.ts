// Issue 31: a payment brings the student back to the app they paid from. The sandbox page's Pay and Cancel and
// Stripe's success and cancel addresses lead to the app address the order kept: the server never redirects to an
// address it was merely told. (The receipt's links and the refusal of other addresses are lms-domain's conformance
// group of the same name.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import { startFakeStripeApi, type FakeStripeApi } from './fake-stripe-api';
import {
  createPaymentsTestServer,
  ok,
  PUBLIC_URL,
  type PaymentsTestServer,
  type TestCaller,
} from './payments-test-server';

const PARTNER = 'http://partner.test:4200';
const APP = `${PARTNER}/learn`;
const PAYING = 'cardNumber=4242424242424242&expiry=12%2F40&cvc=123';

describe.each(testDatabases())('checkout returns to the app address ($dialect)', ({ dialect }) => {
  let server: PaymentsTestServer;
  let ann: TestCaller;
  let bob: TestCaller;
  let course: string;

  beforeAll(async () => {
    server = await createPaymentsTestServer({ dialect, env: { LMS_LIBRARY_ORIGINS: PARTNER } });
    ann = await server.user('ann@example.com');
    bob = await server.user('bob@example.com');
    course = await insertCourse(server.ctx.db, { slug: 'paid', title: 'Paid course', price_cents: 4900 });
  });
  afterAll(() => server?.close());

  const post = (url: string, payload = '') =>
    server.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it("Pay on the sandbox page sends the student to the library host's success page, under its mount path", async () => {
    const started = await ok(server, ann, 'startCheckout', { courseId: course, appUrl: `${APP}/` });
    if (started.next.kind !== 'redirect') throw new Error('expected the sandbox page');
    // The payment page itself is the provider's, on the server.
    expect(started.next.url.startsWith(`${PUBLIC_URL}/payments/sandbox/`)).toBe(true);
    // The browser checks form-action against the redirect after Pay too: the page allows its app's origin.
    const page = await server.app.inject({ method: 'GET', url: new URL(started.next.url).pathname });
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${PARTNER};`);
    const paid = await post(started.next.url, PAYING);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${APP}/payment/success?order=${started.orderId}`);
    // Once paid, the page's Continue leads to the same place.
    const closed = await server.app.inject({ method: 'GET', url: new URL(started.next.url).pathname });
    expect(closed.body).toContain(`href="${APP}/payment/success?order=${started.orderId}"`);
  });

  it('Cancel on the sandbox page goes back to the payment page of the app', async () => {
    const started = await ok(server, bob, 'startCheckout', { courseId: course, appUrl: APP });
    if (started.next.kind !== 'redirect') throw new Error('expected the sandbox page');
    const cancelled = await post(`${started.next.url}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${APP}/payment/${course}?order=${started.orderId}`);
  });

  it('a checkout asked again from another app replaces the open one, so the student returns to that app', async () => {
    const fromPartner = await ok(server, bob, 'startCheckout', { courseId: course, appUrl: APP });
    const fromOwnSite = await ok(server, bob, 'startCheckout', { courseId: course });
    expect(fromOwnSite.orderId).not.toBe(fromPartner.orderId);
    if (fromOwnSite.next.kind !== 'redirect') throw new Error('expected the sandbox page');
    const page = await server.app.inject({ method: 'GET', url: new URL(fromOwnSite.next.url).pathname });
    expect(page.headers['content-security-policy']).toContain("form-action 'self';");
    const paid = await post(fromOwnSite.next.url, PAYING);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/payment/success?order=${fromOwnSite.orderId}`);
  });

  it('an order placed from an origin dropped from the list since returns to the public site', async () => {
    const dora = await server.user('dora@example.com');
    const started = await ok(server, dora, 'startCheckout', { courseId: course, appUrl: APP });
    if (started.next.kind !== 'redirect') throw new Error('expected the sandbox page');
    // Recorded while the origin was listed; LMS_LIBRARY_ORIGINS has dropped it since.
    await server.ctx.db
      .updateTable('orders')
      .set({ app_address: 'http://former-partner.test/learn' })
      .where('id', '=', started.orderId)
      .execute();
    const paid = await post(started.next.url, PAYING);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/payment/success?order=${started.orderId}`);
  });
});

describe.each(testDatabases())("Stripe's return addresses ($dialect)", ({ dialect }) => {
  let stripeApi: FakeStripeApi;
  let server: PaymentsTestServer;

  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    server = await createPaymentsTestServer({
      dialect,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_lms',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_return',
        STRIPE_API_URL: stripeApi.url,
        LMS_LIBRARY_ORIGINS: PARTNER,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripeApi?.close();
  });

  it('success_url and cancel_url are on the library host the checkout started from', async () => {
    const ann = await server.user('ann@example.com');
    const course = await insertCourse(server.ctx.db, { slug: 'stripe-paid', price_cents: 4900 });
    const started = await ok(server, ann, 'startCheckout', { courseId: course, appUrl: APP });
    const created = stripeApi.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(created.at(-1)?.form).toMatchObject({
      success_url: `${APP}/payment/success?order=${started.orderId}`,
      cancel_url: `${APP}/payment/${course}?order=${started.orderId}`,
    });
  });
});
