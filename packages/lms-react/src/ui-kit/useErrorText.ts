import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalDetailsOf, type OperationName, type RefusalOf, type RefusalReason } from '@lms/core';
import { errorText } from '../i18n/error-text';

/**
 * A screen's words for one refusal the server names in `details.reason` (a course with enrolments, a code another
 * coupon has). Gets the refusal's details for the figures it names. The screen's own message area holds the words,
 * so they live with the screen, not here (the kit uses only the shell's messages).
 */
export type RefusalWording = (t: TFunction, details: Readonly<Record<string, unknown>>) => string;

/**
 * Refusal reasons and their words; `null` where the error catalogue's sentence is the right one. A module constant,
 * so the function useErrorText returns stays the same.
 */
export type RefusalWordings = Readonly<Partial<Record<RefusalReason, RefusalWording | null>>>;

/**
 * A screen's words for every reason the operations it calls may refuse with (and `Extra` reasons, an upload's or a
 * sign-in's): the type checker fails when an operation gains a reason the screen has not decided on, and when the
 * map words a reason none of them gives.
 */
export type RefusalWordingsOf<N extends OperationName, Extra extends RefusalReason = never> = Readonly<
  Record<RefusalOf<N> | Extra, RefusalWording | null>
>;

const NO_REFUSALS: RefusalWordings = {};

/**
 * The sentence a person reads for a failure, in the current language: the screen's words when the server named a
 * reason the screen knows, else the error catalogue's sentence (i18n/error-text.ts), so developer messages never
 * reach the screen. The one hook every screen words a failure with.
 */
export function useErrorText(refusals: RefusalWordings = NO_REFUSALS): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const details = refusalDetailsOf(error);
      const reason = details.reason;
      // Own properties only: a reason such as "constructor" must not find Object's prototype.
      const wording =
        typeof reason === 'string' && Object.hasOwn(refusals, reason)
          ? refusals[reason as RefusalReason]
          : undefined;
      return wording ? wording(t, details) : errorText(t, error);
    },
    [t, refusals],
  );
}
