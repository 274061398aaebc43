// Coupons between the database (basis points, milliseconds, 0/1) and the contract (percent, ISO times, booleans).
import { basisPointsToPercent, type CouponTerms } from '@lms/core';
import type { Coupon } from './contract-types';
import type { Selectable } from 'kysely';
import type { CouponsTable } from '../db/schema';

export type CouponRow = Selectable<CouponsTable>;

const iso = (millis: number | null): string | null =>
  millis === null ? null : new Date(millis).toISOString();

export function toCoupon(row: CouponRow, courseIds: string[]): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off_bp === null ? null : basisPointsToPercent(row.percent_off_bp),
    amountOffCents: row.amount_off_cents,
    currency: row.currency,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    maxRedemptions: row.max_redemptions,
    maxRedemptionsPerStudent: row.max_redemptions_per_student,
    courseIds,
    active: row.active === 1,
    redemptionCount: Number(row.redemption_count),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The rules lms-core checks a coupon use against. */
export function toCouponTerms(row: CouponRow, courseIds: string[]): CouponTerms {
  return {
    active: row.active === 1,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    maxRedemptions: row.max_redemptions,
    maxRedemptionsPerStudent: row.max_redemptions_per_student,
    courseIds,
    discount:
      row.kind === 'percent'
        ? { kind: 'percent', percentOff: basisPointsToPercent(row.percent_off_bp ?? 0) }
        : { kind: 'fixed', amountOffCents: row.amount_off_cents ?? 0, currency: row.currency ?? '' },
  };
}
