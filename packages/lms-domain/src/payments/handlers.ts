// Contract operations of the payments area; the rules live in the services these call.
import { LmsError } from '@lms/core';
import type { Caller } from '../context';
import type { HandlerMap } from '../functions/registry';
import { getCheckoutQuote } from './checkout-quote';
import { startCheckout } from './checkout-start';
import { createCoupon, deactivateCoupon, listCoupons, updateCoupon } from './coupon-admin';
import { listOrders, readOrderAs } from './order-reading';
import { refundOrder } from './refunds';

/** The route enforces access 'user'; this keeps a handler safe if it is ever called directly. */
function signedIn(caller: Caller | null): Caller {
  if (caller === null) throw new LmsError('functions/unauthenticated', 'Sign in to continue.');
  return caller;
}

export const paymentsHandlers = {
  getCheckoutQuote: ({ ctx, caller, input }) => getCheckoutQuote(ctx, signedIn(caller), input),
  startCheckout: ({ ctx, caller, input }) => startCheckout(ctx, signedIn(caller), input),
  getOrder: ({ ctx, caller, input }) => readOrderAs(ctx, signedIn(caller), input.orderId),
  listMyOrders: ({ ctx, caller, input }) => listOrders(ctx, { ...input, userId: signedIn(caller).uid }),
  adminListOrders: ({ ctx, input }) => listOrders(ctx, input),
  refundOrder: ({ ctx, input }) => refundOrder(ctx, input),
  adminListCoupons: ({ ctx, input }) => listCoupons(ctx, input),
  createCoupon: ({ ctx, input }) => createCoupon(ctx, input),
  updateCoupon: ({ ctx, input }) => updateCoupon(ctx, input),
  deactivateCoupon: ({ ctx, input }) => deactivateCoupon(ctx, input.id),
} satisfies Partial<HandlerMap>;
