// Turns anything thrown while handling a request into the callable error shape {error: {status, code, message}}
// with an honest HTTP status. Client mistakes always get a 4xx with a specific message; only our own bugs are 500s.
import {
  canonicalStatus,
  functionsCodeFromHttpStatus,
  httpStatusForFunctionsCode,
  isLmsError,
  type CanonicalStatus,
  type FunctionsErrorCode,
  type LmsErrorCode,
} from '@lms/core';
import { BODY_LIMIT_BYTES } from './limits';

export interface ErrorBody {
  error: { status: CanonicalStatus; code: LmsErrorCode; message: string; details?: unknown };
}

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  /** True when the failure is ours (logged at error level); false for the caller's mistakes. */
  serverFault: boolean;
}

/** HTTP statuses for identity-provider codes: what each mistake means to an HTTP client. */
const AUTH_STATUS: Partial<Record<string, number>> = {
  'wrong-password': 400,
  'invalid-credential': 400,
  'user-not-found': 400,
  'email-already-in-use': 400,
  'account-exists-with-different-credential': 409,
  'too-many-requests': 429,
  'user-disabled': 403,
  'operation-not-allowed': 403,
  'requires-recent-login': 401,
  'user-token-expired': 401,
  'invalid-refresh-token': 401,
  'internal-error': 500,
  'network-request-failed': 503,
};

const STORAGE_STATUS: Partial<Record<string, number>> = {
  'object-not-found': 404,
  unauthenticated: 401,
  unauthorized: 403,
  'quota-exceeded': 413,
  'server-file-wrong-size': 400,
  unknown: 500,
};

interface FastifyLikeError {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  validation?: unknown;
}

export function errorResponse(error: unknown): ErrorResponse {
  if (isLmsError(error)) return fromLmsError(error.code, error.message, error.details);

  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  const message = typeof fastifyError.message === 'string' ? fastifyError.message : 'Request failed';
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return clientError(
        413,
        'invalid-argument',
        `The request body is larger than the ${BODY_LIMIT_BYTES / 1_048_576} MB limit.`,
        {
          reason: 'body-too-large',
          limitBytes: BODY_LIMIT_BYTES,
        },
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return clientError(400, 'invalid-argument', `The request body is not valid JSON: ${message}`, {
        reason: 'malformed-json',
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return clientError(400, 'invalid-argument', 'The request body is empty; send a JSON object.', {
        reason: 'empty-body',
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return clientError(415, 'invalid-argument', 'Unsupported Content-Type; send application/json.', {
        reason: 'unsupported-media-type',
      });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return clientError(400, 'invalid-argument', 'The Content-Length header does not match the body.', {
        reason: 'invalid-content-length',
      });
  }
  // JSON.parse failures surface as a SyntaxError with statusCode 400, prototype poisoning as a plain 400.
  const statusCode = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = functionsCodeFromHttpStatus(statusCode);
    return clientError(statusCode, code === 'unknown' ? 'invalid-argument' : code, message);
  }
  return {
    statusCode: 500,
    body: { error: { status: 'INTERNAL', code: 'functions/internal', message: 'Internal error.' } },
    serverFault: true,
  };
}

function fromLmsError(code: LmsErrorCode, message: string, details: unknown): ErrorResponse {
  const [area, name = 'unknown'] = code.split('/', 2) as [string, string | undefined];
  const statusCode =
    area === 'functions'
      ? httpStatusForFunctionsCode(name as FunctionsErrorCode)
      : ((area === 'auth' ? AUTH_STATUS[name] : STORAGE_STATUS[name]) ?? 400);
  const serverFault = statusCode >= 500;
  const status =
    area === 'functions'
      ? canonicalStatus(name as FunctionsErrorCode)
      : canonicalStatus(functionsCodeFromHttpStatus(statusCode));
  return {
    statusCode,
    body: {
      error: {
        status: status === 'UNKNOWN' && statusCode < 500 ? 'INVALID_ARGUMENT' : status,
        code,
        // Our own failures keep their detail in the log, not in the answer.
        message: serverFault && code === 'functions/internal' ? 'Internal error.' : message,
        ...(details === undefined || (serverFault && code === 'functions/internal') ? {} : { details }),
      },
    },
    serverFault,
  };
}

function clientError(
  statusCode: number,
  code: FunctionsErrorCode,
  message: string,
  details?: unknown,
): ErrorResponse {
  return {
    statusCode,
    body: {
      error: {
        status: canonicalStatus(code),
        code: `functions/${code}`,
        message,
        ...(details === undefined ? {} : { details }),
      },
    },
    serverFault: false,
  };
}
