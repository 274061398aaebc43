// The coupon rule matrix, through the contract (getCheckoutQuote, startCheckout) on every host: dates, limits,
// per-student limit, course restriction, fixed vs percent, rounding in minor units, never below 0, currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput } from '@lms/core';
import { insertCourse } from '../../fixtures/catalogue';
import {
  call,
  couponCount,
  openPaymentsHost,
  ok,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const HOUR = 3_600_000;

export const describeCouponRules = (openHost: OpenConformanceHost) =>
  describe('coupon rules', () => {
    let host: ConformanceHost;
    let offset = 0;
    let admin: TestCaller;
    let ann: TestCaller;
    let bob: TestCaller;
    let course: string;
    let otherCourse: string;
    let oddPriceCourse: string;

    beforeAll(async () => {
      host = await openPaymentsHost(openHost, { now: () => Date.now() + offset });
      admin = await user(host, 'admin@example.com', { admin: true });
      ann = await user(host, 'ann@example.com');
      bob = await user(host, 'bob@example.com');
      course = await insertCourse(host.ctx.db, { slug: 'paid', price_cents: 4900, currency: 'EUR' });
      otherCourse = await insertCourse(host.ctx.db, { slug: 'other', price_cents: 2000, currency: 'EUR' });
      oddPriceCourse = await insertCourse(host.ctx.db, { slug: 'odd', price_cents: 999, currency: 'EUR' });
    });
    afterAll(() => host?.close());

    const coupon = (fields: OperationInput<'createCoupon'>) => ok(host, admin, 'createCoupon', fields);
    const quote = (who: TestCaller, couponCode: string, courseId = course) =>
      ok(host, who, 'getCheckoutQuote', { courseId, couponCode });
    const iso = (millis: number) => new Date(millis).toISOString();

    it('percent: takes the percentage off and says the coupon is valid', async () => {
      await coupon({ code: 'PCT20', kind: 'percent', percentOff: 20 });
      expect(await quote(ann, 'PCT20')).toMatchObject({
        listPriceCents: 4900,
        discountCents: 980,
        totalCents: 3920,
        currency: 'EUR',
        coupon: { valid: true, code: 'PCT20', kind: 'percent', percentOff: 20 },
      });
    });

    it('percent: rounds the discount half-up in minor units (9.99 at 15 % is 1.4985 off, so 1.50)', async () => {
      await coupon({ code: 'PCT15', kind: 'percent', percentOff: 15 });
      expect(await quote(ann, 'PCT15', oddPriceCourse)).toMatchObject({
        discountCents: 150,
        totalCents: 849,
      });
    });

    it('codes are case-insensitive: "pct20" finds PCT20', async () => {
      expect((await quote(ann, '  pct20 ')).coupon).toMatchObject({ valid: true, code: 'PCT20' });
    });

    it('fixed: takes the amount off in the same currency', async () => {
      await coupon({ code: 'EUR15', kind: 'fixed', amountOffCents: 1500, currency: 'EUR' });
      expect(await quote(ann, 'EUR15')).toMatchObject({ discountCents: 1500, totalCents: 3400 });
    });

    it('fixed: never takes the total below 0', async () => {
      await coupon({ code: 'EUR100', kind: 'fixed', amountOffCents: 10_000, currency: 'EUR' });
      expect(await quote(ann, 'EUR100')).toMatchObject({ discountCents: 4900, totalCents: 0 });
    });

    it('currency-mismatch: a fixed coupon in another currency takes nothing off', async () => {
      await coupon({ code: 'USD5', kind: 'fixed', amountOffCents: 500, currency: 'USD' });
      expect(await quote(ann, 'USD5')).toMatchObject({
        discountCents: 0,
        totalCents: 4900,
        coupon: { valid: false, reason: 'currency-mismatch' },
      });
    });

    it('not-found: an unknown code leaves the list price', async () => {
      expect(await quote(ann, 'NOSUCHCODE')).toMatchObject({
        totalCents: 4900,
        coupon: { valid: false, code: 'NOSUCHCODE', reason: 'not-found' },
      });
    });

    it('inactive: a deactivated coupon is refused', async () => {
      const created = await coupon({ code: 'GONE', kind: 'percent', percentOff: 10 });
      await ok(host, admin, 'deactivateCoupon', { id: created.id });
      expect((await quote(ann, 'GONE')).coupon).toMatchObject({ valid: false, reason: 'inactive' });
    });

    it('expired: a coupon whose valid-until has passed is refused', async () => {
      await coupon({ code: 'OLD', kind: 'percent', percentOff: 10, validUntil: iso(Date.now() - HOUR) });
      expect((await quote(ann, 'OLD')).coupon).toMatchObject({ valid: false, reason: 'expired' });
    });

    it('not-yet-valid: a coupon whose valid-from is ahead is refused, and works once it arrives', async () => {
      await coupon({ code: 'SOON', kind: 'percent', percentOff: 10, validFrom: iso(Date.now() + HOUR) });
      expect((await quote(ann, 'SOON')).coupon).toMatchObject({ valid: false, reason: 'not-yet-valid' });
      offset = 2 * HOUR;
      try {
        const later = await user(host, 'ann@example.com');
        expect((await quote(later, 'SOON')).coupon).toMatchObject({ valid: true });
      } finally {
        offset = 0;
      }
    });

    it('not-for-this-course: a coupon limited to other courses is refused here and works there', async () => {
      await coupon({ code: 'ONLYOTHER', kind: 'percent', percentOff: 50, courseIds: [otherCourse] });
      expect((await quote(ann, 'ONLYOTHER')).coupon).toMatchObject({
        valid: false,
        reason: 'not-for-this-course',
      });
      expect(await quote(ann, 'ONLYOTHER', otherCourse)).toMatchObject({
        discountCents: 1000,
        totalCents: 1000,
      });
    });

    it('exhausted: the last use taken by a checkout waiting for payment is not available to others', async () => {
      await coupon({ code: 'ONCE', kind: 'percent', percentOff: 10, maxRedemptions: 1 });
      const started = await ok(host, ann, 'startCheckout', { courseId: course, couponCode: 'ONCE' });
      expect(started.next.kind).toBe('redirect');
      expect(await couponCount(host.ctx, 'ONCE')).toBe(1);
      expect((await quote(bob, 'ONCE')).coupon).toMatchObject({ valid: false, reason: 'exhausted' });
      // Ann's own open checkout does not count against her: starting again reuses it.
      expect((await quote(ann, 'ONCE')).coupon).toMatchObject({ valid: true });
    });

    it('exhausted: startCheckout refuses with the reason and creates no order', async () => {
      const { status, body } = await call(host, bob, 'startCheckout', {
        courseId: course,
        couponCode: 'once',
      });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({
        code: 'functions/invalid-argument',
        details: { field: 'couponCode', reason: 'exhausted', code: 'ONCE' },
      });
      const bobsOrders = await host.ctx.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', bob.uid)
        .execute();
      expect(bobsOrders).toEqual([]);
    });

    it('an expired checkout gives its coupon use back', async () => {
      offset = 61 * 60_000;
      try {
        const laterBob = await user(host, 'bob@example.com');
        expect((await quote(laterBob, 'ONCE')).coupon).toMatchObject({ valid: true });
        expect(await couponCount(host.ctx, 'ONCE')).toBe(0);
        const annOrders = await host.ctx.db
          .selectFrom('orders')
          .selectAll()
          .where('user_id', '=', ann.uid)
          .execute();
        expect(annOrders.map((order) => order.status)).toEqual(['cancelled']);
      } finally {
        offset = 0;
      }
    });

    it('per-student-limit-reached: a student who used the coupon may not use it again on another course', async () => {
      await coupon({ code: 'ONEEACH', kind: 'percent', percentOff: 100, maxRedemptionsPerStudent: 1 });
      const free = await ok(host, ann, 'startCheckout', { courseId: otherCourse, couponCode: 'ONEEACH' });
      expect(free.next).toEqual({ kind: 'enrolled' });
      expect((await quote(ann, 'ONEEACH')).coupon).toMatchObject({
        valid: false,
        reason: 'per-student-limit-reached',
      });
      expect((await quote(bob, 'ONEEACH')).coupon).toMatchObject({ valid: true });
    });

    it('without a coupon the quote is the list price and no coupon is reported', async () => {
      expect(await ok(host, ann, 'getCheckoutQuote', { courseId: course })).toMatchObject({
        listPriceCents: 4900,
        discountCents: 0,
        totalCents: 4900,
        coupon: null,
        alreadyEnrolled: false,
      });
    });
  });
