// POST /api/surveys/webhook/:surveyId: completion notices of external surveys. The signature covers the body as
// sent, so this scope keeps it as text (a parsed and re-serialised body would not match). The rule is the domain's
// receiveSurveyWebhook; its refusals are LmsErrors, which the error handler answers as 4xx JSON.
import type { FastifyInstance } from 'fastify';
import { SURVEY_WEBHOOK_SIGNATURE_HEADER } from '@lms/core';
import { receiveSurveyWebhook } from '@lms/domain';
import type { ServerContext } from '../context';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

export function registerSurveyWebhook(app: FastifyInstance, ctx: ServerContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { surveyId: string } }>('/api/surveys/webhook/:surveyId', async (request, reply) => {
      const header = request.headers[SURVEY_WEBHOOK_SIGNATURE_HEADER];
      const outcome = await receiveSurveyWebhook(ctx, {
        surveyId: request.params.surveyId,
        signature: typeof header === 'string' ? header : undefined,
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      return reply.code(200).send({ received: true, ...outcome });
    });
  });
}
