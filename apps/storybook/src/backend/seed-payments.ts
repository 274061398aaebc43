// Seeds coupons and orders. Each is checked against the contract's schema and must name existing users, courses and
// coupons, so a fixture the real server could never hold fails loudly. An order's coupon use is recorded as the
// server would hold it: redeemed when paid, reserved while pending, released otherwise.
import { couponSchema, LmsError, orderSchema } from '@lms/core';
import type { FixturePayments } from './fixtures/fixture-types';
import type { MemoryDatabase } from './memory-database';
import { SANDBOX_PAGE_PREFIX } from './handlers/payments-store';

function refuse(message: string): never {
  throw new LmsError('functions/invalid-argument', `Fixture ${message}`);
}

export function seedPayments(db: MemoryDatabase, payments: FixturePayments): void {
  for (const fixture of payments.coupons) {
    const parsed = couponSchema.safeParse(fixture);
    if (!parsed.success) refuse(`coupon ${fixture.id} breaks the contract: ${parsed.error.message}`);
    const coupon = parsed.data;
    if ([...db.payments.coupons.values()].some((other) => other.code === coupon.code))
      refuse(`coupon code ${coupon.code} is seeded twice`);
    for (const courseId of coupon.courseIds)
      if (!db.courses.has(courseId)) refuse(`coupon ${coupon.id} names the missing course ${courseId}`);
    db.payments.coupons.set(coupon.id, coupon);
  }
  for (const fixture of payments.orders) {
    const parsed = orderSchema.safeParse(fixture);
    if (!parsed.success) refuse(`order ${fixture.id} breaks the contract: ${parsed.error.message}`);
    const order = parsed.data;
    const course = db.courses.get(order.courseId);
    if (course === undefined || course.title !== order.courseTitle)
      refuse(`order ${order.id} names a missing course or another title than ${order.courseId}'s`);
    if (order.userId !== null && !db.users.has(order.userId))
      refuse(`order ${order.id} names a missing user`);
    const coupon =
      order.couponCode === null
        ? null
        : ([...db.payments.coupons.values()].find((item) => item.code === order.couponCode) ??
          refuse(`order ${order.id} names the missing coupon ${order.couponCode}`));
    const pending = order.status === 'pending';
    db.payments.orders.set(order.id, {
      ...order,
      couponId: coupon?.id ?? null,
      checkoutUrl: pending && order.provider === 'sandbox' ? `${SANDBOX_PAGE_PREFIX}/${order.id}` : null,
      enrollmentId: null,
    });
    if (coupon !== null && order.userId !== null) {
      db.payments.redemptions.push({
        couponId: coupon.id,
        orderId: order.id,
        userId: order.userId,
        status:
          order.status === 'paid' || order.status === 'refunded'
            ? 'redeemed'
            : pending
              ? 'reserved'
              : 'released',
      });
    }
  }
}
