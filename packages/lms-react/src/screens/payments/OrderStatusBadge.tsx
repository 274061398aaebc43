import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@lms/core';
import { StatusPill, type StatusTone } from '../../ui-kit/StatusPill';

/** Paid is done, failed went wrong, pending still waits, refunded is worth knowing, cancelled is over. */
const TONES: Record<OrderStatus, StatusTone> = {
  paid: 'positive',
  failed: 'negative',
  pending: 'caution',
  refunded: 'info',
  cancelled: 'neutral',
};

/** Where an order stands, in words (the tone only repeats what the word says). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={TONES[status]} className={`lms-order-badge lms-order-badge--${status}`}>
      {t(`adminOrders.status.${status}`)}
    </StatusPill>
  );
}
