// The sentence a person reads for a failure, without React: the screens (useErrorText, ErrorState) and the
// action-plan frame all say it this way.
import type { TFunction } from 'i18next';
import { isKnownErrorCode, messageFor, ORIGIN_NOT_ALLOWED_MESSAGE, refusedOriginOf } from '@lms/core';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : error;
}

/**
 * lms-core's messageFor, in the current language when the message files have it. Accepts an LmsError, its
 * serialised form from the store or a bare catalogue code; anything else reads as the generic sentence, so
 * developer messages never reach the screen.
 */
export function errorText(t: TFunction, error: unknown): string {
  const origin = refusedOriginOf(error);
  if (origin !== null)
    return t('errors.originNotAllowed', { origin, defaultValue: ORIGIN_NOT_ALLOWED_MESSAGE });
  const code = codeOf(error);
  return isKnownErrorCode(code)
    ? t(`errors.${code}`, { defaultValue: messageFor(code) })
    : t('errors.generic', { defaultValue: messageFor(error) });
}
