import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../account/useErrorText';
import { refusalReasonOf } from '@lms/core';

/**
 * The sentence for a refused refund. The server names its reason when the order is no longer paid (refunded or
 * changed meanwhile); other failures use the error catalogue's sentence.
 */
export function useRefundErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) =>
      refusalReasonOf(error) === 'not-paid' ? t('adminOrders.refusal.notPaid') : errorText(error),
    [t, errorText],
  );
}
