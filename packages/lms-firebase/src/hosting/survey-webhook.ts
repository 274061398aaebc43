// POST /api/surveys/webhook/{surveyId} on Firebase Hosting (a rewrite to this function, firebase.json): completion
// notices of external surveys, as the server's route answers them. The rule is the domain's receiveSurveyWebhook.
import { SURVEY_WEBHOOK_SIGNATURE_HEADER } from '@lms/core';
import { receiveSurveyWebhook, type DomainContext } from '@lms/domain';
import type { HttpsFunction, Request } from 'firebase-functions/v2/https';
import { webhookFunction, webhookHandler, type Response, type Webhook } from './webhook-function';

/** The survey's id, the last segment of the address (Hosting passes the site's path; a direct call, the function's). */
const SURVEY_ID = /\/([^/]+)\/?$/;

const SURVEY_WEBHOOK: Webhook = {
  // As the server's route: a notice is a few hundred bytes.
  bodyLimit: 64 * 1024,
  noticeName: 'survey webhook',
  receive: (ctx, request, rawBody) =>
    receiveSurveyWebhook(ctx, {
      surveyId: decodeURIComponent(SURVEY_ID.exec(request.path)?.[1] ?? ''),
      signature: request.header(SURVEY_WEBHOOK_SIGNATURE_HEADER),
      rawBody: rawBody.toString('utf8'),
    }),
};

export function surveyWebhookHandler(
  contextFor: () => Promise<DomainContext>,
): (request: Request, response: Response) => Promise<void> {
  return webhookHandler(contextFor, SURVEY_WEBHOOK);
}

/** The function Hosting rewrites `/api/surveys/webhook/*` to, in us-central1. */
export function surveyWebhookFunction(contextFor: () => Promise<DomainContext>): HttpsFunction {
  return webhookFunction(contextFor, SURVEY_WEBHOOK, 30);
}
