// POST /api/payments/stripe/webhook: Stripe's notifications. The signature is checked on the raw bytes Stripe sent
// (a parsed and re-serialised body would not match), so this route has its own content-type parser that keeps the
// body as a Buffer. A bad or missing signature is refused with 400 and changes nothing.
import type { FastifyInstance } from 'fastify';
import { LmsError } from '@lms/core';
import type Stripe from 'stripe';
import type { ServerContext } from '../../context';
import { applyStripeEvent, paymentsConfigOf } from '@lms/domain';
import { stripeClient } from '@lms/node';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function registerStripeWebhook(app: FastifyInstance, ctx: ServerContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const settings = paymentsConfigOf(ctx).stripe;
      if (settings === null)
        throw new LmsError('functions/not-found', 'Stripe payments are not enabled on this server.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '')
        throw new LmsError('functions/invalid-argument', 'The Stripe-Signature header is missing.', {
          reason: 'missing-signature',
        });
      if (!Buffer.isBuffer(request.body))
        throw new LmsError('functions/invalid-argument', 'The webhook body is empty.', {
          reason: 'empty-body',
        });

      let event: Stripe.Event;
      try {
        event = stripeClient(settings).webhooks.constructEvent(
          request.body,
          signature,
          settings.webhookSecret,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
        throw new LmsError(
          'functions/invalid-argument',
          'The Stripe signature does not match this request.',
          {
            reason: 'bad-signature',
          },
        );
      }
      const outcome = await applyStripeEvent(ctx, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
      return reply.code(200).send({ received: true, outcome });
    });
  });
}
