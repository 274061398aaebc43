// What a coupon takes off a price, in minor units. Percentages allow two decimals (12.5 %) and are applied in basis
// points with integer arithmetic; the discount is rounded half-up to the minor unit (999 cents at 15 % is 149.85,
// so 150 off), and a discount never exceeds the price, so a total is never below 0.

export type CouponDiscount =
  { kind: 'percent'; percentOff: number } | { kind: 'fixed'; amountOffCents: number; currency: string };

export interface PriceBreakdown {
  listPriceCents: number;
  discountCents: number;
  totalCents: number;
}

export const MAX_PERCENT_OFF = 100;

/** 12.5 % is 1250 basis points; null when the percentage is out of (0, 100] or has more than two decimals. */
export function percentToBasisPoints(percentOff: number): number | null {
  if (!Number.isFinite(percentOff) || percentOff <= 0 || percentOff > MAX_PERCENT_OFF) return null;
  const basisPoints = Math.round(percentOff * 100);
  // A positive percentage too small to round to 0.01 (7e-323 passed the tolerance as 0 basis points) is refused too.
  return basisPoints >= 1 && Math.abs(basisPoints - percentOff * 100) < 1e-6 ? basisPoints : null;
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** Half-up rounding of price x basisPoints / 10000 without floats: exact for any safe-integer price. */
export function percentDiscountCents(listPriceCents: number, basisPoints: number): number {
  const product = BigInt(listPriceCents) * BigInt(basisPoints);
  return Number((product + 5000n) / 10000n);
}

/**
 * The price after a coupon. A fixed coupon in another currency than the price takes nothing off (the eligibility
 * check reports it as currency-mismatch before a checkout can use it).
 */
export function applyCouponDiscount(
  listPriceCents: number,
  priceCurrency: string,
  discount: CouponDiscount | null,
): PriceBreakdown {
  let discountCents = 0;
  if (discount?.kind === 'percent') {
    const basisPoints = percentToBasisPoints(discount.percentOff);
    if (basisPoints !== null) discountCents = percentDiscountCents(listPriceCents, basisPoints);
  } else if (discount?.kind === 'fixed' && discount.currency === priceCurrency) {
    discountCents = Math.max(0, discount.amountOffCents);
  }
  discountCents = Math.min(discountCents, listPriceCents);
  return { listPriceCents, discountCents, totalCents: listPriceCents - discountCents };
}
