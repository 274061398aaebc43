// A back-end double for the payment screens' tests: quotes, checkouts, orders and coupons answered with lms-core's
// coupon rules, so a test states the situation (coupons, an order's status) and reads what the screen did.
import {
  applyCouponDiscount,
  checkCouponUse,
  COUPON_REJECTION_MESSAGES,
  LmsError,
  normalizeCouponCode,
  type Coupon,
  type Enrollment,
  type Order,
} from '@lms/core';
import type { OperationHandlers } from '../../../test-support/fake-backend';
import { enrollment } from '../../../test-support/fixtures';

export interface FakeCourse {
  id: string;
  title: string;
  priceCents: number;
  currency: string;
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'coupon-1',
    code: 'SAVE20',
    kind: 'percent',
    percentOff: 20,
    amountOffCents: null,
    currency: null,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    maxRedemptionsPerStudent: null,
    courseIds: [],
    active: true,
    redemptionCount: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    userId: 'u1',
    userEmail: 'student@example.com',
    courseId: 'c1',
    courseTitle: 'Photography',
    status: 'pending',
    listPriceCents: 3900,
    discountCents: 0,
    totalCents: 3900,
    currency: 'EUR',
    couponCode: null,
    provider: 'sandbox',
    providerReference: null,
    statusReason: null,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    expiresAt: '2026-01-01T11:00:00.000Z',
    paidAt: null,
    failedAt: null,
    cancelledAt: null,
    refundedAt: null,
    ...overrides,
  };
}

function termsOf(item: Coupon) {
  return {
    active: item.active,
    validFrom: item.validFrom === null ? null : Date.parse(item.validFrom),
    validUntil: item.validUntil === null ? null : Date.parse(item.validUntil),
    maxRedemptions: item.maxRedemptions,
    maxRedemptionsPerStudent: item.maxRedemptionsPerStudent,
    courseIds: item.courseIds,
    discount:
      item.kind === 'percent'
        ? { kind: 'percent' as const, percentOff: item.percentOff ?? 0 }
        : { kind: 'fixed' as const, amountOffCents: item.amountOffCents ?? 0, currency: item.currency ?? '' },
  };
}

export interface PaymentsFakeOptions {
  course?: FakeCourse;
  coupons?: Coupon[];
  orders?: Order[];
  enrollments?: Enrollment[];
  /** Where startCheckout sends a paid checkout. */
  checkoutUrl?: string;
}

export function createPaymentsFake(options: PaymentsFakeOptions = {}) {
  const course = options.course ?? { id: 'c1', title: 'Photography', priceCents: 3900, currency: 'EUR' };
  const coupons = [...(options.coupons ?? [])];
  const orders = new Map((options.orders ?? []).map((item) => [item.id, item]));
  const enrollments = [...(options.enrollments ?? [])];

  function price(code: string | undefined) {
    if (!code) return { price: applyCouponDiscount(course.priceCents, course.currency, null), check: null };
    const wanted = normalizeCouponCode(code);
    const found = coupons.find((item) => item.code === wanted) ?? null;
    const verdict = checkCouponUse(found && termsOf(found), {
      courseId: course.id,
      currency: course.currency,
      now: Date.now(),
      redemptionsTotal: found?.redemptionCount ?? 0,
      redemptionsByStudent: 0,
    });
    if (!verdict.ok || found === null) {
      return {
        price: applyCouponDiscount(course.priceCents, course.currency, null),
        check: {
          valid: false as const,
          code: wanted,
          reason: verdict.ok ? ('not-found' as const) : verdict.reason,
        },
      };
    }
    return {
      price: applyCouponDiscount(course.priceCents, course.currency, termsOf(found).discount),
      check: {
        valid: true as const,
        code: found.code,
        kind: found.kind,
        percentOff: found.percentOff,
        amountOffCents: found.amountOffCents,
      },
    };
  }

  const handlers: OperationHandlers = {
    listMyEnrollments: () => [...enrollments],
    getCheckoutQuote: ({ couponCode }) => {
      const { price: amounts, check } = price(couponCode);
      return {
        courseId: course.id,
        courseTitle: course.title,
        currency: course.currency,
        ...amounts,
        coupon: check,
        alreadyEnrolled: enrollments.some((item) => item.course_id === course.id),
      };
    },
    startCheckout: ({ couponCode }) => {
      const { price: amounts, check } = price(couponCode);
      if (check && !check.valid) {
        throw new LmsError('functions/invalid-argument', COUPON_REJECTION_MESSAGES[check.reason], {
          field: 'couponCode',
          reason: check.reason,
          code: check.code,
        });
      }
      const id = `order-${orders.size + 1}`;
      const free = amounts.totalCents === 0;
      orders.set(
        id,
        order({
          id,
          courseId: course.id,
          courseTitle: course.title,
          currency: course.currency,
          ...amounts,
          couponCode: check?.code ?? null,
          provider: free ? 'none' : 'sandbox',
          status: free ? 'paid' : 'pending',
          paidAt: free ? new Date().toISOString() : null,
        }),
      );
      if (free) enrollments.push(enrollment({ id: `e-${id}`, course_id: course.id }));
      return {
        orderId: id,
        next: free
          ? { kind: 'enrolled' as const }
          : { kind: 'redirect' as const, url: options.checkoutUrl ?? `/payments/sandbox/${id}` },
      };
    },
    getOrder: ({ orderId }) => {
      const found = orders.get(orderId);
      if (!found) throw new LmsError('functions/not-found', 'There is no order with this id.');
      return { ...found };
    },
  };
  return { handlers, coupons, orders, enrollments, course };
}
