// Issue 31: a payment brings the student back to the app they paid from. startCheckout takes the app address (the
// platform's own site or a library origin, with its mount path) and keeps it on the order, and the receipt's links
// lead there. Any other address is refused before an order exists. (Where the sandbox page and Stripe send the
// student is the server's payments tests.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnSandboxPage } from '@lms/domain';
import { insertCourse } from '../../fixtures/catalogue';
import {
  call,
  ok,
  openPaymentsHost,
  PAYING_CARD,
  PUBLIC_URL,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const PARTNER = 'http://partner.test:4200';
const APP = `${PARTNER}/learn`;

export const describeCheckoutReturn = (openHost: OpenConformanceHost) =>
  describe('checkout returns to the app address', () => {
    let host: ConformanceHost;
    let ann: TestCaller;
    let course: string;

    beforeAll(async () => {
      host = await openPaymentsHost(openHost, { config: { libraryOrigins: [PARTNER] } });
      ann = await user(host, 'ann@example.com');
      course = await insertCourse(host.ctx.db, { slug: 'paid', title: 'Paid course', price_cents: 4900 });
    });
    afterAll(() => host?.close());

    const ordersOf = (uid: string) =>
      host.ctx.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', uid).execute();

    it("the receipt's links open the app the order was placed from", async () => {
      const started = await ok(host, ann, 'startCheckout', { courseId: course, appUrl: `${APP}/` });
      expect((await payOnSandboxPage(host.ctx, started.orderId, PAYING_CARD)).kind).toBe('paid');
      const [receipt] = await host.ctx.db
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', 'ann@example.com')
        .execute();
      expect(receipt?.text_body).toContain(`${APP}/student/orders`);
      expect(receipt?.text_body).not.toContain(PUBLIC_URL);
    });

    it('an app address on an unlisted origin is refused with its reason, and no order is placed', async () => {
      const carl = await user(host, 'carl@example.com');
      const answer = await call(host, carl, 'startCheckout', {
        courseId: course,
        appUrl: 'https://evil.example.com/learn',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'functions/invalid-argument',
        details: { reason: 'return-address-not-allowed', field: 'appUrl' },
      });
      expect(answer.body.error?.message).toContain('LMS_LIBRARY_ORIGINS');
      expect(await ordersOf(carl.uid)).toEqual([]);
    });
  });
