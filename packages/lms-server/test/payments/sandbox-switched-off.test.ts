// LMS_PAYMENTS_SANDBOX=false without Stripe: nothing paid can be bought, free-after-coupon still works, and test
// cards stop working on checkout pages opened before the switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import {
  activeEnrollments,
  call,
  createPaymentsTestServer,
  ok,
  type PaymentsTestServer,
  type TestCaller,
} from './payments-test-server';

describe('payments with the sandbox switched off and no Stripe', () => {
  let server: PaymentsTestServer;
  let admin: TestCaller;
  let ann: TestCaller;
  let course: string;

  beforeAll(async () => {
    server = await createPaymentsTestServer({ dialect: 'sqlite', env: { LMS_PAYMENTS_SANDBOX: 'false' } });
    admin = await server.user('admin@example.com', { admin: true });
    ann = await server.user('ann@example.com');
    course = await insertCourse(server.ctx.db, { slug: 'paid', price_cents: 4900 });
  });
  afterAll(() => server?.close());

  it('is not in test mode', async () => {
    expect((await ok(server, ann, 'getCheckoutQuote', { courseId: course })).testMode).toBe(false);
  });

  it('refuses to sell a paid course: unavailable, and no order is left behind', async () => {
    const { status, body } = await call(server, ann, 'startCheckout', { courseId: course });
    expect(status).toBe(503);
    expect(body.error?.details).toMatchObject({ reason: 'no-payment-provider' });
    expect(await server.ctx.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it('still enrols when a coupon makes the course free', async () => {
    await ok(server, admin, 'createCoupon', { code: 'GIFT', kind: 'percent', percentOff: 100 });
    expect((await ok(server, ann, 'startCheckout', { courseId: course, couponCode: 'GIFT' })).next).toEqual({
      kind: 'enrolled',
    });
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(1);
  });

  it('a sandbox checkout opened before the switch no longer takes test cards', async () => {
    const other = await insertCourse(server.ctx.db, { slug: 'other', price_cents: 1000 });
    const now = Date.now();
    await server.ctx.db
      .insertInto('orders')
      .values({
        id: 'opened-before',
        user_id: ann.uid,
        course_id: other,
        status: 'pending',
        list_price_cents: 1000,
        discount_cents: 0,
        total_cents: 1000,
        currency: 'EUR',
        coupon_id: null,
        coupon_code: null,
        provider: 'sandbox',
        provider_reference: null,
        provider_payment_id: null,
        checkout_url: null,
        app_address: null,
        refund_reference: null,
        status_reason: null,
        created_at: now,
        updated_at: now,
        expires_at: now + 60_000,
        paid_at: null,
        failed_at: null,
        cancelled_at: null,
        refunded_at: null,
      })
      .execute();
    const page = await server.app.inject({ method: 'GET', url: '/payments/sandbox/opened-before' });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Test payments are switched off');
    const paid = await server.app.inject({
      method: 'POST',
      url: '/payments/sandbox/opened-before',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F40&cvc=123',
    });
    expect(paid.statusCode).toBe(409);
    expect(await activeEnrollments(server.ctx, ann.uid, other)).toBe(0);
  });
});
