import { useTranslation } from 'react-i18next';
import { pathFor, type Order } from '@lms/core';
import { FormAlert } from '../../components/FormAlert';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { successPathOf } from './useCheckout';

/**
 * What became of the order the student comes back from (the provider's page sends them back with `?order=`): a
 * declined card or a cancelled checkout is said plainly, with the reassurance that nothing was taken. A pending
 * order (they pressed back on the provider's page) needs no word: paying again reopens the same checkout.
 */
export function ReturnedOrderNotice({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  if (order.status === 'failed') return <FormAlert>{t('payment.returned.failed')}</FormAlert>;
  if (order.status === 'cancelled')
    return (
      <p className="lms-payment__notice" role="status">
        {t('payment.returned.cancelled')}
      </p>
    );
  if (order.status === 'paid')
    return (
      <p className="lms-payment__notice" role="status">
        {t('payment.returned.paid')}{' '}
        <LmsLink to={successPathOf(pathFor(routes, 'payment-success'), order.id)}>
          {t('payment.returned.viewReceipt')}
        </LmsLink>
      </p>
    );
  return null;
}
