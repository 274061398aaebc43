import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH } from '../../payments/coupon-code';
import { COUPON_REJECTION_REASONS } from '../../payments/coupon-eligibility';

export const couponRejectionReasonSchema = z.enum(COUPON_REJECTION_REASONS);

/** What the payment page sends: the course and, optionally, a coupon code as the student typed it. */
export const checkoutInputSchema = z
  .object({
    courseId: z.string().min(1).max(128),
    couponCode: z.string().trim().max(COUPON_CODE_MAX_LENGTH).optional(),
  })
  .strict();

/**
 * startCheckout's input: besides the course and coupon, `appUrl`, the app address the payment page returns to (the
 * origin and mount path of the app the student uses; the server accepts its own site and its library origins only).
 */
export const startCheckoutInputSchema = checkoutInputSchema
  .extend({ appUrl: z.string().max(2048).optional() })
  .strict();

/** The coupon as applied to this purchase, or the specific reason it cannot be. */
export const couponCheckSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    percentOff: z.number().nullable(),
    amountOffCents: z.number().int().nullable(),
  }),
  z.object({ valid: z.literal(false), code: z.string(), reason: couponRejectionReasonSchema }),
]);
export type CouponCheckResult = z.output<typeof couponCheckSchema>;

/** The price a student would pay now. Amounts in minor units of `currency`. */
export const checkoutQuoteSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  currency: z.string(),
  listPriceCents: z.number().int().min(0),
  discountCents: z.number().int().min(0),
  totalCents: z.number().int().min(0),
  /** Null when no code was given; an invalid code leaves the price at the list price. */
  coupon: couponCheckSchema.nullable(),
  /** The student already has the course: the page offers to open it instead of buying again. */
  alreadyEnrolled: z.boolean(),
  /** The sandbox takes payments (test cards, no money moves): the payment page says so. */
  testMode: z.boolean(),
});
export type CheckoutQuote = z.output<typeof checkoutQuoteSchema>;

/** After startCheckout: enrolled at once (total 0), or off to the payment provider's page. */
export const checkoutNextSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('enrolled') }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);

export const checkoutStartSchema = z.object({ orderId: z.string(), next: checkoutNextSchema });
export type CheckoutStart = z.output<typeof checkoutStartSchema>;
