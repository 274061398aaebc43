// What the webhook functions Hosting rewrites to share (survey-webhook.ts, stripe-webhook.ts): POST only, a body
// limit, the raw body as sent (signatures cover those bytes, never a re-serialised body), and refusals in the
// callable error shape with their 4xx status, as the server's routes answer them. Our own faults are logged.
import {
  callableClientError,
  callableErrorAnswer,
  type CallableErrorAnswer,
  type DomainContext,
} from '@lms/domain';
import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';

export type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

export interface Webhook {
  /** The largest notice taken, in bytes. */
  bodyLimit: number;
  /** What the log calls a notice that failed on our side. */
  noticeName: string;
  /** The domain's answer to one notice (the raw body, empty when none was sent), merged into `{ received: true }`. */
  receive(ctx: DomainContext, request: Request, rawBody: Buffer): Promise<object>;
}

export function webhookHandler(
  contextFor: () => Promise<DomainContext>,
  webhook: Webhook,
): (request: Request, response: Response) => Promise<void> {
  return async (request, response) => {
    response.set('cache-control', 'no-store');
    if (request.method !== 'POST') {
      response.set('allow', 'POST');
      send(response, callableClientError(405, 'invalid-argument', 'Only POST is answered here.'));
      return;
    }
    const rawBody = request.rawBody ?? Buffer.alloc(0);
    if (rawBody.length > webhook.bodyLimit) {
      send(
        response,
        callableClientError(413, 'invalid-argument', `A notice is at most ${webhook.bodyLimit} bytes.`, {
          reason: 'body-too-large',
          limitBytes: webhook.bodyLimit,
        }),
      );
      return;
    }
    const ctx = await contextFor();
    try {
      response.status(200).json({ received: true, ...(await webhook.receive(ctx, request, rawBody)) });
    } catch (error) {
      const answer = callableErrorAnswer(error);
      if (answer.serverFault) ctx.log.error({ err: error }, `A ${webhook.noticeName} notice failed`);
      send(response, answer);
    }
  };
}

function send(response: Response, answer: CallableErrorAnswer): void {
  response.status(answer.statusCode).json(answer.body);
}

/** A webhook as a function in us-central1. */
export function webhookFunction(
  contextFor: () => Promise<DomainContext>,
  webhook: Webhook,
  timeoutSeconds: number,
): HttpsFunction {
  return onRequest({ region: 'us-central1', timeoutSeconds }, webhookHandler(contextFor, webhook));
}
