// Payment rules shared by the client and the server: money in minor units, coupon codes, discounts and eligibility,
// and the order lifecycle.
export * from './money';
export * from './coupon-code';
export * from './coupon-discount';
export * from './coupon-eligibility';
export * from './order-status';
export * from './coupon-availability';
export * from './checkout-redirect';
