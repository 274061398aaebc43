// The hooks of the payment screens: the student's quote, checkout, order and purchases, and the admin's coupons,
// orders and refunds. Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none
// is written here.
import { paymentsCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const {
  useGetCheckoutQuoteQuery,
  useStartCheckoutMutation,
  useGetOrderQuery,
  useListMyOrdersQuery,
  useAdminListOrdersQuery,
  useRefundOrderMutation,
  useAdminListCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useDeactivateCouponMutation,
} = injectArea(paymentsCache);
