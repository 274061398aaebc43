import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type Order } from '@lms/core';
import { FormAlert } from '../../components/FormAlert';
import { Textarea } from '../../components/Textarea';
import { useNotify } from '../../notifications/useNotify';
import { FormDialog } from '../../ui-kit/FormDialog';
import { useErrorText } from '../../ui-kit/useErrorText';
import { useRefundOrderMutation } from './payments-api';
import { REFUND_REFUSALS } from './refusal-wordings';

export interface RefundOrderDialogProps {
  /** The order to refund; null keeps the dialog closed. */
  order: Order | null;
  onOpenChange: (open: boolean) => void;
}

/** The contract's limit on a refund's reason. */
const REASON_MAX_LENGTH = 500;

/** Asks before a refund, saying how much goes back to whom and that the student's enrolment ends. */
export function RefundOrderDialog({ order, onOpenChange }: RefundOrderDialogProps) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(REFUND_REFUSALS);
  const [refund, { isLoading }] = useRefundOrderMutation();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const email = order?.userEmail ?? t('adminOrders.deletedAccount');
  const amount = order ? formatPrice(order.totalCents, order.currency, i18n.language) : '';

  function changeOpen(open: boolean) {
    if (!open) {
      setFailure(null);
      setReason('');
    }
    onOpenChange(open);
  }

  async function confirm(): Promise<boolean> {
    if (!order) return false;
    const trimmed = reason.trim();
    const result = await refund({ orderId: order.id, ...(trimmed ? { reason: trimmed } : {}) });
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    notify({ kind: 'positive', message: t('adminOrders.done', { title: order.courseTitle, email }) });
    changeOpen(false);
    return true;
  }

  return (
    <FormDialog
      open={order !== null}
      onOpenChange={changeOpen}
      title={t('adminOrders.dialog.title', { amount })}
      description={
        order &&
        t(order.provider === 'none' ? 'adminOrders.dialog.bodyFree' : 'adminOrders.dialog.body', {
          amount,
          email,
          title: order.courseTitle,
          provider: t(`adminOrders.provider.${order.provider}`),
        })
      }
      onSubmit={confirm}
      submitLabel={t('adminOrders.dialog.confirm')}
      submitVariant="danger"
      submitBusy={isLoading}
    >
      <Textarea
        label={t('adminOrders.dialog.reason')}
        description={t('adminOrders.dialog.reasonHint')}
        value={reason}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
    </FormDialog>
  );
}
