// The payments tables of the self-hosted server, held in maps: coupons (with their redemption counter, as the
// server's `redemption_count` column), coupon uses per order, and orders with their provider's checkout address.
import type { Coupon, Order } from '@lms/core';

export type StoredCoupon = Coupon;

/** One coupon use: reserved by a checkout, redeemed by its payment, released by failure, cancellation or expiry. */
export interface StoredRedemption {
  couponId: string;
  orderId: string;
  userId: string;
  status: 'reserved' | 'redeemed' | 'released';
}

export interface StoredOrder extends Order {
  couponId: string | null;
  /** The provider's page for a pending order (the sandbox page in this back end). */
  checkoutUrl: string | null;
  /** The enrolment this order's payment created, which a refund ends (an earlier free enrolment stays). */
  enrollmentId: string | null;
}

export interface PaymentsData {
  coupons: Map<string, StoredCoupon>;
  redemptions: StoredRedemption[];
  orders: Map<string, StoredOrder>;
}

export function createPaymentsData(): PaymentsData {
  return { coupons: new Map(), redemptions: [], orders: new Map() };
}
