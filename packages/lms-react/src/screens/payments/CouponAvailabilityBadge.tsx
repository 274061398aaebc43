import { useTranslation } from 'react-i18next';
import type { CouponAvailability } from '@lms/core';

/** Whether students can use the coupon now, and if not why; the word carries the meaning, colour only helps. */
export function CouponAvailabilityBadge({ availability }: { availability: CouponAvailability }) {
  const { t } = useTranslation();
  return (
    <span className={`lms-status-badge lms-coupon-badge lms-coupon-badge--${availability}`}>
      {t(`adminCoupons.availability.${availability}`)}
    </span>
  );
}
