// Redemption limits under concurrency, on every host: the conditional UPDATE on the coupon's count (a row lock
// on PostgreSQL, one writer at a time on SQLite) lets exactly as many checkouts through as the limit allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../fixtures/catalogue';
import {
  activeEnrollments,
  call,
  couponCount,
  openPaymentsHost,
  ok,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeCouponConcurrency = (openHost: OpenConformanceHost) =>
  describe('coupon limits under concurrency', () => {
    let host: ConformanceHost;
    let admin: TestCaller;
    let students: TestCaller[];
    let course: string;

    beforeAll(async () => {
      host = await openPaymentsHost(openHost);
      admin = await user(host, 'admin@example.com', { admin: true });
      students = [];
      for (let i = 0; i < 20; i += 1) students.push(await user(host, `student${i}@example.com`));
      course = await insertCourse(host.ctx.db, { slug: 'paid', price_cents: 4900, currency: 'EUR' });
    });
    afterAll(() => host?.close());

    it('20 concurrent redemptions of a coupon limited to 1 give exactly 1 (free after the coupon: 1 enrolment)', async () => {
      await ok(host, admin, 'createCoupon', {
        code: 'FREEONCE',
        kind: 'percent',
        percentOff: 100,
        maxRedemptions: 1,
      });
      const answers = await Promise.all(
        students.map((student) =>
          call(host, student, 'startCheckout', { courseId: course, couponCode: 'FREEONCE' }),
        ),
      );
      const succeeded = answers.filter((answer) => answer.status === 200);
      expect(succeeded).toHaveLength(1);
      expect(succeeded[0]?.body.result).toMatchObject({ next: { kind: 'enrolled' } });
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused).toHaveLength(19);
      for (const answer of refused) expect(answer.body.error?.details).toMatchObject({ reason: 'exhausted' });

      expect(await couponCount(host.ctx, 'FREEONCE')).toBe(1);
      let enrolled = 0;
      for (const student of students) enrolled += await activeEnrollments(host.ctx, student.uid, course);
      expect(enrolled).toBe(1);
      const redemptions = await host.ctx.db.selectFrom('coupon_redemptions').selectAll().execute();
      expect(redemptions.map((row) => row.status)).toEqual(['redeemed']);
    });

    it('20 concurrent checkouts with a discount coupon limited to 1 reserve exactly 1 use', async () => {
      await ok(host, admin, 'createCoupon', {
        code: 'HALFONCE',
        kind: 'percent',
        percentOff: 50,
        maxRedemptions: 1,
      });
      const other = await insertCourse(host.ctx.db, { slug: 'other', price_cents: 3000, currency: 'EUR' });
      const answers = await Promise.all(
        students.map((student) =>
          call(host, student, 'startCheckout', { courseId: other, couponCode: 'HALFONCE' }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await couponCount(host.ctx, 'HALFONCE')).toBe(1);
      const withCoupon = await host.ctx.db
        .selectFrom('orders')
        .select(['total_cents', 'status'])
        .where('coupon_code', '=', 'HALFONCE')
        .execute();
      expect(withCoupon).toEqual([{ total_cents: 1500, status: 'pending' }]);
    });

    it('a per-student limit of 1 holds when one student checks out 10 courses at once', async () => {
      await ok(host, admin, 'createCoupon', {
        code: 'ONEPERSTUDENT',
        kind: 'fixed',
        amountOffCents: 100,
        currency: 'EUR',
        maxRedemptionsPerStudent: 1,
      });
      const courses: string[] = [];
      for (let i = 0; i < 10; i += 1)
        courses.push(
          await insertCourse(host.ctx.db, { slug: `many-${i}`, price_cents: 1000, currency: 'EUR' }),
        );
      const student = students[0] as TestCaller;
      const answers = await Promise.all(
        courses.map((courseId) =>
          call(host, student, 'startCheckout', { courseId, couponCode: 'ONEPERSTUDENT' }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status !== 200))
        expect(answer.body.error?.details).toMatchObject({ reason: 'per-student-limit-reached' });
      expect(await couponCount(host.ctx, 'ONEPERSTUDENT')).toBe(1);
    });
  });
