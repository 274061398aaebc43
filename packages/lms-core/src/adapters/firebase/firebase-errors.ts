// The Firebase web SDK's errors as the catalogue's LmsErrors (spec 8): `functions/<code>` and `storage/<code>`, with
// the back end's `details` kept, so a screen reads the same error whichever back end answered.
import {
  FUNCTIONS_STATUS_BY_CODE,
  LmsError,
  STORAGE_ERROR_CODES,
  functionsCodeFromHttpStatus,
  isLmsError,
  type FunctionsErrorCode,
  type StorageErrorCode,
} from '../../errors';

/**
 * The HTTP status the functions SDK appends to the message of every answer it read (`Only admins may do this [403]`,
 * `internal [0]` when no answer came): @firebase/functions' `_errorForResponse`. Its own errors (timeout, deleted
 * instance, malformed answer) carry none.
 */
const SDK_HTTP_STATUS = / \[(\d{1,3})\]$/;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isCatalogueFunctionsCode(code: string): code is FunctionsErrorCode {
  return code === 'unknown' || Object.hasOwn(FUNCTIONS_STATUS_BY_CODE, code);
}

/**
 * The LmsError of a failed callable: the SDK's code when the catalogue has it, else the one of the HTTP status it
 * read (as the self-hosted client decodes a status it does not know: `already-exists` travels as 409, `aborted`).
 * No answer at all is `functions/unavailable` (reason 'network') and the SDK's own deadline is
 * `functions/deadline-exceeded` (reason 'timeout'), as the self-hosted client reports them.
 */
export function functionsErrorOf(operationName: string, error: unknown, timeoutMs: number): LmsError {
  if (isLmsError(error)) return error;
  const code = codeOf(error);
  if (code === undefined || !code.startsWith('functions/')) {
    return new LmsError('functions/unknown', `Call to ${operationName} failed: ${messageOf(error)}`, {
      cause: messageOf(error),
    });
  }
  const sdkCode = code.slice('functions/'.length);
  const text = messageOf(error);
  const status = SDK_HTTP_STATUS.exec(text);
  const httpStatus = status ? Number(status[1]) : undefined;
  const message = status ? text.slice(0, status.index) : text;
  if (httpStatus === 0) {
    // The SDK's fetch failed: offline, the host unreachable, or a back end that fell over without CORS headers.
    return new LmsError('functions/unavailable', `Call to ${operationName} got no answer`, {
      reason: 'network',
    });
  }
  if (sdkCode === 'deadline-exceeded' && httpStatus === undefined) {
    return new LmsError(
      'functions/deadline-exceeded',
      `Call to ${operationName} timed out after ${timeoutMs} ms`,
      { reason: 'timeout', timeoutMs },
    );
  }
  const lmsCode: FunctionsErrorCode = isCatalogueFunctionsCode(sdkCode)
    ? sdkCode
    : httpStatus === undefined
      ? 'unknown'
      : functionsCodeFromHttpStatus(httpStatus);
  const details = (error as { details?: unknown }).details;
  return new LmsError(
    `functions/${lmsCode}`,
    message === '' ? `${operationName} failed: ${lmsCode}` : message,
    details,
  );
}

/** Storage codes of the SDK that the catalogue names otherwise; any other code it lacks is `storage/unknown`. */
const STORAGE_ALIASES: Readonly<Record<string, StorageErrorCode>> = {
  // App Check refused the app: not allowed, as a rule's refusal is.
  'unauthorized-app': 'unauthorized',
  'invalid-argument-count': 'invalid-argument',
  'invalid-root-operation': 'invalid-argument',
  'invalid-url': 'invalid-argument',
};

function isCatalogueStorageCode(code: string): code is StorageErrorCode {
  return (STORAGE_ERROR_CODES as readonly string[]).includes(code);
}

/** `details` of a storage LmsError made from the SDK's StorageError. */
export interface FirebaseStorageErrorDetails {
  /** The HTTP status of the answer (0: none came). */
  status?: number;
  /** What the storage server said, when it said anything. */
  serverResponse?: string;
  /** The SDK's own code, when the catalogue names it otherwise. */
  firebaseCode?: string;
}

/** The LmsError `storage/<code>` of the SDK's StorageError (its code and status kept in `details`). */
export function storageErrorOf(error: unknown): LmsError {
  if (isLmsError(error)) return error;
  const code = codeOf(error);
  if (code === undefined || !code.startsWith('storage/')) {
    return new LmsError('storage/unknown', messageOf(error), { cause: messageOf(error) });
  }
  const sdkCode = code.slice('storage/'.length);
  const lmsCode = isCatalogueStorageCode(sdkCode) ? sdkCode : (STORAGE_ALIASES[sdkCode] ?? 'unknown');
  const { status, serverResponse } = error as { status?: unknown; serverResponse?: unknown };
  const details: FirebaseStorageErrorDetails = {};
  if (typeof status === 'number') details.status = status;
  if (typeof serverResponse === 'string' && serverResponse !== '') details.serverResponse = serverResponse;
  if (lmsCode !== sdkCode) details.firebaseCode = sdkCode;
  return new LmsError(`storage/${lmsCode}`, messageOf(error), details);
}
