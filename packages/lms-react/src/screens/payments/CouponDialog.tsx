import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalReasonOf, type Coupon } from '@lms/core';
import { useNotify } from '../../notifications/useNotify';
import { FormDialog } from '../../ui-kit/FormDialog';
import type { IssueMap } from '../../ui-kit/schema-issues';
import { useErrorText } from '../../ui-kit/useErrorText';
import {
  couponFormValuesOf,
  couponInputOf,
  emptyCouponForm,
  type CouponFormValues,
} from './coupon-form-values';
import { CouponFormFields } from './CouponFormFields';
import { useCreateCouponMutation, useUpdateCouponMutation } from './payments-api';
import { COUPON_CHANGE_REFUSALS } from './refusal-wordings';
import { DUPLICATE_CODE } from './useCouponFieldMessage';

/** New courses are priced in USD unless set otherwise (docs/decisions.md): the first guess for a fixed amount. */
const DEFAULT_CURRENCY = 'USD';

export interface CouponDialogProps {
  /** The coupon to edit; null creates one. */
  coupon: Coupon | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates or edits a coupon. The form is checked with the contract's schema before sending; the server's refusals
 * (a code another coupon has) show on the field concerned, and nothing typed is lost.
 */
export function CouponDialog({ coupon, open, onOpenChange }: CouponDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(COUPON_CHANGE_REFUSALS);
  const initial = () =>
    coupon ? couponFormValuesOf(coupon, DEFAULT_CURRENCY) : emptyCouponForm(DEFAULT_CURRENCY);
  const [values, setValues] = useState<CouponFormValues>(initial);
  const [issues, setIssues] = useState<IssueMap>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creation] = useCreateCouponMutation();
  const [update, updating] = useUpdateCouponMutation();

  function changeOpen(next: boolean) {
    if (!next) {
      setValues(initial());
      setIssues({});
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function submit(form: HTMLFormElement): Promise<boolean> {
    const check = couponInputOf(values);
    if (!check.ok) {
      setIssues(check.issues);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return false;
    }
    setIssues({});
    setFailure(null);
    const result = coupon ? await update({ ...check.fields, id: coupon.id }) : await create(check.fields);
    if (result.error) {
      if (refusalReasonOf(result.error) === 'duplicate-code') {
        // Said on the field to change; focus goes there.
        setIssues({ code: DUPLICATE_CODE });
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      } else {
        setFailure(errorText(result.error));
      }
      return false;
    }
    notify({
      kind: 'positive',
      message: t(coupon ? 'adminCoupons.done.saved' : 'adminCoupons.done.created', {
        code: result.data.code,
      }),
    });
    changeOpen(false);
    return true;
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={coupon ? t('adminCoupons.edit.title', { code: coupon.code }) : t('adminCoupons.create.title')}
      description={t('adminCoupons.create.description')}
      onSubmit={submit}
      failure={failure}
      submitLabel={coupon ? t('adminCoupons.edit.submit') : t('adminCoupons.create.submit')}
      submitBusy={creation.isLoading || updating.isLoading}
    >
      <CouponFormFields
        values={values}
        issues={issues}
        onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
      />
    </FormDialog>
  );
}
