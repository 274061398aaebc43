// The payments contract's shapes, taken from the operations themselves so the server always agrees with them.
import type { OperationOutput } from '@lms/core';

export type Order = OperationOutput<'getOrder'>;
export type Coupon = OperationOutput<'createCoupon'>;
export type CheckoutQuote = OperationOutput<'getCheckoutQuote'>;
export type CheckoutStart = OperationOutput<'startCheckout'>;
export type CouponCheckResult = NonNullable<CheckoutQuote['coupon']>;
