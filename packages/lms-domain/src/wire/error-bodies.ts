// The error answers every host sends, as an HTTP status plus JSON body, so the server (Fastify) and the browser's
// in-process fetch answer a failure identically. Two shapes: the callable protocol's
// {error: {status, code, message, details?}} (spec section 7, /api/fn/* and the file routes) and the identity
// provider's {error: {code, message, details?}} (/api/auth/*). A host maps its own framework's errors (a body too
// large, malformed JSON) with the client-error helpers and passes everything else here. Client mistakes are 4xx with
// a specific message; only our own faults are 5xx, and their detail stays in the log.
import {
  AUTH_HTTP_STATUS,
  canonicalStatus,
  functionsCodeFromHttpStatus,
  httpStatusForFunctionsCode,
  isLmsError,
  type AuthErrorBody,
  type AuthErrorCode,
  type CanonicalStatus,
  type FunctionsErrorCode,
  type LmsErrorCode,
} from '@lms/core';

export interface CallableErrorBody {
  error: { status: CanonicalStatus; code: LmsErrorCode; message: string; details?: unknown };
}

export interface ErrorAnswer<Body> {
  statusCode: number;
  body: Body;
  /** True when the failure is ours (log it at error level); false for the caller's mistakes. */
  serverFault: boolean;
}

export type CallableErrorAnswer = ErrorAnswer<CallableErrorBody>;

export interface AuthErrorAnswer extends ErrorAnswer<AuthErrorBody> {
  /** Seconds the client should wait (a rate limit): the host sends it as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** HTTP statuses of identity-provider codes raised outside /api/auth/* (in a callable or a file route). */
const CALLABLE_AUTH_STATUS: Partial<Record<string, number>> = {
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

const CALLABLE_STORAGE_STATUS: Partial<Record<string, number>> = {
  'object-not-found': 404,
  unauthenticated: 401,
  unauthorized: 403,
  'quota-exceeded': 413,
  'server-file-wrong-size': 400,
  unknown: 500,
};

/** The callable error answer for anything thrown: an LmsError as its code says, anything else a bare 500. */
export function callableErrorAnswer(error: unknown): CallableErrorAnswer {
  if (isLmsError(error)) return fromLmsError(error.code, error.message, error.details);
  return {
    statusCode: 500,
    body: { error: { status: 'INTERNAL', code: 'functions/internal', message: 'Internal error.' } },
    serverFault: true,
  };
}

/** A client mistake a host found before the domain saw the request (its body, its media type). */
export function callableClientError(
  statusCode: number,
  code: FunctionsErrorCode,
  message: string,
  details?: unknown,
): CallableErrorAnswer {
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

/** A 4xx the host's HTTP layer raised with a status only (e.g. prototype poisoning), kept a 4xx. */
export function callableErrorFromHttpStatus(statusCode: number, message: string): CallableErrorAnswer {
  const code = functionsCodeFromHttpStatus(statusCode);
  return callableClientError(statusCode, code === 'unknown' ? 'invalid-argument' : code, message);
}

/** Request bodies a host could not read, answered the same way by every host. */
export const requestBodyErrors = {
  tooLarge: (limitBytes: number) =>
    callableClientError(
      413,
      'invalid-argument',
      `The request body is larger than the ${limitBytes / 1_048_576} MB limit.`,
      { reason: 'body-too-large', limitBytes },
    ),
  malformedJson: (parserMessage: string) =>
    callableClientError(400, 'invalid-argument', `The request body is not valid JSON: ${parserMessage}`, {
      reason: 'malformed-json',
    }),
  empty: () =>
    callableClientError(400, 'invalid-argument', 'The request body is empty; send a JSON object.', {
      reason: 'empty-body',
    }),
  unsupportedMediaType: () =>
    callableClientError(415, 'invalid-argument', 'Unsupported Content-Type; send application/json.', {
      reason: 'unsupported-media-type',
    }),
  invalidContentLength: () =>
    callableClientError(400, 'invalid-argument', 'The Content-Length header does not match the body.', {
      reason: 'invalid-content-length',
    }),
} as const;

function fromLmsError(code: LmsErrorCode, message: string, details: unknown): CallableErrorAnswer {
  const [area, name = 'unknown'] = code.split('/', 2) as [string, string | undefined];
  const statusCode =
    area === 'functions'
      ? httpStatusForFunctionsCode(name as FunctionsErrorCode)
      : ((area === 'auth' ? CALLABLE_AUTH_STATUS[name] : CALLABLE_STORAGE_STATUS[name]) ?? 400);
  const serverFault = statusCode >= 500;
  const hidden = serverFault && code === 'functions/internal';
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
        message: hidden ? 'Internal error.' : message,
        ...(details === undefined || hidden ? {} : { details }),
      },
    },
    serverFault,
  };
}

/** The HTTP status of a catalogue code answered by /api/auth/* (lms-core's AUTH_HTTP_STATUS for auth/ codes). */
export function authHttpStatusForCode(code: LmsErrorCode): number {
  const [area, name] = code.split('/', 2) as [string, string];
  if (area === 'auth') return AUTH_HTTP_STATUS[name as AuthErrorCode] ?? 400;
  if (area === 'functions') return httpStatusForFunctionsCode(name as FunctionsErrorCode);
  return 400;
}

/** The /api/auth/* error answer for anything thrown: an LmsError as its code says, anything else a bare 500. */
export function authErrorAnswer(error: unknown): AuthErrorAnswer {
  if (!isLmsError(error)) {
    return {
      statusCode: 500,
      body: { error: { code: 'auth/internal-error', message: 'Something went wrong on the server' } },
      serverFault: true,
    };
  }
  const statusCode = authHttpStatusForCode(error.code);
  const body: AuthErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details !== undefined) body.error.details = error.details;
  const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return {
    statusCode,
    body,
    serverFault: statusCode >= 500,
    ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** A 4xx the host's HTTP layer raised before an auth endpoint ran (malformed JSON, unsupported content type). */
export function authClientError(statusCode: number, message: string): AuthErrorAnswer {
  return {
    statusCode,
    body: { error: { code: 'functions/invalid-argument', message } },
    serverFault: false,
  };
}
