// Sentences a person reads for every catalogue code (spec section 8), in en-US. lms-react copies ERROR_MESSAGES into
// its i18n message files, so these are the source text translators start from.
import type { LmsErrorCode } from './codes';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * A network failure whose server answers, but not to this page's origin (a library host missing from the server's
 * LMS_LIBRARY_ORIGINS): the person can only pass it on, so it says what to pass on.
 */
export const ORIGIN_NOT_ALLOWED_MESSAGE =
  'This site ({{origin}}) is not allowed to use the learning platform yet. Ask the platform’s administrator to add it to the server’s list of allowed sites.';

// `satisfies` makes the compiler reject the table when a code is added to codes.ts without a message here.
export const ERROR_MESSAGES = Object.freeze({
  'auth/email-already-in-use':
    'An account with this email address already exists. Sign in instead, or use another email address.',
  'auth/wrong-password': 'The password is incorrect. Try again or reset your password.',
  'auth/invalid-credential': 'The email address or password is incorrect. Check them and try again.',
  'auth/user-not-found': 'There is no account with this email address. Check it or sign up.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/expired-action-code': 'This link has expired. Request a new one.',
  'auth/invalid-action-code': 'This link is not valid or has already been used. Request a new one.',
  'auth/user-disabled': 'This account has been disabled. Contact support for help.',
  'auth/requires-recent-login': 'For your security, sign in again before making this change.',
  'auth/network-request-failed':
    'We could not reach the server. Check your internet connection and try again.',
  'auth/password-does-not-meet-requirements':
    'The password does not meet the requirements. Choose a password that meets all of them.',
  'auth/account-exists-with-different-credential':
    'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-token-expired': 'Your session has expired. Sign in again.',
  'auth/invalid-refresh-token': 'Your session is no longer valid. Sign in again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before sign-in finished. Try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/operation-not-allowed': 'This sign-in method is not available. Choose another way to sign in.',
  'auth/internal-error': 'Something went wrong while signing in. Please try again.',

  'functions/invalid-argument': 'Some of the information sent is not valid. Check it and try again.',
  'functions/unauthenticated': 'Sign in to continue.',
  'functions/permission-denied': 'You do not have permission to do this.',
  'functions/not-found': 'We could not find what you were looking for.',
  'functions/aborted': 'Your change clashed with another change. Reload the page and try again.',
  'functions/resource-exhausted': 'Too many requests. Wait a moment, then try again.',
  'functions/cancelled': 'The request was canceled.',
  'functions/internal': 'Something went wrong on our side. Please try again later.',
  'functions/unimplemented': 'This feature is not available yet.',
  'functions/unavailable': 'The service is temporarily unavailable. Try again in a moment.',
  'functions/deadline-exceeded': 'The request took too long. Check your connection and try again.',
  'functions/unknown': GENERIC_ERROR_MESSAGE,

  'storage/unknown': 'Something went wrong with the file. Please try again.',
  'storage/object-not-found': 'The file could not be found.',
  'storage/unauthenticated': 'Sign in to upload or view files.',
  'storage/unauthorized': 'You do not have permission to access this file.',
  'storage/quota-exceeded': 'There is no storage space left for this file. Contact support.',
  'storage/invalid-format': 'This file format is not supported. Choose another file.',
  'storage/invalid-argument': 'This file cannot be uploaded. Choose another file and try again.',
  'storage/canceled': 'The upload was canceled.',
  'storage/retry-limit-exceeded':
    'The file transfer took too long and was stopped. Check your connection and try again.',
  'storage/server-file-wrong-size': 'The file did not arrive complete. Upload it again.',
} satisfies Record<LmsErrorCode, string>);

export function isKnownErrorCode(code: unknown): code is LmsErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code);
}

/**
 * The sentence to show for a catalogue code, an LmsError, or any error carrying a `code` (for example the Firebase
 * SDK's FirebaseError, whose codes match the catalogue). Anything else gets the generic sentence: a developer message
 * or stack trace never reaches the screen.
 */
export function messageFor(codeOrError: unknown): string {
  const code =
    typeof codeOrError === 'object' && codeOrError !== null
      ? (codeOrError as { code?: unknown }).code
      : codeOrError;
  return isKnownErrorCode(code) ? ERROR_MESSAGES[code] : GENERIC_ERROR_MESSAGE;
}
