// Turns anything thrown while handling a request into the callable error shape {error: {status, code, message}}
// with an honest HTTP status. The mapping itself is lms-domain's (wire/error-bodies.ts), shared with the browser
// host; here only Fastify's own errors (body parsing, limits) are recognised first.
import { isLmsError } from '@lms/core';
import {
  BODY_LIMIT_BYTES,
  callableErrorAnswer,
  callableErrorFromHttpStatus,
  requestBodyErrors,
  type CallableErrorAnswer,
  type CallableErrorBody,
} from '@lms/domain';

export type ErrorBody = CallableErrorBody;
export type ErrorResponse = CallableErrorAnswer;

interface FastifyLikeError {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

export function errorResponse(error: unknown): ErrorResponse {
  if (isLmsError(error)) return callableErrorAnswer(error);
  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  const message = typeof fastifyError.message === 'string' ? fastifyError.message : 'Request failed';
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return requestBodyErrors.tooLarge(BODY_LIMIT_BYTES);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return requestBodyErrors.malformedJson(message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return requestBodyErrors.empty();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return requestBodyErrors.unsupportedMediaType();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return requestBodyErrors.invalidContentLength();
  }
  // JSON.parse failures surface as a SyntaxError with statusCode 400, prototype poisoning as a plain 400.
  const statusCode = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return callableErrorFromHttpStatus(statusCode, message);
  }
  return callableErrorAnswer(error);
}
