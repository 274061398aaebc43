import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_PROBLEMS } from './coupon-form-values';

/** The server's refusal of a code another coupon has, shown on the code field. */
export const DUPLICATE_CODE = 'server:duplicate-code';

// The contract's coupon schema (lms-core) speaks English; each of its messages, and each problem the form finds
// itself, has a key here so the admin reads it in their language.
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Use 3 to 40 letters, digits, dashes or underscores, starting with a letter or digit': 'codePattern',
  'Enter a percentage from 0.01 to 100': 'percentRange',
  'A percent coupon has no amount': 'percentNoAmount',
  'Enter the amount to take off': 'amountMissing',
  'Choose the currency of the amount': 'currencyMissing',
  'A fixed coupon has no percentage': 'fixedNoPercent',
  'Must be after the start date': 'untilAfterFrom',
  'Cannot be more than the total number of uses': 'perStudentAboveTotal',
  [FORM_PROBLEMS.percent]: 'percentRange',
  [FORM_PROBLEMS.amount]: 'amountFormat',
  [FORM_PROBLEMS.currency]: 'currencyFormat',
  [FORM_PROBLEMS.date]: 'dateFormat',
  [FORM_PROBLEMS.wholeNumber]: 'wholeNumber',
  [FORM_PROBLEMS.courses]: 'chooseCourses',
  [DUPLICATE_CODE]: 'duplicateCode',
};

/** Messages zod writes itself (bounds of numbers and lengths), read per field. */
const FIELD_FALLBACK_KEYS: Readonly<Record<string, string>> = {
  code: 'codePattern',
  percentOff: 'percentRange',
  amountOffCents: 'amountFormat',
  currency: 'currencyFormat',
  validFrom: 'dateFormat',
  validUntil: 'dateFormat',
  maxRedemptions: 'wholeNumber',
  maxRedemptionsPerStudent: 'wholeNumber',
  courseIds: 'chooseCourses',
};

/** The sentence for a field's problem (undefined stays undefined, for a field's `error` prop). */
export function useCouponFieldMessage(): (field: string, message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (field: string, message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = MESSAGE_KEYS[message] ?? FIELD_FALLBACK_KEYS[field] ?? 'invalid';
      return t(`adminCoupons.problem.${key}`);
    },
    [t],
  );
}
