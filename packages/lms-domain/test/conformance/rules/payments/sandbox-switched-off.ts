// The sandbox switched off without Stripe: nothing paid can be bought, and free-after-coupon still works. (That test
// cards stop working on checkout pages opened before the switch is the server's sandbox page test.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../fixtures/catalogue';
import {
  activeEnrollments,
  call,
  openPaymentsHost,
  ok,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeSandboxSwitchedOff = (openHost: OpenConformanceHost) =>
  describe('payments with the sandbox switched off and no Stripe', () => {
    let host: ConformanceHost;
    let admin: TestCaller;
    let ann: TestCaller;
    let course: string;

    beforeAll(async () => {
      host = await openPaymentsHost(openHost, { config: { payments: { stripe: null, sandbox: false } } });
      admin = await user(host, 'admin@example.com', { admin: true });
      ann = await user(host, 'ann@example.com');
      course = await insertCourse(host.ctx.db, { slug: 'paid', price_cents: 4900 });
    });
    afterAll(() => host?.close());

    it('is not in test mode', async () => {
      expect((await ok(host, ann, 'getCheckoutQuote', { courseId: course })).testMode).toBe(false);
    });

    it('refuses to sell a paid course: unavailable, and no order is left behind', async () => {
      const { status, body } = await call(host, ann, 'startCheckout', { courseId: course });
      expect(status).toBe(503);
      expect(body.error?.details).toMatchObject({ reason: 'no-payment-provider' });
      expect(await host.ctx.db.selectFrom('orders').select('id').execute()).toEqual([]);
    });

    it('still enrols when a coupon makes the course free', async () => {
      await ok(host, admin, 'createCoupon', { code: 'GIFT', kind: 'percent', percentOff: 100 });
      expect((await ok(host, ann, 'startCheckout', { courseId: course, couponCode: 'GIFT' })).next).toEqual({
        kind: 'enrolled',
      });
      expect(await activeEnrollments(host.ctx, ann.uid, course)).toBe(1);
    });
  });
