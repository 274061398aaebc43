// startCheckout: creates the order and reserves its coupon use in one transaction, then either fulfils it at once
// (total 0: no provider involved) or opens the provider's payment page. A student has at most one open checkout
// per course, so a double click or a second tab lands on the same order and the same payment page.
import { newId } from '../platform/random';
import { applyCouponDiscount, normalizeCouponCode } from '@lms/core';
import type { CheckoutStart } from './contract-types';
import type { Caller, DomainContext } from '../context';
import { acceptedAppAddress } from '../platform/app-address';
import { rememberAppAddress } from '../platform/user-app-address';
import { isUniqueViolation } from '../users/user-records';
import { alreadyEnrolled, findPurchasableCourse, type PurchasableCourse } from './checkout-course';
import { toCouponTerms } from './coupon-mapping';
import { courseIdsOfCoupon, findCouponByCode } from './coupon-records';
import { couponRejected, reserveCouponUse } from './coupon-redemptions';
import { hasCourseAccess } from './course-access';
import { attachCheckout, markOrderCancelled, markOrderPaid } from './order-lifecycle';
import { mailOrder } from './order-mails';
import type { OrderRow } from './order-mapping';
import { cancelExpiredOrders } from './order-expiry';
import { findOrder, findPendingOrder } from './order-records';
import { orderAppAddress } from './order-return';
import { CHECKOUT_LIFETIME_MS } from './payments-config';
import { checkoutProvider, noProviderError, providerOfOrder, type PaymentProvider } from './providers';

export const REPLACED_REASON = 'Replaced by a newer checkout.';
export const PROVIDER_FAILED_REASON = 'The payment provider could not start the payment.';

export async function startCheckout(
  ctx: DomainContext,
  caller: Caller,
  input: { courseId: string; couponCode?: string | undefined; appUrl?: string | undefined },
): Promise<CheckoutStart> {
  // Refused before any order exists: the payment page only ever sends the student to an app the server lists.
  const appAddress = acceptedAppAddress(ctx, input.appUrl);
  // The app the student pays from is the one later mails (the certificate, reminders) open.
  await rememberAppAddress(ctx, caller.uid, input.appUrl);
  await cancelExpiredOrders(ctx);
  const course = await findPurchasableCourse(ctx.db, input.courseId);
  if (await hasCourseAccess(ctx.db, caller.uid, course.id)) throw alreadyEnrolled();
  const code = input.couponCode?.trim() ? normalizeCouponCode(input.couponCode) : null;
  const provider = checkoutProvider(ctx);

  const open = await findPendingOrder(ctx.db, caller.uid, course.id);
  if (open !== undefined) {
    if (isSameCheckout(ctx, open, course, code, provider, appAddress))
      return openPaymentPage(ctx, caller, open, course);
    await replaceCheckout(ctx, open);
  }

  let order: OrderRow;
  try {
    order = await createOrder(ctx, caller, course, code, provider, appAddress);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent request of this student (double click, second tab) opened the checkout first: join it.
    const concurrent = await findPendingOrder(ctx.db, caller.uid, course.id);
    if (concurrent !== undefined) return openPaymentPage(ctx, caller, concurrent, course);
    if (await hasCourseAccess(ctx.db, caller.uid, course.id)) throw alreadyEnrolled();
    throw error;
  }
  if (order.status === 'paid') {
    // Fulfilled inside createOrder's transaction (free after the coupon): its receipt goes now it is committed.
    await mailOrder(ctx, order.id, 'paid');
    return { orderId: order.id, next: { kind: 'enrolled' } };
  }
  return openPaymentPage(ctx, caller, order, course);
}

/**
 * Same course price, coupon, provider and app: the open checkout is what the student asks for again. From another
 * app the open checkout would bring the student back to the wrong one, so it is replaced.
 */
function isSameCheckout(
  ctx: DomainContext,
  open: OrderRow,
  course: PurchasableCourse,
  code: string | null,
  provider: PaymentProvider | null,
  appAddress: string,
): boolean {
  return (
    open.coupon_code === code &&
    orderAppAddress(ctx, open) === appAddress &&
    open.list_price_cents === course.price_cents &&
    open.currency === course.currency &&
    provider !== null &&
    open.provider === provider.name
  );
}

async function replaceCheckout(ctx: DomainContext, open: OrderRow): Promise<void> {
  try {
    if (open.provider !== 'none') await providerOfOrder(ctx, open.provider).closeCheckout(open);
  } catch (error) {
    // The provider may be gone (Stripe switched off); our order is cancelled either way, and a late payment
    // for it would still be honoured by the webhook.
    ctx.log.warn({ err: error, orderId: open.id }, 'Could not close a replaced checkout at its provider');
  }
  await markOrderCancelled(ctx, open.id, REPLACED_REASON);
}

async function createOrder(
  ctx: DomainContext,
  caller: Caller,
  course: PurchasableCourse,
  code: string | null,
  provider: PaymentProvider | null,
  appAddress: string,
): Promise<OrderRow> {
  const orderId = newId();
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const coupon = code === null ? undefined : await findCouponByCode(trx, code);
    if (code !== null && coupon === undefined) throw couponRejected(code, 'not-found');
    const discount =
      coupon === undefined ? null : toCouponTerms(coupon, await courseIdsOfCoupon(trx, coupon.id)).discount;
    const price = applyCouponDiscount(course.price_cents, course.currency, discount);
    if (price.totalCents > 0 && provider === null) throw noProviderError();

    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        user_id: caller.uid,
        course_id: course.id,
        status: 'pending',
        list_price_cents: price.listPriceCents,
        discount_cents: price.discountCents,
        total_cents: price.totalCents,
        currency: course.currency,
        coupon_id: coupon?.id ?? null,
        coupon_code: coupon?.code ?? null,
        provider: price.totalCents === 0 || provider === null ? 'none' : provider.name,
        provider_reference: null,
        provider_payment_id: null,
        checkout_url: null,
        app_address: appAddress,
        refund_reference: null,
        status_reason: null,
        created_at: now,
        updated_at: now,
        expires_at: now + CHECKOUT_LIFETIME_MS,
        paid_at: null,
        failed_at: null,
        cancelled_at: null,
        refunded_at: null,
      })
      .execute();
    if (coupon !== undefined)
      await reserveCouponUse(trx, coupon, {
        orderId,
        userId: caller.uid,
        courseId: course.id,
        currency: course.currency,
        now,
      });
    // Free after the coupon (or a free course): fulfilled in this same transaction, no provider involved.
    if (price.totalCents === 0) await markOrderPaid(ctx, orderId, { reference: null }, trx);
    const created = await findOrder(trx, orderId);
    if (created === undefined) throw new Error(`Order ${orderId} vanished inside its own transaction`);
    return created;
  });
}

/** The provider's page for a pending order; asked again only if the order has none yet (idempotent per order). */
async function openPaymentPage(
  ctx: DomainContext,
  caller: Caller,
  order: OrderRow,
  course: PurchasableCourse,
): Promise<CheckoutStart> {
  if (order.checkout_url !== null)
    return { orderId: order.id, next: { kind: 'redirect', url: order.checkout_url } };
  if (order.provider === 'none') throw noProviderError();
  try {
    const started = await providerOfOrder(ctx, order.provider).startCheckout({
      order,
      courseTitle: course.title,
      buyerEmail: caller.email,
    });
    await attachCheckout(ctx, order.id, started);
    return { orderId: order.id, next: { kind: 'redirect', url: started.url } };
  } catch (error) {
    await markOrderCancelled(ctx, order.id, PROVIDER_FAILED_REASON);
    throw error;
  }
}
