// The payments area: quotes, checkouts, orders, coupons and refunds.
import { defineDomainArea } from '../areas/define-area';
import { personalRows } from '../areas/personal-data';
import { paymentsHandlers } from './handlers';
import * as payments from './migrations/005-payments';

export const paymentsArea = defineDomainArea({
  name: 'payments',
  handlers: paymentsHandlers,
  migrations: { '005-payments': payments },
  personalData: async (ctx, uid) => ({
    orders: await personalRows(ctx, 'orders', 'user_id', uid),
    couponRedemptions: await personalRows(ctx, 'coupon_redemptions', 'user_id', uid),
  }),
});
