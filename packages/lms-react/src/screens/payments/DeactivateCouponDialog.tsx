import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@lms/core';
import { useNotify } from '../../notifications/useNotify';
import { ConfirmDialog } from '../../ui-kit/ConfirmDialog';
import { useErrorText } from '../../ui-kit/useErrorText';
import { useDeactivateCouponMutation } from './payments-api';
import { COUPON_CHANGE_REFUSALS } from './refusal-wordings';

export interface DeactivateCouponDialogProps {
  /** The coupon to deactivate; null keeps the dialog closed. */
  coupon: Coupon | null;
  onOpenChange: (open: boolean) => void;
}

/** Asks before switching a coupon off, saying what happens to checkouts already started with it. */
export function DeactivateCouponDialog({ coupon, onOpenChange }: DeactivateCouponDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(COUPON_CHANGE_REFUSALS);
  const [deactivate, { isLoading }] = useDeactivateCouponMutation();
  const [failure, setFailure] = useState<string | null>(null);

  function changeOpen(open: boolean) {
    if (!open) setFailure(null);
    onOpenChange(open);
  }

  async function confirm() {
    if (!coupon) return;
    const result = await deactivate({ id: coupon.id });
    if (result.error) {
      setFailure(errorText(result.error));
      return;
    }
    notify({ kind: 'positive', message: t('adminCoupons.done.deactivated', { code: coupon.code }) });
    changeOpen(false);
  }

  return (
    <ConfirmDialog
      open={coupon !== null}
      onOpenChange={changeOpen}
      title={t('adminCoupons.deactivate.title', { code: coupon?.code ?? '' })}
      description={t('adminCoupons.deactivate.body')}
      confirmLabel={t('adminCoupons.deactivate.confirm')}
      busy={isLoading}
      failure={failure}
      onConfirm={() => void confirm()}
    />
  );
}
