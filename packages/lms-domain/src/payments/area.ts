// The payments area: quotes, checkouts, orders, coupons and refunds.
import { defineDomainArea } from '../areas/define-area';
import { nameCoupons } from './names';
import { paymentsHandlers } from './handlers';
import { orderExpiryJob } from './order-expiry';
import * as payments from './migrations/005-payments';
import * as orderAppAddress from './migrations/030-order-app-address';

const ACCOUNTING =
  'Sales records are kept for accounting and tax law (GDPR art. 17(3)(b)), without the link to the account.';

export const paymentsArea = defineDomainArea({
  name: 'payments',
  names: nameCoupons,
  handlers: paymentsHandlers,
  migrations: { '005-payments': payments, '030-order-app-address': orderAppAddress },
  jobs: [orderExpiryJob],
  personalData: {
    holdings: [
      { table: 'orders', column: 'user_id', exportAs: 'orders', erasure: 'unlinked', why: ACCOUNTING },
      {
        table: 'coupon_redemptions',
        column: 'user_id',
        exportAs: 'couponRedemptions',
        erasure: 'unlinked',
        why: ACCOUNTING,
      },
    ],
  },
});
