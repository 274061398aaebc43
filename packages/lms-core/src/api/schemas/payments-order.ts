import { z } from 'zod';
import { ORDER_STATUSES } from '../../payments/order-status';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** How an order is paid: `none` when the total was 0 and no payment provider was involved. */
export const paymentProviderSchema = z.enum(['none', 'sandbox', 'stripe']);
export type PaymentProviderName = z.output<typeof paymentProviderSchema>;

/** One purchase of one course. Amounts in minor units of `currency`; times ISO 8601. */
export const orderSchema = z.object({
  id: z.string(),
  /** Null once the buyer's account was deleted (the order stays for the accounts). */
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  courseId: z.string(),
  courseTitle: z.string(),
  status: orderStatusSchema,
  listPriceCents: z.number().int().min(0),
  discountCents: z.number().int().min(0),
  totalCents: z.number().int().min(0),
  currency: z.string(),
  couponCode: z.string().nullable(),
  provider: paymentProviderSchema,
  /** The provider's id for the payment (a Stripe Checkout Session id, a sandbox payment id). */
  providerReference: z.string().nullable(),
  /** Why a payment failed or a refund was made, in words a person can read. */
  statusReason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A pending order is cancelled at this time if not paid. */
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Order = z.output<typeof orderSchema>;
