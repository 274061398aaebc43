// How clients call and cache the payments area's operations (cache-rules.ts).
import type { paymentsOperations } from '../operations/payments';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['CouponList', 'Order', 'OrderList']);
const couponChange = { call: 'write', changes: [kinds.CouponList] } as const;

export const paymentsCache = defineAreaCache<typeof paymentsOperations>()(kinds, {
  // A quote is only true now (coupon uses, dates): never answer from an old one.
  getCheckoutQuote: { call: 'read', keepUnusedDataFor: 0 },
  startCheckout: { call: 'write', changes: [kinds.CouponList], evenWhenRefused: true },
  getOrder: { call: 'read', provides: [{ kind: kinds.Order, idFromInput: 'orderId' }], keepUnusedDataFor: 0 },
  // Orders change away from the page (a payment confirmed, a refund): each visit asks afresh.
  listMyOrders: { call: 'read', keepUnusedDataFor: 0 },
  adminListOrders: { call: 'read', provides: [kinds.OrderList] },
  // A refused refund may still mean the order changed (paid elsewhere, refunded in another tab): list it again.
  refundOrder: {
    call: 'write',
    changes: [kinds.OrderList, { kind: kinds.Order, idFromInput: 'orderId' }],
    evenWhenRefused: true,
  },
  adminListCoupons: { call: 'read', provides: [kinds.CouponList] },
  createCoupon: couponChange,
  updateCoupon: couponChange,
  deactivateCoupon: couponChange,
});
