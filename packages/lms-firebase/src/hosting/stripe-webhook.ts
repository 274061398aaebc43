// POST /api/payments/stripe/webhook on Firebase Hosting (a rewrite to this function, firebase.json): Stripe's
// notifications, through lms-node's receiveStripeWebhook as the server's route. The signature covers the body as
// sent, so the function passes Cloud Functions' raw body, never a re-serialised one.
import {
  callableClientError,
  callableErrorAnswer,
  type CallableErrorAnswer,
  type DomainContext,
} from '@lms/domain';
import { receiveStripeWebhook } from '@lms/node';
import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';

/** As the server's route. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

export function stripeWebhookHandler(
  contextFor: () => Promise<DomainContext>,
): (request: Request, response: Response) => Promise<void> {
  return async (request, response) => {
    response.set('cache-control', 'no-store');
    if (request.method !== 'POST') {
      response.set('allow', 'POST');
      send(response, callableClientError(405, 'invalid-argument', 'Only POST is answered here.'));
      return;
    }
    const rawBody = request.rawBody;
    if (rawBody !== undefined && rawBody.length > WEBHOOK_BODY_LIMIT) {
      send(
        response,
        callableClientError(413, 'invalid-argument', `A notice is at most ${WEBHOOK_BODY_LIMIT} bytes.`, {
          reason: 'body-too-large',
          limitBytes: WEBHOOK_BODY_LIMIT,
        }),
      );
      return;
    }
    const ctx = await contextFor();
    try {
      const outcome = await receiveStripeWebhook(ctx, {
        signature: request.header('stripe-signature'),
        // No body at all is the server's "empty body"; Cloud Functions gives an empty buffer for it.
        rawBody: rawBody === undefined || rawBody.length === 0 ? undefined : rawBody,
      });
      response.status(200).json({ received: true, outcome });
    } catch (error) {
      const answer = callableErrorAnswer(error);
      if (answer.serverFault) ctx.log.error({ err: error }, 'A Stripe webhook notice failed');
      send(response, answer);
    }
  };
}

function send(response: Response, answer: CallableErrorAnswer): void {
  response.status(answer.statusCode).json(answer.body);
}

/** The function Hosting rewrites `/api/payments/stripe/webhook` to, in us-central1. */
export function stripeWebhookFunction(contextFor: () => Promise<DomainContext>): HttpsFunction {
  return onRequest({ region: 'us-central1', timeoutSeconds: 60 }, stripeWebhookHandler(contextFor));
}
