// The e-mails of an order (issue 30): a receipt when it is paid (through the sandbox page or free after a coupon)
// and a note when it is refunded, each once, in the buyer's language with amounts in that language's currency
// format. Read from the outbox, as the buyer's inbox would show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../fixtures/catalogue';
import {
  buyThroughSandbox,
  openPaymentsHost,
  ok,
  PUBLIC_URL,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeOrderMails = (openHost: OpenConformanceHost) =>
  describe('order e-mails', () => {
    let host: ConformanceHost;
    let admin: TestCaller;
    let course: string;

    const buy = (who: TestCaller, couponCode?: string) => buyThroughSandbox(host, who, course, couponCode);

    async function buyer(email: string, language?: string, displayName?: string): Promise<TestCaller> {
      const who = await user(host, email);
      if (language !== undefined || displayName !== undefined) {
        await ok(host, who, 'updateMyUserDocument', {
          ...(displayName ? { displayName } : {}),
          ...(language ? { preferences: { language } } : {}),
        });
      }
      return who;
    }

    const mailsTo = (to: string) =>
      host.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'text_body', 'html_body'])
        .where('to_address', '=', to)
        .orderBy('id')
        .execute();

    beforeAll(async () => {
      host = await openPaymentsHost(openHost);
      admin = await user(host, 'admin@example.com', { admin: true });
      course = await insertCourse(host.ctx.db, { slug: 'photo', title: 'Photography', price_cents: 4900 });
      await ok(host, admin, 'createCoupon', { code: 'TEN', kind: 'percent', percentOff: 10 });
      await ok(host, admin, 'createCoupon', { code: 'GIFT', kind: 'percent', percentOff: 100 });
    });
    afterAll(() => host?.close());

    it('mails a receipt once the sandbox payment is confirmed: amounts, coupon, order number and links', async () => {
      const ann = await buyer('ann@example.com', undefined, 'Ann');
      const orderId = await buy(ann, 'TEN');
      const mails = await mailsTo(ann.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your receipt for “Photography”']);
      const { text_body: text, html_body: html } = mails[0]!;
      expect(text).toContain('Hello Ann,');
      expect(text).toContain('You are enrolled in “Photography”.');
      expect(text).toContain(`Order number: ${orderId}`);
      expect(text).toContain('Price: €49.00');
      expect(text).toContain('Coupon TEN: −€4.90');
      expect(text).toContain('Total paid: €44.10');
      expect(text).toContain('Payment: Test payment (sandbox, no money moved)');
      expect(text).toContain(`${PUBLIC_URL}/student/courses/${course}/view`);
      expect(text).toContain(`${PUBLIC_URL}/student/orders`);
      expect(html).toContain('<html lang="en-US" dir="ltr">');
    });

    it('writes in the buyer’s language, with the currency as that language writes it', async () => {
      const claire = await buyer('claire@example.com', 'fr-FR');
      await buy(claire, 'TEN');
      const [receipt] = await mailsTo(claire.email);
      expect(receipt!.subject).toBe('Votre reçu pour « Photography »');
      expect(receipt!.text_body).toMatch(/Total payé\s: 44,10\s€/u);
      expect(receipt!.text_body).toContain('Bonjour,');

      const amal = await buyer('amal@example.com', 'ar');
      await buy(amal);
      const [arabic] = await mailsTo(amal.email);
      expect(arabic!.subject).toBe('إيصال شرائك: «Photography»');
      expect(arabic!.html_body).toContain('<html lang="ar" dir="rtl">');
      expect(arabic!.text_body).toContain(
        `المبلغ المدفوع: ${new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(49)}`,
      );
    });

    it('mails a receipt for an order made free by a coupon', async () => {
      const gus = await buyer('gus@example.com');
      await buy(gus, 'GIFT');
      const [receipt] = await mailsTo(gus.email);
      expect(receipt!.subject).toBe('Your receipt for “Photography”');
      expect(receipt!.text_body).toContain('Total paid: €0.00');
      expect(receipt!.text_body).toContain('Payment: No payment needed');
    });

    it('mails the refund once, with the amount given back; refunding again sends nothing more', async () => {
      const rita = await buyer('rita@example.com', undefined, 'Rita');
      const orderId = await buy(rita);
      await ok(host, admin, 'refundOrder', { orderId });
      await ok(host, admin, 'refundOrder', { orderId });
      const mails = await mailsTo(rita.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Your receipt for “Photography”',
        'Your refund for “Photography”',
      ]);
      const text = mails[1]!.text_body;
      expect(text).toContain('We refunded €49.00 for “Photography”.');
      expect(text).toContain('Your enrolment has ended');
      expect(text).toContain('Refunded: €49.00');
      expect(text).toContain(`${PUBLIC_URL}/student/orders`);
    });

    it('sends nothing while an order waits for payment', async () => {
      const paula = await buyer('paula@example.com');
      await ok(host, paula, 'startCheckout', { courseId: course });
      expect(await mailsTo(paula.email)).toEqual([]);
    });
  });
