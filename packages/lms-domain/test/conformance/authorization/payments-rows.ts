// Rows of the payments area: checkout and own orders for any signed-in user, orders, refunds and coupons for admins.
import { randomUUID } from 'node:crypto';
import type { Caller } from '@lms/domain';
import { startCheckout } from '@lms/domain/internal/payments/checkout-start';
import { createCoupon } from '@lms/domain/internal/payments/coupon-admin';
import { markOrderPaid } from '@lms/domain/internal/payments/order-lifecycle';
import { insertCourse } from '../fixtures/catalogue';
import { D, U, type MatrixArea } from './matrix-types';

const NF = 'not-found';
const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;
const ANY_USER = { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' } as const;

export const paymentsArea: MatrixArea = {
  area: 'payments',
  rows: [
    {
      operation: 'getCheckoutQuote',
      situation: 'a paid course with a coupon',
      input: (f) => ({ courseId: f.ids.paymentsCheckoutCourse, couponCode: 'matrix' }),
      expect: ANY_USER,
    },
    {
      operation: 'startCheckout',
      situation: 'a paid course',
      input: (f) => ({ courseId: f.ids.paymentsCheckoutCourse }),
      expect: ANY_USER,
    },
    {
      operation: 'getOrder',
      situation: "the student's order",
      input: (f) => ({ orderId: f.ids.paymentsStudentOrder }),
      // Someone else's order is not-found, as certificates and badges are: ids reveal nothing.
      expect: { anonymous: U, student: 'allow', otherStudent: NF, admin: 'allow' },
    },
    { operation: 'listMyOrders', situation: 'own orders', input: () => ({}), expect: ANY_USER },
    { operation: 'adminListOrders', situation: 'all orders', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'refundOrder',
      situation: "the student's paid order",
      input: (f) => ({ orderId: f.ids.paymentsRefundableOrder }),
      expect: ADMIN_ONLY,
    },
    { operation: 'adminListCoupons', situation: 'all coupons', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'createCoupon',
      situation: 'a new code',
      input: () => ({ code: 'MATRIX-NEW', kind: 'percent', percentOff: 5 }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'updateCoupon',
      situation: 'an existing coupon',
      input: (f) => ({ id: f.ids.paymentsCoupon, code: 'MATRIX', kind: 'percent', percentOff: 15 }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'deactivateCoupon',
      situation: 'an existing coupon',
      input: (f) => ({ id: f.ids.paymentsCoupon }),
      expect: ADMIN_ONLY,
    },
  ],
  async setup(ctx, fixture) {
    const course = (slug: string) => insertCourse(ctx.db, { slug, price_cents: 4900, currency: 'EUR' });
    const student: Caller = {
      uid: fixture.uid.student,
      email: fixture.email.student,
      admin: false,
      authTime: 0,
      provider: 'password',
    };
    // The student's paid orders, paid through the same fulfilment path as the sandbox page.
    const paidOrder = async (courseId: string) => {
      const { orderId } = await startCheckout(ctx, student, { courseId });
      await markOrderPaid(ctx, orderId, { reference: `matrix_${randomUUID()}` });
      return orderId;
    };
    const coupon = await createCoupon(ctx, {
      code: 'MATRIX',
      kind: 'percent',
      percentOff: 10,
      amountOffCents: null,
      currency: null,
      validFrom: null,
      validUntil: null,
      maxRedemptions: null,
      maxRedemptionsPerStudent: null,
      courseIds: [],
      active: true,
    });
    return {
      paymentsCheckoutCourse: await course('payments-checkout'),
      paymentsStudentOrder: await paidOrder(await course('payments-owned')),
      paymentsRefundableOrder: await paidOrder(await course('payments-refundable')),
      paymentsCoupon: coupon.id,
    };
  },
};
