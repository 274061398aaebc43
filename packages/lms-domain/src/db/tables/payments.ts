// Kysely table types of payments: coupons, orders and coupon redemptions (conventions: ../schema.ts).
import type { Flag } from './flag';

/** Payments: a coupon. Percent coupons store basis points (12.5 % is 1250); fixed ones minor units of currency. */
export interface CouponsTable {
  id: string;
  /** Capitals; unique, so codes are unique in any letter case. */
  code: string;
  kind: 'percent' | 'fixed';
  percent_off_bp: number | null;
  amount_off_cents: number | null;
  currency: string | null;
  valid_from: number | null;
  /** Exclusive. */
  valid_until: number | null;
  max_redemptions: number | null;
  max_redemptions_per_student: number | null;
  active: Flag;
  /** Reserved plus redeemed uses; raised only by a conditional UPDATE that enforces max_redemptions. */
  redemption_count: number;
  created_at: number;
  updated_at: number;
}

/** Payments: the courses a coupon is limited to; none means every course. */
export interface CouponCoursesTable {
  coupon_id: string;
  course_id: string;
}

export type OrderStatusColumn = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** Payments: one purchase of one course; amounts in minor units, total = list price - discount. */
export interface OrdersTable {
  id: string;
  user_id: string | null;
  course_id: string;
  status: OrderStatusColumn;
  list_price_cents: number;
  discount_cents: number;
  total_cents: number;
  currency: string;
  coupon_id: string | null;
  /** The code as it was when the order was placed. */
  coupon_code: string | null;
  provider: 'none' | 'sandbox' | 'stripe';
  /** Stripe Checkout Session id, or the sandbox payment id. */
  provider_reference: string | null;
  /** Stripe PaymentIntent id (what a refund needs). */
  provider_payment_id: string | null;
  /** Where the student pays; kept so a second click on "pay" reopens the same page. */
  checkout_url: string | null;
  /** The app address the student paid from (platform/app-address.ts); null: the server's public URL. */
  app_address: string | null;
  refund_reference: string | null;
  status_reason: string | null;
  created_at: number;
  updated_at: number;
  /** A pending order not paid by then is cancelled and its coupon use released. */
  expires_at: number | null;
  paid_at: number | null;
  failed_at: number | null;
  cancelled_at: number | null;
  refunded_at: number | null;
}

/** Payments: a coupon use by an order; reserved at checkout, redeemed on payment, released if never paid. */
export interface CouponRedemptionsTable {
  id: string;
  coupon_id: string;
  order_id: string;
  user_id: string | null;
  status: 'reserved' | 'redeemed' | 'released';
  created_at: number;
  updated_at: number;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    coupons: CouponsTable;
    coupon_courses: CouponCoursesTable;
    orders: OrdersTable;
    coupon_redemptions: CouponRedemptionsTable;
  }
}
