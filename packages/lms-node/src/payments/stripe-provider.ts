// Stripe Checkout: the student pays on Stripe's page; the order is confirmed only by the verified webhook
// (stripe-webhook.ts, which both hosts' routes call). Idempotency keys make a repeated start or refund of one order return
// Stripe's first answer.
import { LmsError } from '@lms/core';
import type {
  OrderRow,
  PaymentProvider,
  PaymentProviderFactory,
  PaymentsConfig,
  StripeSettings,
} from '@lms/domain';
import { paymentPageUrl, paymentSuccessUrl } from '@lms/domain';
import { callStripe, stripeClient } from './stripe-client';

export function createStripeProvider(
  settings: StripeSettings,
  /** Where Stripe sends the student back: the app the order was placed from (lms-domain's payments/order-return). */
  returnTo: { success(order: OrderRow): string; cancel(order: OrderRow): string },
  log: { warn(obj: object, msg: string): void },
): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async startCheckout({ order, courseTitle, buyerEmail }) {
      const expiresAt = order.expires_at;
      if (expiresAt === null)
        throw new LmsError('functions/internal', 'A Stripe checkout needs an expiry time.');
      const session = await callStripe('start the payment', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: order.currency.toLowerCase(),
                  // The coupon was applied by us; Stripe charges the total.
                  unit_amount: order.total_cents,
                  product_data: {
                    name: order.coupon_code ? `${courseTitle} (coupon ${order.coupon_code})` : courseTitle,
                  },
                },
              },
            ],
            client_reference_id: order.id,
            metadata: { orderId: order.id, courseId: order.course_id },
            payment_intent_data: { metadata: { orderId: order.id } },
            ...(buyerEmail ? { customer_email: buyerEmail } : {}),
            success_url: returnTo.success(order),
            cancel_url: returnTo.cancel(order),
            expires_at: Math.floor(expiresAt / 1000),
          },
          { idempotencyKey: `lms-checkout-${order.id}` },
        ),
      );
      if (!session.url) throw new LmsError('functions/unavailable', 'Stripe did not return a payment page.');
      return { url: session.url, reference: session.id };
    },

    async refund(order) {
      if (order.provider_payment_id === null) {
        throw new LmsError('functions/invalid-argument', 'This order has no Stripe payment to refund.', {
          reason: 'no-payment',
        });
      }
      const paymentIntent = order.provider_payment_id;
      const refund = await callStripe('refund the payment', () =>
        stripe.refunds.create(
          { payment_intent: paymentIntent, metadata: { orderId: order.id } },
          { idempotencyKey: `lms-refund-${order.id}` },
        ),
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new LmsError(
          'functions/unavailable',
          `Stripe could not refund the payment (${refund.status}).`,
        );
      return { reference: refund.id };
    },

    async closeCheckout(order) {
      if (!order.provider_reference?.startsWith('cs_')) return;
      const sessionId = order.provider_reference;
      try {
        await callStripe('close the payment page', () => stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Already completed or expired: a late payment is still honoured by the webhook.
        log.warn({ err: error, orderId: order.id }, 'Could not expire a replaced Stripe Checkout Session');
      }
    },
  };
}

export function stripeSettingsOrFail(payments: PaymentsConfig): StripeSettings {
  if (payments.stripe === null)
    throw new LmsError('functions/unavailable', 'Stripe is not configured on this server.');
  return payments.stripe;
}

/** The Stripe provider every Node host injects into the domain (lms-domain's payments/providers). */
export const stripeProviders: PaymentProviderFactory = {
  stripe: (ctx) =>
    createStripeProvider(
      stripeSettingsOrFail(ctx.config.payments),
      { success: (order) => paymentSuccessUrl(ctx, order), cancel: (order) => paymentPageUrl(ctx, order) },
      ctx.log,
    ),
};
