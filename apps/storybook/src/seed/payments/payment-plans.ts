// Coupons in every state an admin meets (active, limited to some courses, free after the coupon, expired, switched
// off, used up, not started yet) and orders in every status the success and purchases pages show, as plans that
// payments.ts carries out through the admin's coupon operations, the student's checkouts and the sandbox page's
// settlement rules.
import type { CouponKey, CourseKey, DemoCouponKey, OrderKey, UserKey } from '../story-ids';

export interface CouponPlan {
  key: CouponKey;
  code: string;
  kind: 'percent' | 'fixed';
  percentOff?: number;
  amountOffCents?: number;
  currency?: string;
  validFrom?: string;
  validUntil?: string;
  maxRedemptions?: number;
  maxRedemptionsPerStudent?: number;
  courses?: CourseKey[];
  /** False: created switched off. */
  active?: boolean;
  createdAt: string;
}

/** Codes the stories type (the fixtures' DEMO_COUPONS). */
export const STORY_COUPON_CODES = {
  percent: 'WELCOME20',
  fixed: 'FIVEOFF',
  free: 'FREEPHOTO',
  expired: 'SPRING10',
  inactive: 'LAUNCH50',
  usedUp: 'VIP1',
  scheduled: 'NEWYEAR27',
} as const satisfies Record<DemoCouponKey, string>;

export const DEMO_COUPON_PLANS: readonly CouponPlan[] = [
  {
    key: 'inactive',
    code: STORY_COUPON_CODES.inactive,
    kind: 'percent',
    percentOff: 50,
    active: false,
    createdAt: '2026-01-10T09:00:00.000Z',
  },
  {
    key: 'expired',
    code: STORY_COUPON_CODES.expired,
    kind: 'percent',
    percentOff: 10,
    validFrom: '2026-03-01T00:00:00.000Z',
    validUntil: '2026-04-01T00:00:00.000Z',
    createdAt: '2026-02-20T09:00:00.000Z',
  },
  {
    key: 'usedUp',
    code: STORY_COUPON_CODES.usedUp,
    kind: 'percent',
    percentOff: 30,
    maxRedemptions: 1,
    createdAt: '2026-06-01T09:00:00.000Z',
  },
  {
    key: 'percent',
    code: STORY_COUPON_CODES.percent,
    kind: 'percent',
    percentOff: 20,
    maxRedemptions: 500,
    createdAt: '2026-09-01T09:00:00.000Z',
  },
  {
    key: 'fixed',
    code: STORY_COUPON_CODES.fixed,
    kind: 'fixed',
    amountOffCents: 500,
    currency: 'EUR',
    maxRedemptionsPerStudent: 1,
    courses: ['photography', 'spreadsheets'],
    createdAt: '2026-10-01T09:00:00.000Z',
  },
  {
    key: 'free',
    code: STORY_COUPON_CODES.free,
    kind: 'percent',
    percentOff: 100,
    maxRedemptions: 10,
    maxRedemptionsPerStudent: 1,
    courses: ['photography'],
    createdAt: '2026-10-15T09:00:00.000Z',
  },
  {
    key: 'scheduled',
    code: STORY_COUPON_CODES.scheduled,
    kind: 'percent',
    percentOff: 25,
    validFrom: '2027-01-01T00:00:00.000Z',
    validUntil: '2027-01-15T00:00:00.000Z',
    createdAt: '2026-11-15T09:00:00.000Z',
  },
];

/** More coupons than a page of the admin list holds (20): PROMO01 to PROMO30 in varied states. */
export const PROMO_COUPON_PLANS: readonly CouponPlan[] = Array.from({ length: 30 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    key: `promo${number}`,
    code: `PROMO${number}`,
    kind: 'percent',
    percentOff: 5 + (index % 10) * 5,
    ...(index % 3 === 0 ? {} : { maxRedemptions: 50 + index }),
    active: index % 7 !== 6,
    createdAt: new Date(Date.UTC(2026, 4, index + 1, 9)).toISOString(),
  };
});

export type OrderOutcome =
  | { kind: 'paid'; at: string }
  | { kind: 'refunded'; paidAt: string; refundedAt: string }
  | { kind: 'declined'; at: string }
  | { kind: 'cancelled'; at: string }
  /** Left open: its payment page still takes the card (for an hour after it started, see STORY_NOW). */
  | { kind: 'pending' };

export interface OrderPlan {
  key: OrderKey;
  buyer: UserKey;
  course: CourseKey;
  coupon?: CouponKey;
  /** When the buyer started the checkout. */
  startedAt: string;
  outcome: OrderOutcome;
}

/** Opened `/payment/success?order=<id>`-style by the stories; the student's five, and Lee's VIP1 purchase. */
export const ORDER_PLANS: readonly OrderPlan[] = [
  // Bought in the summer and refunded a few days later (the enrolment it gave has ended); tried again since.
  {
    key: 'refunded',
    buyer: 'student',
    course: 'finance',
    startedAt: '2026-06-01T12:00:00.000Z',
    outcome: { kind: 'refunded', paidAt: '2026-06-01T12:02:00.000Z', refundedAt: '2026-06-05T09:00:00.000Z' },
  },
  // The one use VIP1 allows: the coupon shows "used up".
  {
    key: 'vip',
    buyer: 'otherStudent',
    course: 'photography',
    coupon: 'usedUp',
    startedAt: '2026-06-10T17:00:00.000Z',
    outcome: { kind: 'paid', at: '2026-06-10T17:03:00.000Z' },
  },
  {
    key: 'paid',
    buyer: 'student',
    course: 'spreadsheets',
    coupon: 'percent',
    startedAt: '2026-10-05T09:55:00.000Z',
    outcome: { kind: 'paid', at: '2026-10-05T09:58:00.000Z' },
  },
  {
    key: 'cancelled',
    buyer: 'student',
    course: 'finance',
    startedAt: '2026-11-09T18:00:00.000Z',
    outcome: { kind: 'cancelled', at: '2026-11-09T18:01:00.000Z' },
  },
  {
    key: 'declined',
    buyer: 'student',
    course: 'finance',
    startedAt: '2026-11-10T18:00:00.000Z',
    outcome: { kind: 'declined', at: '2026-11-10T18:02:00.000Z' },
  },
  // A checkout the student has not paid yet: the last thing that happened before STORY_NOW.
  {
    key: 'pending',
    buyer: 'student',
    course: 'photography',
    startedAt: '2026-11-21T07:50:00.000Z',
    outcome: { kind: 'pending' },
  },
];
