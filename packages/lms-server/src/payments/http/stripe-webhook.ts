// POST /api/payments/stripe/webhook: Stripe's notifications, through lms-node's receiveStripeWebhook (the signature
// on the raw bytes, the domain's applyStripeEvent, the refusals), which the Firebase host's function calls too. This
// route has its own content-type parser that keeps the body as a Buffer. A refusal is a 400 and changes nothing.
import type { FastifyInstance } from 'fastify';
import { receiveStripeWebhook, STRIPE_WEBHOOK_PATH } from '@lms/node';
import type { ServerContext } from '../../context';

export { STRIPE_WEBHOOK_PATH };
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
      const signature = request.headers['stripe-signature'];
      const outcome = await receiveStripeWebhook(ctx, {
        signature: typeof signature === 'string' ? signature : undefined,
        rawBody: request.body,
      });
      return reply.code(200).send({ received: true, outcome });
    });
  });
}
