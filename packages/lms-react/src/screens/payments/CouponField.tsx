import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX_LENGTH, type CouponCheckResult } from '@lms/core';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useErrorText } from '../../ui-kit/useErrorText';
import { useCouponDiscountText } from './useCouponDiscountText';
import type { CouponEntry } from './useCouponEntry';
import { useCouponRefusalText } from './useCouponRefusalText';

export interface CouponFieldProps {
  entry: CouponEntry;
  /** The server's verdict on `entry.checked`; null when no code was checked. */
  result: CouponCheckResult | null;
  /** A quote for the current code is on its way. */
  checking: boolean;
  currency: string;
  /** The total after the coupon, formatted, for the announcement. */
  totalText: string;
  /** Checking the current code failed (offline, server trouble); null otherwise. */
  failure: unknown;
  onRetry: () => void;
}

/**
 * The coupon code, checked as the student types (after a pause) or when they apply it. The server's verdict shows
 * under the field (the refusal's reason, or what the coupon takes off) and is announced once it arrives.
 */
export function CouponField(props: CouponFieldProps) {
  const { entry, result, checking, currency, totalText } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusalText = useCouponRefusalText();
  const discountText = useCouponDiscountText();
  const busy = checking || entry.pending;
  // Only the verdict on the code checked now (a failed check must not leave an older code's verdict on screen).
  const verdict = busy || entry.checked === '' || result?.code !== entry.checked ? null : result;
  const refusal = verdict?.valid === false ? refusalText(verdict.reason) : undefined;
  const applied =
    verdict?.valid === true
      ? t('payment.couponApplied', {
          code: verdict.code,
          discount: discountText({ ...verdict, currency }),
        })
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    entry.apply();
  }

  return (
    <form className="lms-coupon-field" onSubmit={submit} aria-label={t('payment.couponForm')}>
      <div className="lms-coupon-field__row">
        <TextField
          label={t('payment.couponLabel')}
          description={t('payment.couponHint')}
          value={entry.typed}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={refusal}
          onChange={(event) => entry.setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={entry.typed.trim() === ''}>
          {t('payment.apply')}
        </Button>
        {entry.typed !== '' && (
          <Button variant="ghost" onClick={entry.remove}>
            {t('payment.removeCoupon')}
          </Button>
        )}
      </div>
      {busy && entry.typed.trim() !== '' && (
        <p className="lms-coupon-field__checking">{t('payment.checking')}</p>
      )}
      {applied && <p className="lms-coupon-field__applied">{applied}</p>}
      {props.failure !== null && !busy && entry.checked !== '' && (
        <div className="lms-coupon-field__failure" role="alert">
          <p>{t('payment.checkFailed', { reason: errorText(props.failure) })}</p>
          <Button variant="secondary" onClick={props.onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {/* One announcement per verdict: the field's error and the applied line are not live regions themselves. */}
      <VisuallyHidden role="status">
        {refusal
          ? t('payment.couponRefusedAnnouncement', { code: verdict?.code, reason: refusal })
          : applied
            ? `${applied} ${t('payment.newTotal', { total: totalText })}`
            : ''}
      </VisuallyHidden>
    </form>
  );
}
