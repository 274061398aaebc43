import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lms/core';

export interface DiscountTerms {
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOffCents: number | null;
  /** The amount's currency (the course's on the payment page, the coupon's in the admin list). */
  currency: string | null;
}

/** "20% off" or "€5.00 off", in the reader's language. */
export function useCouponDiscountText(): (terms: DiscountTerms) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (terms: DiscountTerms) => {
      if (terms.kind === 'percent') {
        const percent = new Intl.NumberFormat(i18n.language, {
          style: 'percent',
          maximumFractionDigits: 2,
        }).format((terms.percentOff ?? 0) / 100);
        return t('payment.percentOff', { percent });
      }
      const amount =
        terms.currency === null
          ? String(terms.amountOffCents ?? 0)
          : formatPrice(terms.amountOffCents ?? 0, terms.currency, i18n.language);
      return t('payment.amountOff', { amount });
    },
    [t, i18n.language],
  );
}
