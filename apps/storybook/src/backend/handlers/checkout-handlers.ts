// Checkout and orders with the server's rules (packages/lms-server/src/payments/checkout-*.ts, order-reading.ts,
// refunds.ts): a quote reserves nothing; a checkout creates the order and reserves its coupon use at once, enrols
// at once when the total is 0, otherwise opens the sandbox page; one open checkout per student and course, so a
// double click or a second tab gets the same order. Access ('user', 'admin') is enforced before a handler runs.
import {
  applyCouponDiscount,
  LmsError,
  normalizeCouponCode,
  type Course,
  type CouponCheckResult,
} from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import type { StoredOrder } from '../payments-data';
import { paginate, type Caller, type HandlerMap } from './handler-types';
import { findCourse, findEnrollment } from './learning-access';
import { requireCaller, toIso } from './learning-state';
import {
  cancelExpiredOrders,
  CHECKOUT_LIFETIME_MS,
  closeOrder,
  couponRejected,
  couponRejection,
  couponTerms,
  findCouponByCode,
  markOrderPaid,
  markOrderRefunded,
  reserveCouponUse,
  SANDBOX_PAGE_PREFIX,
  toOrder,
} from './payments-store';

const REPLACED_REASON = 'Replaced by a newer checkout.';

/** By id or slug (a shared payment link may use the slug), as the server. */
function purchasableCourse(db: MemoryDatabase, courseRef: string): Course {
  const course = findCourse(db, courseRef);
  if (course === undefined || course.status !== 'published')
    throw new LmsError('functions/not-found', 'This course is not for sale.');
  return course;
}

function pendingOrderOf(db: MemoryDatabase, userId: string, courseId: string): StoredOrder | undefined {
  return [...db.payments.orders.values()].find(
    (order) => order.userId === userId && order.courseId === courseId && order.status === 'pending',
  );
}

function byNewest(a: StoredOrder, b: StoredOrder): number {
  return b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
}

function createOrder(
  db: MemoryDatabase,
  who: Caller,
  course: Course,
  code: string | null,
  now: number,
): StoredOrder {
  const coupon = code === null ? undefined : findCouponByCode(db, code);
  if (code !== null && coupon === undefined) throw couponRejected(code, 'not-found');
  const price = applyCouponDiscount(
    course.priceCents,
    course.currency,
    coupon === undefined ? null : couponTerms(coupon).discount,
  );
  const id = db.nextId('order');
  if (coupon !== undefined)
    reserveCouponUse(db, coupon, {
      orderId: id,
      userId: who.uid,
      courseId: course.id,
      currency: course.currency,
      now,
    });
  const free = price.totalCents === 0;
  const order: StoredOrder = {
    id,
    userId: who.uid,
    userEmail: who.email,
    courseId: course.id,
    courseTitle: course.title,
    status: 'pending',
    ...price,
    currency: course.currency,
    couponCode: coupon?.code ?? null,
    provider: free ? 'none' : 'sandbox',
    providerReference: free ? null : `sandbox_pay_${id}`,
    statusReason: null,
    created_at: toIso(now),
    updated_at: toIso(now),
    expiresAt: toIso(now + CHECKOUT_LIFETIME_MS),
    paidAt: null,
    failedAt: null,
    cancelledAt: null,
    refundedAt: null,
    couponId: coupon?.id ?? null,
    checkoutUrl: free ? null : `${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(id)}`,
    enrollmentId: null,
  };
  db.payments.orders.set(id, order);
  // Free after the coupon (or a free course): fulfilled at once, no provider involved.
  if (free) markOrderPaid(db, order, now);
  return order;
}

export const checkoutHandlers: HandlerMap = {
  getCheckoutQuote: ({ db, clock, caller, input }) => {
    const who = requireCaller(caller);
    const now = clock.now();
    cancelExpiredOrders(db, now);
    const course = purchasableCourse(db, input.courseId);
    const code = input.couponCode?.trim() ?? '';
    let check: CouponCheckResult | null = null;
    let discount = null;
    if (code !== '') {
      const coupon = findCouponByCode(db, code);
      const reason = couponRejection(db, coupon, {
        userId: who.uid,
        courseId: course.id,
        currency: course.currency,
        now,
        replacingOrderId: pendingOrderOf(db, who.uid, course.id)?.id,
      });
      if (coupon === undefined || reason !== null) {
        check = {
          valid: false,
          code: coupon?.code ?? normalizeCouponCode(code),
          reason: reason ?? 'not-found',
        };
      } else {
        check = {
          valid: true,
          code: coupon.code,
          kind: coupon.kind,
          percentOff: coupon.percentOff,
          amountOffCents: coupon.amountOffCents,
        };
        discount = couponTerms(coupon).discount;
      }
    }
    return {
      courseId: course.id,
      courseTitle: course.title,
      currency: course.currency,
      ...applyCouponDiscount(course.priceCents, course.currency, discount),
      coupon: check,
      alreadyEnrolled: findEnrollment(db, who.uid, course.id) !== undefined,
    };
  },

  startCheckout: ({ db, clock, caller, input }) => {
    const who = requireCaller(caller);
    const now = clock.now();
    cancelExpiredOrders(db, now);
    const course = purchasableCourse(db, input.courseId);
    if (findEnrollment(db, who.uid, course.id)) {
      throw new LmsError('functions/invalid-argument', 'You are already enrolled in this course.', {
        reason: 'already-enrolled',
      });
    }
    const code = input.couponCode?.trim() ? normalizeCouponCode(input.couponCode) : null;
    const open = pendingOrderOf(db, who.uid, course.id);
    if (open !== undefined) {
      const same =
        open.couponCode === code &&
        open.listPriceCents === course.priceCents &&
        open.currency === course.currency;
      if (same && open.checkoutUrl !== null)
        return { orderId: open.id, next: { kind: 'redirect' as const, url: open.checkoutUrl } };
      closeOrder(db, open, 'cancelled', REPLACED_REASON, now);
    }
    const order = createOrder(db, who, course, code, now);
    if (order.status === 'paid') return { orderId: order.id, next: { kind: 'enrolled' as const } };
    return { orderId: order.id, next: { kind: 'redirect' as const, url: order.checkoutUrl ?? '' } };
  },

  getOrder: ({ db, clock, caller, input }) => {
    const who = requireCaller(caller);
    cancelExpiredOrders(db, clock.now());
    const order = db.payments.orders.get(input.orderId);
    if (order === undefined) throw new LmsError('functions/not-found', 'There is no order with this id.');
    if (!who.admin && order.userId !== who.uid)
      throw new LmsError('functions/permission-denied', 'This order belongs to someone else.');
    return toOrder(order);
  },

  listMyOrders: ({ db, clock, caller, input }) => {
    const who = requireCaller(caller);
    cancelExpiredOrders(db, clock.now());
    const mine = [...db.payments.orders.values()].filter((order) => order.userId === who.uid).sort(byNewest);
    const page = paginate(mine, input.page, input.pageSize);
    return { ...page, items: page.items.map(toOrder) };
  },

  adminListOrders: ({ db, clock, input }) => {
    cancelExpiredOrders(db, clock.now());
    const search = input.search?.toLowerCase();
    const matching = [...db.payments.orders.values()]
      .filter((order) => !input.status || order.status === input.status)
      .filter(
        (order) =>
          !search ||
          [order.userEmail ?? '', order.courseTitle, order.id].some((text) =>
            text.toLowerCase().includes(search),
          ),
      )
      .sort(byNewest);
    const page = paginate(matching, input.page, input.pageSize);
    return { ...page, items: page.items.map(toOrder) };
  },

  refundOrder: ({ db, clock, input }) => {
    const order = db.payments.orders.get(input.orderId);
    if (order === undefined) throw new LmsError('functions/not-found', 'There is no order with this id.');
    if (order.status === 'refunded') return toOrder(order);
    if (order.status !== 'paid') {
      throw new LmsError(
        'functions/invalid-argument',
        `Only paid orders can be refunded; this one is ${order.status}.`,
        { reason: 'not-paid', status: order.status },
      );
    }
    markOrderRefunded(db, order, input.reason?.trim() || 'Refunded by an administrator.', clock.now());
    return toOrder(order);
  },
};
