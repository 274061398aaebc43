import { useTranslation } from 'react-i18next';
import { couponAvailability, systemClock, type Coupon } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { RowActions } from '../../ui-kit/RowActions';
import { CouponAvailabilityBadge } from './CouponAvailabilityBadge';
import { useCouponDiscountText } from './useCouponDiscountText';
import { useCouponValidityText } from './useCouponValidityText';

export interface CouponTableProps {
  coupons: readonly Coupon[];
  /** Course titles by id, for coupons limited to some courses. */
  courseTitles: ReadonlyMap<string, string>;
  onEdit: (coupon: Coupon) => void;
  onDeactivate: (coupon: Coupon) => void;
}

/** How many course titles a row names before it says "and N more". */
const NAMED_COURSES = 3;

/** The coupons with what an admin compares: discount, dates, uses against limits, courses and whether it works now. */
export function CouponTable({ coupons, courseTitles, onEdit, onDeactivate }: CouponTableProps) {
  const { t } = useTranslation();
  const runtime = useLmsRuntime();
  const now = (runtime.config.clock ?? systemClock).now();
  const discountText = useCouponDiscountText();
  const validityText = useCouponValidityText();

  function coursesText(courseIds: readonly string[]): string {
    if (courseIds.length === 0) return t('adminCoupons.allCourses');
    const named = courseIds.slice(0, NAMED_COURSES).map((id) => courseTitles.get(id) ?? id);
    const more = courseIds.length - named.length;
    return more > 0
      ? t('adminCoupons.coursesAndMore', { courses: named.join(', '), count: more })
      : named.join(', ');
  }

  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-coupon-table">
        <caption className="lms-admin-table__caption">{t('adminCoupons.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminCoupons.column.code')}</th>
            <th scope="col">{t('adminCoupons.column.discount')}</th>
            <th scope="col">{t('adminCoupons.column.validity')}</th>
            <th scope="col">{t('adminCoupons.column.uses')}</th>
            <th scope="col">{t('adminCoupons.column.perStudent')}</th>
            <th scope="col">{t('adminCoupons.column.courses')}</th>
            <th scope="col">{t('adminCoupons.column.status')}</th>
            <th scope="col" data-unlabelled>
              {t('adminCoupons.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row" className="lms-coupon-table__code">
                {coupon.code}
              </th>
              <td>{discountText(coupon)}</td>
              <td>{validityText(coupon.validFrom, coupon.validUntil)}</td>
              <td>
                {coupon.maxRedemptions === null
                  ? t('adminCoupons.usesUnlimited', { count: coupon.redemptionCount })
                  : t('adminCoupons.usesOf', { count: coupon.redemptionCount, max: coupon.maxRedemptions })}
              </td>
              <td>{coupon.maxRedemptionsPerStudent ?? t('adminCoupons.noLimit')}</td>
              <td dir="auto">{coursesText(coupon.courseIds)}</td>
              <td>
                <CouponAvailabilityBadge availability={couponAvailability(coupon, now)} />
              </td>
              <td>
                <RowActions
                  actions={[
                    {
                      label: t('adminCoupons.action.edit'),
                      variant: 'secondary',
                      accessibleName: t('adminCoupons.action.editCode', { code: coupon.code }),
                      onSelect: () => onEdit(coupon),
                    },
                    coupon.active && {
                      label: t('adminCoupons.action.deactivate'),
                      variant: 'danger',
                      accessibleName: t('adminCoupons.action.deactivateCode', { code: coupon.code }),
                      onSelect: () => onDeactivate(coupon),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
