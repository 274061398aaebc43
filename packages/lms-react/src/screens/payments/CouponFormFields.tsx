import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX_LENGTH } from '@lms/core';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { IssueMap } from '../../ui-kit/schema-issues';
import type { CouponFormValues } from './coupon-form-values';
import { CouponCourseChoice } from './CouponCourseChoice';
import { useCouponFieldMessage } from './useCouponFieldMessage';

export interface CouponFormFieldsProps {
  values: CouponFormValues;
  issues: IssueMap;
  onChange: <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => void;
}

/** Every field of a coupon: code, discount (percent, or an amount in a currency), dates, limits, courses, on/off. */
export function CouponFormFields({ values, issues, onChange }: CouponFormFieldsProps) {
  const { t } = useTranslation();
  const message = useCouponFieldMessage();
  const error = (field: string) => message(field, issues[field]);
  return (
    <div className="lms-coupon-form">
      <TextField
        label={t('adminCoupons.field.code')}
        description={t('adminCoupons.field.codeHint')}
        value={values.code}
        maxLength={COUPON_CODE_MAX_LENGTH}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        aria-required
        error={error('code')}
        onChange={(event) => onChange('code', event.target.value)}
      />
      <SelectField
        label={t('adminCoupons.field.kind')}
        value={values.kind}
        options={[
          { value: 'percent', label: t('adminCoupons.kind.percent') },
          { value: 'fixed', label: t('adminCoupons.kind.fixed') },
        ]}
        onChange={(event) => onChange('kind', event.target.value === 'fixed' ? 'fixed' : 'percent')}
      />
      {values.kind === 'percent' ? (
        <TextField
          label={t('adminCoupons.field.percentOff')}
          description={t('adminCoupons.field.percentOffHint')}
          inputMode="decimal"
          value={values.percentOff}
          aria-required
          error={error('percentOff')}
          onChange={(event) => onChange('percentOff', event.target.value)}
        />
      ) : (
        <div className="lms-coupon-form__pair">
          <TextField
            label={t('adminCoupons.field.amountOff')}
            inputMode="decimal"
            value={values.amountOff}
            aria-required
            error={error('amountOffCents')}
            onChange={(event) => onChange('amountOff', event.target.value)}
          />
          <TextField
            label={t('adminCoupons.field.currency')}
            description={t('adminCoupons.field.currencyHint')}
            value={values.currency}
            maxLength={3}
            autoCapitalize="characters"
            aria-required
            error={error('currency')}
            onChange={(event) => onChange('currency', event.target.value.toUpperCase())}
          />
        </div>
      )}
      <div className="lms-coupon-form__pair lms-coupon-form__pair--dates">
        <TextField
          type="datetime-local"
          label={t('adminCoupons.field.validFrom')}
          description={t('adminCoupons.field.validFromHint')}
          value={values.validFrom}
          error={error('validFrom')}
          onChange={(event) => onChange('validFrom', event.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t('adminCoupons.field.validUntil')}
          description={t('adminCoupons.field.validUntilHint')}
          value={values.validUntil}
          error={error('validUntil')}
          onChange={(event) => onChange('validUntil', event.target.value)}
        />
      </div>
      <div className="lms-coupon-form__pair">
        <TextField
          label={t('adminCoupons.field.maxRedemptions')}
          description={t('adminCoupons.field.noLimitHint')}
          inputMode="numeric"
          value={values.maxRedemptions}
          error={error('maxRedemptions')}
          onChange={(event) => onChange('maxRedemptions', event.target.value)}
        />
        <TextField
          label={t('adminCoupons.field.maxRedemptionsPerStudent')}
          description={t('adminCoupons.field.noLimitHint')}
          inputMode="numeric"
          value={values.maxRedemptionsPerStudent}
          error={error('maxRedemptionsPerStudent')}
          onChange={(event) => onChange('maxRedemptionsPerStudent', event.target.value)}
        />
      </div>
      <CouponCourseChoice
        allCourses={values.allCourses}
        courseIds={values.courseIds}
        error={error('courseIds')}
        onAllCoursesChange={(all) => onChange('allCourses', all)}
        onCourseIdsChange={(ids) => onChange('courseIds', ids)}
      />
      <CheckboxField
        label={t('adminCoupons.field.active')}
        description={t('adminCoupons.field.activeHint')}
        checked={values.active}
        onChange={(event) => onChange('active', event.target.checked)}
      />
    </div>
  );
}
