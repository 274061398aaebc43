// Errors of /api/auth/* travel as {error: {code, message, details?}} with the status of AUTH_HTTP_STATUS (lms-core's
// auth-wire), which the client adapter turns back into the same LmsError. The mapping is lms-domain's
// (wire/error-bodies.ts), shared with the browser host; here only Fastify's own 4xx rejections are recognised first.
import { isLmsError } from '@lms/core';
import { authClientError, authErrorAnswer } from '@lms/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function replyWithAuthError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const fastifyStatus = (error as FastifyError).statusCode;
  const answer =
    !isLmsError(error) && typeof fastifyStatus === 'number' && fastifyStatus < 500
      ? // Fastify's own rejections: malformed JSON, unsupported content type, body too large.
        authClientError(fastifyStatus, error.message)
      : authErrorAnswer(error);
  if (answer.retryAfterSeconds !== undefined)
    void reply.header('Retry-After', String(answer.retryAfterSeconds));
  if (answer.serverFault) request.log.error({ err: error }, 'Auth endpoint failed');
  else request.log.info({ code: answer.body.error.code, url: request.url }, 'Auth request refused');
  return reply.code(answer.statusCode).header('Cache-Control', 'no-store').send(answer.body);
}
