// Contract operations of the payments area: checkout and orders for students, orders, refunds and coupons for admins.
// Finer rules (only your own orders, coupon limits) live in the server's payments service.
import { z } from 'zod';
import { defineOperation } from '../contract';
import { pageSchema } from '../schemas/course';
import { couponSchema, createCouponInputSchema, updateCouponInputSchema } from '../schemas/payments-coupon';
import {
  checkoutInputSchema,
  checkoutQuoteSchema,
  checkoutStartSchema,
  startCheckoutInputSchema,
} from '../schemas/payments-checkout';
import { orderSchema, orderStatusSchema } from '../schemas/payments-order';

const id = z.string().min(1).max(128);
const paging = (pageSize: number) => ({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(pageSize),
});

export const getCheckoutQuote = defineOperation({
  name: 'getCheckoutQuote',
  summary: 'Price of a course for the caller, with a coupon applied or the reason it cannot be.',
  input: checkoutInputSchema,
  output: checkoutQuoteSchema,
  access: 'user',
});

export const startCheckout = defineOperation({
  name: 'startCheckout',
  summary:
    'Create an order for a course: enrol at once when the total is 0, otherwise return the payment page to open.',
  input: startCheckoutInputSchema,
  output: checkoutStartSchema,
  access: 'user',
  refusals: [
    'already-enrolled',
    'currency-mismatch',
    'exhausted',
    'inactive',
    'no-payment-provider',
    'not-for-this-course',
    'not-found',
    'not-yet-valid',
    'per-student-limit-reached',
    'return-address-invalid',
    'return-address-not-allowed',
  ],
});

export const getOrder = defineOperation({
  name: 'getOrder',
  summary: 'Read one order (your own, or any as an admin).',
  input: z.object({ orderId: id }).strict(),
  output: orderSchema,
  access: 'user',
});

export const listMyOrders = defineOperation({
  name: 'listMyOrders',
  summary: "The caller's orders, newest first.",
  input: z.object(paging(20)).strict(),
  output: pageSchema(orderSchema),
  access: 'user',
});

export const adminListOrders = defineOperation({
  name: 'adminListOrders',
  summary: 'All orders, newest first, filtered by buyer e-mail, course title or order id and by status.',
  input: z
    .object({
      search: z.string().trim().max(200).optional(),
      status: orderStatusSchema.optional(),
      ...paging(20),
    })
    .strict(),
  output: pageSchema(orderSchema),
  access: 'admin',
});

export const refundOrder = defineOperation({
  name: 'refundOrder',
  summary: 'Refund a paid order through its payment provider and end the enrolment it gave.',
  input: z.object({ orderId: id, reason: z.string().trim().max(500).optional() }).strict(),
  output: orderSchema,
  access: 'admin',
  refusals: ['not-paid'],
});

export const adminListCoupons = defineOperation({
  name: 'adminListCoupons',
  summary: 'Coupons, newest first, with their redemption counts; search matches the code.',
  input: z.object({ search: z.string().trim().max(100).optional(), ...paging(20) }).strict(),
  output: pageSchema(couponSchema),
  access: 'admin',
});

export const createCoupon = defineOperation({
  name: 'createCoupon',
  summary: 'Create a coupon; its code must not match another coupon in any letter case.',
  input: createCouponInputSchema,
  output: couponSchema,
  access: 'admin',
  refusals: ['duplicate-code', 'unknown-course'],
});

export const updateCoupon = defineOperation({
  name: 'updateCoupon',
  summary: 'Change every field of a coupon; orders already placed keep their price.',
  input: updateCouponInputSchema,
  output: couponSchema,
  access: 'admin',
  refusals: ['duplicate-code', 'unknown-course'],
});

export const deactivateCoupon = defineOperation({
  name: 'deactivateCoupon',
  summary: 'Stop a coupon from being used; checkouts already started with it can still be paid.',
  input: z.object({ id }).strict(),
  output: couponSchema,
  access: 'admin',
});

export const paymentsOperations = {
  getCheckoutQuote,
  startCheckout,
  getOrder,
  listMyOrders,
  adminListOrders,
  refundOrder,
  adminListCoupons,
  createCoupon,
  updateCoupon,
  deactivateCoupon,
} as const;
