// The Firebase web SDK's errors as the catalogue's LmsErrors (spec 8): `auth/<code>`, `functions/<code>` and `storage/<code>`, with
// the back end's `details` kept, so a screen reads the same error whichever back end answered.
import {
  AUTH_ERROR_CODES,
  FUNCTIONS_STATUS_BY_CODE,
  LmsError,
  STORAGE_ERROR_CODES,
  functionsCodeFromHttpStatus,
  isLmsError,
  type AuthErrorCode,
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
  return LmsError.received(
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
export type FirebaseStorageErrorDetails = {
  /** The HTTP status of the answer (0: none came). */
  status?: number;
  /** What the storage server said, when it said anything. */
  serverResponse?: string;
  /** The SDK's own code, when the catalogue names it otherwise. */
  firebaseCode?: string;
};

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

/**
 * Firebase Auth codes the catalogue names otherwise. With e-mail enumeration protection on (the default of new
 * projects), a wrong password and an unknown account are both `invalid-credential` / `invalid-login-credentials`.
 */
const AUTH_ALIASES: Readonly<Record<string, AuthErrorCode>> = {
  'invalid-login-credentials': 'invalid-credential',
  'user-mismatch': 'invalid-credential',
  'weak-password': 'password-does-not-meet-requirements',
  'missing-email': 'invalid-email',
  'credential-already-in-use': 'account-exists-with-different-credential',
  'email-change-needs-verification': 'operation-not-allowed',
  'id-token-expired': 'user-token-expired',
  'id-token-revoked': 'user-token-expired',
  'token-expired': 'user-token-expired',
  'invalid-user-token': 'user-token-expired',
  'user-signed-out': 'user-token-expired',
  'invalid-oob-code': 'invalid-action-code',
  'missing-or-invalid-nonce': 'invalid-credential',
  'cancelled-popup-request': 'popup-closed-by-user',
  'user-cancelled': 'popup-closed-by-user',
  'admin-restricted-operation': 'operation-not-allowed',
  'unauthorized-domain': 'operation-not-allowed',
  'quota-exceeded': 'too-many-requests',
  timeout: 'network-request-failed',
};

function isCatalogueAuthCode(code: string): code is AuthErrorCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The LmsError `auth/<code>` of a Firebase Auth error: the SDK's code when the catalogue has it, its alias, else
 * `auth/internal-error` with the SDK's code kept in `details.firebaseCode` (the screen's message stays generic).
 */
export function authErrorOf(error: unknown): LmsError {
  if (isLmsError(error)) return error;
  const code = codeOf(error);
  if (code === undefined || !code.startsWith('auth/')) {
    return new LmsError('auth/internal-error', messageOf(error), { cause: messageOf(error) });
  }
  const sdkCode = code.slice('auth/'.length);
  const lmsCode = isCatalogueAuthCode(sdkCode) ? sdkCode : (AUTH_ALIASES[sdkCode] ?? 'internal-error');
  return new LmsError(
    `auth/${lmsCode}`,
    messageOf(error),
    lmsCode === sdkCode ? undefined : { firebaseCode: sdkCode },
  );
}
