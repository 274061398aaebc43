// Stripe's webhook, for every Node host (the server's route, the Firebase function): the signature checked on the
// raw bytes Stripe sent (a parsed and re-serialised body would not match) with the official SDK, then the domain's
// applyStripeEvent. Every refusal is an LmsError that changes nothing; the host maps it onto its HTTP answer.
import { LmsError } from '@lms/core';
import type Stripe from 'stripe';
import { applyStripeEvent, paymentsConfigOf, type DomainContext, type StripeEventOutcome } from '@lms/domain';
import { stripeClient } from './stripe-client';

/** The address both hosts answer Stripe's notifications at. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export interface StripeDelivery {
  /** The Stripe-Signature header, as sent. */
  signature: string | undefined;
  /** The body as sent; anything else (no body) is refused. */
  rawBody: unknown;
}

/**
 * One notice from Stripe: `functions/not-found` when Stripe payments are off, `functions/invalid-argument` with
 * `details.reason` `missing-signature`, `empty-body` or `bad-signature`; else what the event did to its order.
 */
export async function receiveStripeWebhook(
  ctx: DomainContext,
  delivery: StripeDelivery,
): Promise<StripeEventOutcome> {
  const settings = paymentsConfigOf(ctx).stripe;
  if (settings === null)
    throw new LmsError('functions/not-found', 'Stripe payments are not enabled on this server.');
  const { signature, rawBody } = delivery;
  if (typeof signature !== 'string' || signature === '')
    throw new LmsError('functions/invalid-argument', 'The Stripe-Signature header is missing.', {
      reason: 'missing-signature',
    });
  if (!Buffer.isBuffer(rawBody))
    throw new LmsError('functions/invalid-argument', 'The webhook body is empty.', { reason: 'empty-body' });

  let event: Stripe.Event;
  try {
    event = stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch (error) {
    ctx.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
    throw new LmsError('functions/invalid-argument', 'The Stripe signature does not match this request.', {
      reason: 'bad-signature',
    });
  }
  const outcome = await applyStripeEvent(ctx, event);
  ctx.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
  return outcome;
}
