import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** When a coupon works, in the reader's language and time zone: "Always", "From …", "Until …" or a range. */
export function useCouponValidityText(): (validFrom: string | null, validUntil: string | null) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (validFrom: string | null, validUntil: string | null) => {
      const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
      if (validFrom !== null && validUntil !== null)
        return format.formatRange(new Date(validFrom), new Date(validUntil));
      if (validFrom !== null)
        return t('adminCoupons.validFrom', { date: format.format(new Date(validFrom)) });
      if (validUntil !== null)
        return t('adminCoupons.validUntil', { date: format.format(new Date(validUntil)) });
      return t('adminCoupons.always');
    },
    [t, i18n.language],
  );
}
