// RTK Query endpoints of the payment screens (issue 7): the student's quote, checkout, order and purchases, and the
// admin's coupons, orders and refunds. A checkout that enrols (free after a coupon) and an order found paid refresh
// the enrolments, so the viewer's guard and the dashboard see the new course at once.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

interface UidState {
  enrollments: { uid: string | null };
}

type Dispatch = (action: unknown) => unknown;

/** The enrolments slice listens only to listMyEnrollments: ask it again, even if no screen shows the list. */
async function refreshEnrolments(dispatch: Dispatch, getState: () => unknown): Promise<void> {
  dispatch(paymentsApi.util.invalidateTags(['MyLearning']));
  const uid = (getState() as UidState).enrollments.uid;
  if (uid === null) return;
  await dispatch(
    lmsApi.endpoints.listMyEnrollments.initiate({ uid }, { subscribe: false, forceRefetch: true }),
  );
}

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['CouponList', 'MyLearning', 'Order', 'OrderList'] });

export const paymentsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCheckoutQuote: builder.query<OperationOutput<'getCheckoutQuote'>, OperationInput<'getCheckoutQuote'>>({
      query: (input) => operationCall('getCheckoutQuote', input),
      // A quote is only true now (coupon uses, dates): never answer from an old one.
      keepUnusedDataFor: 0,
    }),
    startCheckout: builder.mutation<OperationOutput<'startCheckout'>, OperationInput<'startCheckout'>>({
      query: (input) => operationCall('startCheckout', input),
      invalidatesTags: ['CouponList'],
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.next.kind === 'enrolled') await refreshEnrolments(dispatch, getState);
        } catch {
          // The page shows the failure.
        }
      },
    }),
    getOrder: builder.query<OperationOutput<'getOrder'>, OperationInput<'getOrder'>>({
      query: (input) => operationCall('getOrder', input),
      providesTags: (_result, _error, input) => [{ type: 'Order', id: input.orderId }],
      keepUnusedDataFor: 0,
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === 'paid' || data.status === 'refunded')
            await refreshEnrolments(dispatch, getState);
        } catch {
          // The page shows the failure.
        }
      },
    }),
    listMyOrders: builder.query<OperationOutput<'listMyOrders'>, OperationInput<'listMyOrders'>>({
      query: (input) => operationCall('listMyOrders', input),
      // Orders change away from this page (a payment confirmed, a refund): each visit asks afresh.
      keepUnusedDataFor: 0,
    }),
    adminListOrders: builder.query<OperationOutput<'adminListOrders'>, OperationInput<'adminListOrders'>>({
      query: (input) => operationCall('adminListOrders', input),
      providesTags: ['OrderList'],
    }),
    refundOrder: builder.mutation<OperationOutput<'refundOrder'>, OperationInput<'refundOrder'>>({
      query: (input) => operationCall('refundOrder', input),
      // A refused refund may still mean the order changed (paid elsewhere, refunded in another tab): list it again.
      invalidatesTags: (_result, _error, input) => ['OrderList', { type: 'Order', id: input.orderId }],
    }),
    adminListCoupons: builder.query<OperationOutput<'adminListCoupons'>, OperationInput<'adminListCoupons'>>({
      query: (input) => operationCall('adminListCoupons', input),
      providesTags: ['CouponList'],
    }),
    createCoupon: builder.mutation<OperationOutput<'createCoupon'>, OperationInput<'createCoupon'>>({
      query: (input) => operationCall('createCoupon', input),
      invalidatesTags: (_result, error) => (error ? [] : ['CouponList']),
    }),
    updateCoupon: builder.mutation<OperationOutput<'updateCoupon'>, OperationInput<'updateCoupon'>>({
      query: (input) => operationCall('updateCoupon', input),
      invalidatesTags: (_result, error) => (error ? [] : ['CouponList']),
    }),
    deactivateCoupon: builder.mutation<
      OperationOutput<'deactivateCoupon'>,
      OperationInput<'deactivateCoupon'>
    >({
      query: (input) => operationCall('deactivateCoupon', input),
      invalidatesTags: (_result, error) => (error ? [] : ['CouponList']),
    }),
  }),
});

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
} = paymentsApi;
