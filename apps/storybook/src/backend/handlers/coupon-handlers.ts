// Admin coupons with the server's rules (packages/lms-server/src/payments/coupon-admin.ts): codes stored in
// capitals and unique in any letter case, courses that must exist, edits that keep orders already placed, and an
// idempotent deactivation. The contract's schema has checked the fields; access 'admin' is enforced before.
import { LmsError, normalizeCouponCode, percentToBasisPoints, type CouponFields } from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import type { StoredCoupon } from '../payments-data';
import { paginate, type HandlerMap } from './handler-types';
import { toIso } from './learning-state';
import { cancelExpiredOrders, findCouponByCode } from './payments-store';

function requireCoupon(db: MemoryDatabase, id: string): StoredCoupon {
  const coupon = db.payments.coupons.get(id);
  if (coupon === undefined) throw new LmsError('functions/not-found', 'There is no coupon with this id.');
  return coupon;
}

function assertCoursesExist(db: MemoryDatabase, courseIds: readonly string[]): void {
  const unknown = courseIds.filter((id) => !db.courses.has(id));
  if (unknown.length > 0) {
    throw new LmsError('functions/invalid-argument', `No course has the id ${unknown.join(', ')}.`, {
      field: 'courseIds',
      reason: 'unknown-course',
      courseIds: unknown,
    });
  }
}

function assertCodeFree(db: MemoryDatabase, code: string, id: string | null): void {
  const other = findCouponByCode(db, code);
  if (other !== undefined && other.id !== id) {
    throw new LmsError('functions/invalid-argument', `Another coupon already has the code ${code}.`, {
      field: 'code',
      reason: 'duplicate-code',
    });
  }
}

/** The columns an admin controls; percentages are kept as the server stores them (whole basis points). */
function couponFields(fields: CouponFields) {
  const percent = fields.kind === 'percent';
  const basisPoints = percent ? percentToBasisPoints(fields.percentOff ?? 0) : null;
  return {
    code: normalizeCouponCode(fields.code),
    kind: fields.kind,
    percentOff: basisPoints === null ? null : basisPoints / 100,
    amountOffCents: percent ? null : (fields.amountOffCents ?? null),
    currency: percent ? null : (fields.currency ?? null),
    validFrom: fields.validFrom ? toIso(Date.parse(fields.validFrom)) : null,
    validUntil: fields.validUntil ? toIso(Date.parse(fields.validUntil)) : null,
    maxRedemptions: fields.maxRedemptions ?? null,
    maxRedemptionsPerStudent: fields.maxRedemptionsPerStudent ?? null,
    courseIds: [...new Set(fields.courseIds ?? [])].sort(),
    active: fields.active !== false,
  };
}

export const couponHandlers: HandlerMap = {
  adminListCoupons: ({ db, clock, input }) => {
    // Abandoned checkouts hold a coupon use until they expire; release them so the counts shown are current.
    cancelExpiredOrders(db, clock.now());
    const search = input.search ? normalizeCouponCode(input.search) : '';
    const matching = [...db.payments.coupons.values()]
      .filter((coupon) => coupon.code.includes(search))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
    return paginate(matching, input.page, input.pageSize);
  },

  createCoupon: ({ db, clock, input }) => {
    const fields = couponFields(input);
    assertCoursesExist(db, fields.courseIds);
    assertCodeFree(db, fields.code, null);
    const now = toIso(clock.now());
    const coupon: StoredCoupon = {
      id: db.nextId('coupon'),
      ...fields,
      redemptionCount: 0,
      created_at: now,
      updated_at: now,
    };
    db.payments.coupons.set(coupon.id, coupon);
    return coupon;
  },

  updateCoupon: ({ db, clock, input }) => {
    const { id, ...rest } = input;
    const coupon = requireCoupon(db, id);
    const fields = couponFields(rest);
    assertCoursesExist(db, fields.courseIds);
    assertCodeFree(db, fields.code, id);
    Object.assign(coupon, fields, { updated_at: toIso(clock.now()) });
    return coupon;
  },

  deactivateCoupon: ({ db, clock, input }) => {
    const coupon = requireCoupon(db, input.id);
    if (coupon.active) {
      coupon.active = false;
      coupon.updated_at = toIso(clock.now());
    }
    return coupon;
  },
};
