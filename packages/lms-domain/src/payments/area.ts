// The payments area: quotes, checkouts, orders, coupons and refunds.
import { defineDomainArea } from '../areas/define-area';
import { paymentsHandlers } from './handlers';
import * as payments from './migrations/005-payments';

export const paymentsArea = defineDomainArea({
  name: 'payments',
  handlers: paymentsHandlers,
  migrations: { '005-payments': payments },
});
