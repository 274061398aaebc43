// Errors of /api/auth/* travel as {error: {code, message, details?}} with the status of AUTH_HTTP_STATUS (lms-core's
// auth-wire), which the client adapter turns back into the same LmsError. Never a 500 for a client's mistake.
import { AUTH_HTTP_STATUS, httpStatusForFunctionsCode, isLmsError } from '@lms/core';
import type { AuthErrorBody, AuthErrorCode, FunctionsErrorCode, LmsErrorCode } from '@lms/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function httpStatusForCode(code: LmsErrorCode): number {
  const [area, name] = code.split('/', 2) as [string, string];
  if (area === 'auth') return AUTH_HTTP_STATUS[name as AuthErrorCode] ?? 400;
  if (area === 'functions') return httpStatusForFunctionsCode(name as FunctionsErrorCode);
  return 400;
}

export function replyWithAuthError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  let status: number;
  let body: AuthErrorBody;
  if (isLmsError(error)) {
    status = httpStatusForCode(error.code);
    body = { error: { code: error.code, message: error.message } };
    if (error.details !== undefined) body.error.details = error.details;
    const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
  } else if (
    typeof (error as FastifyError).statusCode === 'number' &&
    (error as FastifyError).statusCode! < 500
  ) {
    // Fastify's own rejections: malformed JSON, unsupported content type, body too large.
    status = (error as FastifyError).statusCode!;
    body = { error: { code: 'functions/invalid-argument', message: error.message } };
  } else {
    status = 500;
    body = { error: { code: 'auth/internal-error', message: 'Something went wrong on the server' } };
  }
  if (status >= 500) request.log.error({ err: error }, 'Auth endpoint failed');
  else request.log.info({ code: body.error.code, url: request.url }, 'Auth request refused');
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}
