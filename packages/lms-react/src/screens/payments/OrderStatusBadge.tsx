import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@lms/core';

/** Where an order stands, in words (the colour only repeats what the word says). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`lms-status-badge lms-order-badge lms-order-badge--${status}`}>
      {t(`adminOrders.status.${status}`)}
    </span>
  );
}
