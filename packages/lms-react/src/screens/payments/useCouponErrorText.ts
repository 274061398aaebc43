import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../account/useErrorText';
import { refusalReasonOf } from '@lms/core';

/**
 * The sentence for a refused coupon change. The server names its reason (`details.reason`): a code another coupon
 * has, a course that no longer exists; other failures use the error catalogue's sentence.
 */
export function useCouponErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      switch (refusalReasonOf(error)) {
        case 'duplicate-code':
          return t('adminCoupons.refusal.duplicateCode');
        case 'unknown-course':
          return t('adminCoupons.refusal.unknownCourse');
        default:
          return errorText(error);
      }
    },
    [t, errorText],
  );
}
