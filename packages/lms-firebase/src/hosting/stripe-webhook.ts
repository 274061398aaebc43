// POST /api/payments/stripe/webhook on Firebase Hosting (a rewrite to this function, firebase.json): Stripe's
// notifications, through lms-node's receiveStripeWebhook as the server's route.
import type { DomainContext } from '@lms/domain';
import { receiveStripeWebhook } from '@lms/node';
import type { HttpsFunction, Request } from 'firebase-functions/v2/https';
import { webhookFunction, webhookHandler, type Response, type Webhook } from './webhook-function';

const STRIPE_WEBHOOK: Webhook = {
  // As the server's route.
  bodyLimit: 1024 * 1024,
  noticeName: 'Stripe webhook',
  async receive(ctx, request, rawBody) {
    const outcome = await receiveStripeWebhook(ctx, {
      signature: request.header('stripe-signature'),
      // No body at all is the server's "empty body"; Cloud Functions gives an empty buffer for it.
      rawBody: rawBody.length === 0 ? undefined : rawBody,
    });
    return { outcome };
  },
};

export function stripeWebhookHandler(
  contextFor: () => Promise<DomainContext>,
): (request: Request, response: Response) => Promise<void> {
  return webhookHandler(contextFor, STRIPE_WEBHOOK);
}

/** The function Hosting rewrites `/api/payments/stripe/webhook` to, in us-central1. */
export function stripeWebhookFunction(contextFor: () => Promise<DomainContext>): HttpsFunction {
  return webhookFunction(contextFor, STRIPE_WEBHOOK, 60);
}
