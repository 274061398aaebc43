// getCheckoutQuote: the price the student would pay now, with the coupon applied or the reason it cannot be. Nothing
// is reserved; startCheckout checks everything again inside its transaction.
import { applyCouponDiscount, normalizeCouponCode } from '@lms/core';
import type { CheckoutQuote, CouponCheckResult } from './contract-types';
import type { Caller, DomainContext } from '../context';
import { findPurchasableCourse } from './checkout-course';
import { toCouponTerms } from './coupon-mapping';
import { courseIdsOfCoupon, findCouponByCode } from './coupon-records';
import { couponRejection } from './coupon-redemptions';
import { hasCourseAccess } from './course-access';
import { cancelExpiredOrders } from './order-expiry';
import { findPendingOrder } from './order-records';
import { isSandboxActive } from './providers';

export async function getCheckoutQuote(
  ctx: DomainContext,
  caller: Caller,
  input: { courseId: string; couponCode?: string | undefined },
): Promise<CheckoutQuote> {
  await cancelExpiredOrders(ctx);
  const course = await findPurchasableCourse(ctx.db, input.courseId);
  const code = input.couponCode?.trim() ?? '';

  let coupon: CouponCheckResult | null = null;
  let discount = null;
  if (code !== '') {
    const row = await findCouponByCode(ctx.db, code);
    const pending = await findPendingOrder(ctx.db, caller.uid, course.id);
    const reason = await couponRejection(ctx.db, row, {
      userId: caller.uid,
      courseId: course.id,
      currency: course.currency,
      now: ctx.now(),
      replacingOrderId: pending?.id,
    });
    if (row === undefined || reason !== null) {
      coupon = { valid: false, code: row?.code ?? normalizeCouponCode(code), reason: reason ?? 'not-found' };
    } else {
      coupon = {
        valid: true,
        code: row.code,
        kind: row.kind,
        percentOff: row.percent_off_bp === null ? null : row.percent_off_bp / 100,
        amountOffCents: row.amount_off_cents,
      };
      discount = toCouponTerms(row, await courseIdsOfCoupon(ctx.db, row.id)).discount;
    }
  }

  const price = applyCouponDiscount(course.price_cents, course.currency, discount);
  return {
    courseId: course.id,
    courseTitle: course.title,
    currency: course.currency,
    ...price,
    coupon,
    alreadyEnrolled: await hasCourseAccess(ctx.db, caller.uid, course.id),
    testMode: isSandboxActive(ctx),
  };
}
