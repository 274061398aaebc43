// POST /api/surveys/webhook/{surveyId} on Firebase Hosting (a rewrite to this function, firebase.json): completion
// notices of external surveys, as the server's route answers them. The rule is the domain's receiveSurveyWebhook; the
// signature covers the body as sent, so the function reads Cloud Functions' raw body, never a re-serialised one.
import { SURVEY_WEBHOOK_SIGNATURE_HEADER } from '@lms/core';
import {
  callableClientError,
  callableErrorAnswer,
  receiveSurveyWebhook,
  type CallableErrorAnswer,
  type DomainContext,
} from '@lms/domain';
import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';

/** As the server's route: a notice is a few hundred bytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** The survey's id, the last segment of the address (Hosting passes the site's path; a direct call, the function's). */
const SURVEY_ID = /\/([^/]+)\/?$/;

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

export function surveyWebhookHandler(
  contextFor: () => Promise<DomainContext>,
): (request: Request, response: Response) => Promise<void> {
  return async (request, response) => {
    response.set('cache-control', 'no-store');
    if (request.method !== 'POST') {
      response.set('allow', 'POST');
      send(response, callableClientError(405, 'invalid-argument', 'Only POST is answered here.'));
      return;
    }
    const rawBody = request.rawBody ?? Buffer.alloc(0);
    if (rawBody.length > WEBHOOK_BODY_LIMIT) {
      send(
        response,
        callableClientError(413, 'invalid-argument', `A notice is at most ${WEBHOOK_BODY_LIMIT} bytes.`, {
          reason: 'body-too-large',
          limitBytes: WEBHOOK_BODY_LIMIT,
        }),
      );
      return;
    }
    const surveyId = decodeURIComponent(SURVEY_ID.exec(request.path)?.[1] ?? '');
    const ctx = await contextFor();
    try {
      const outcome = await receiveSurveyWebhook(ctx, {
        surveyId,
        signature: request.header(SURVEY_WEBHOOK_SIGNATURE_HEADER),
        rawBody: rawBody.toString('utf8'),
      });
      response.status(200).json({ received: true, ...outcome });
    } catch (error) {
      const answer = callableErrorAnswer(error);
      if (answer.serverFault) ctx.log.error({ err: error }, 'A survey webhook notice failed');
      send(response, answer);
    }
  };
}

function send(response: Response, answer: CallableErrorAnswer): void {
  response.status(answer.statusCode).json(answer.body);
}

/** The function Hosting rewrites `/api/surveys/webhook/*` to, in us-central1. */
export function surveyWebhookFunction(contextFor: () => Promise<DomainContext>): HttpsFunction {
  return onRequest({ region: 'us-central1', timeoutSeconds: 30 }, surveyWebhookHandler(contextFor));
}
