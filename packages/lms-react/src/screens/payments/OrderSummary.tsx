import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lms/core';

export interface OrderSummaryProps {
  courseTitle: string;
  currency: string;
  listPriceCents: number;
  discountCents: number;
  totalCents: number;
  /** The coupon that gave the discount, with what it takes off ("20% off"). */
  coupon?: { code: string; discountText?: string } | null;
  caption: string;
}

/** The lines of a purchase: the course at its price, the coupon's discount, the total, in the course's currency. */
export function OrderSummary(props: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, props.currency, i18n.language);
  return (
    <table className="lms-order-summary">
      <caption className="lms-order-summary__caption">{props.caption}</caption>
      <tbody>
        <tr>
          <th scope="row" dir="auto">
            {props.courseTitle}
          </th>
          <td>{money(props.listPriceCents)}</td>
        </tr>
        {props.discountCents > 0 && props.coupon && (
          <tr className="lms-order-summary__discount">
            <th scope="row">
              {props.coupon.discountText
                ? t('payment.couponLineWithDiscount', {
                    code: props.coupon.code,
                    discount: props.coupon.discountText,
                  })
                : t('payment.couponLine', { code: props.coupon.code })}
            </th>
            {/* The minus sign is part of the text, so it reads out and mirrors correctly. */}
            <td>{t('payment.minus', { amount: money(props.discountCents) })}</td>
          </tr>
        )}
        <tr className="lms-order-summary__total">
          <th scope="row">{t('payment.total')}</th>
          <td>{money(props.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
