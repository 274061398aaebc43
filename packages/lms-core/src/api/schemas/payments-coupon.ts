import { z } from 'zod';
import { COUPON_CODE_INPUT_PATTERN } from '../../payments/coupon-code';
import { percentToBasisPoints } from '../../payments/coupon-discount';
import { CURRENCY_CODE_PATTERN } from '../../payments/money';

/** A coupon as admins see it. Amounts in minor units; times ISO 8601; `courseIds` empty means every course. */
export const couponSchema = z.object({
  id: z.string(),
  /** Stored in capitals; students may type it in any case. */
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent coupons: 0.01 to 100. */
  percentOff: z.number().nullable(),
  /** Fixed coupons: minor units of `currency`. */
  amountOffCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxRedemptionsPerStudent: z.number().int().nullable(),
  courseIds: z.array(z.string()),
  active: z.boolean(),
  /** Paid orders and checkouts still waiting for payment that use the coupon. */
  redemptionCount: z.number().int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Coupon = z.output<typeof couponSchema>;

const limit = z.number().int().min(1).max(1_000_000).nullable();

/** Everything an admin sets on a coupon; create and edit send the whole form. */
export const couponFieldsSchema = z
  .object({
    code: z.string().trim().regex(COUPON_CODE_INPUT_PATTERN, {
      message: 'Use 3 to 40 letters, digits, dashes or underscores, starting with a letter or digit',
    }),
    kind: z.enum(['percent', 'fixed']),
    percentOff: z.number().nullable().default(null),
    amountOffCents: z.number().int().min(1).max(100_000_000).nullable().default(null),
    currency: z.string().regex(CURRENCY_CODE_PATTERN).nullable().default(null),
    validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    validUntil: z.iso.datetime({ offset: true }).nullable().default(null),
    maxRedemptions: limit.default(null),
    maxRedemptionsPerStudent: limit.default(null),
    courseIds: z.array(z.string().min(1).max(128)).max(500).default([]),
    active: z.boolean().default(true),
  })
  .strict();
export type CouponFields = z.input<typeof couponFieldsSchema>;

/** Rules across fields, reported on the field the admin has to change. */
function checkCouponFields(fields: z.output<typeof couponFieldsSchema>, ctx: z.RefinementCtx): void {
  if (fields.kind === 'percent') {
    if (fields.percentOff === null || percentToBasisPoints(fields.percentOff) === null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Enter a percentage from 0.01 to 100' });
    if (fields.amountOffCents !== null || fields.currency !== null)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'A percent coupon has no amount' });
  } else {
    if (fields.amountOffCents === null)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'Enter the amount to take off' });
    if (fields.currency === null)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Choose the currency of the amount' });
    if (fields.percentOff !== null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'A fixed coupon has no percentage' });
  }
  if (
    fields.validFrom !== null &&
    fields.validUntil !== null &&
    Date.parse(fields.validUntil) <= Date.parse(fields.validFrom)
  ) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Must be after the start date' });
  }
  if (
    fields.maxRedemptions !== null &&
    fields.maxRedemptionsPerStudent !== null &&
    fields.maxRedemptionsPerStudent > fields.maxRedemptions
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxRedemptionsPerStudent'],
      message: 'Cannot be more than the total number of uses',
    });
  }
}

export const createCouponInputSchema = couponFieldsSchema.superRefine(checkCouponFields);
export const updateCouponInputSchema = couponFieldsSchema
  .extend({ id: z.string().min(1).max(128) })
  .superRefine(checkCouponFields);
