// Seeding the payment screens' situations through the domain: a course for sale, coupons written by an admin,
// and orders a student placed with the sandbox checkout, then settled as the buyer does on the sandbox page (the
// domain's page rules, which the server's page runs too) or refunded, at the dates a test names.
import type { CouponFields } from '@lms/core';
import {
  cancelOnSandboxPage,
  markOrderRefunded,
  payOnSandboxPage,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  sandboxReference,
  type DomainContext,
} from '@lms/domain';
import {
  callAs,
  contextAt,
  createCourse,
  type SeededCourse,
  type TestAccount,
  type TestServer,
} from './test-server';

/** A published course at a price (Photography, €39.00 by default). */
export function createPaidCourse(
  server: TestServer,
  admin: TestAccount,
  options: { title?: string; priceCents?: number; currency?: string; at?: number } = {},
): Promise<SeededCourse> {
  return createCourse(server, admin, {
    title: options.title ?? 'Photography',
    priceCents: options.priceCents ?? 3900,
    currency: options.currency ?? 'EUR',
    at: options.at,
  });
}

/** A coupon as an admin writes it (20% off every course unless told). */
export function createCoupon(
  server: TestServer,
  admin: TestAccount,
  fields: Partial<CouponFields> & { code: string },
  at?: number,
) {
  const kind = fields.kind ?? 'percent';
  return callAs(
    server,
    admin,
    'createCoupon',
    { kind, percentOff: kind === 'percent' ? 20 : null, ...fields },
    { at },
  );
}

export type SeededOrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export interface OrderSpec {
  couponCode?: string;
  /** What became of the checkout; pending unless told. */
  status?: SeededOrderStatus;
  /** When the checkout started (the domain's clock); now unless told. */
  at?: number;
  /** When it was settled (paid, failed, cancelled); a minute after `at` unless told. */
  settledAt?: number;
  /** When a refunded order was refunded; four days after it was paid unless told. */
  refundedAt?: number;
  /** Why a refunded order was refunded. */
  reason?: string;
}

/** The buyer submits a test card on the sandbox page: the paying one, or the declined one. */
async function submitTestCard(ctx: DomainContext, orderId: string, pays: boolean): Promise<void> {
  const cardNumber = pays ? SANDBOX_SUCCESS_CARD : SANDBOX_DECLINED_CARD;
  const payment = await payOnSandboxPage(ctx, orderId, { cardNumber, expiry: '12/39', cvc: '123' });
  if (payment.kind !== (pays ? 'paid' : 'declined'))
    throw new Error(`Test seed: the sandbox page answered "${payment.kind}" for order ${orderId}`);
}

/** An order `student` placed for `courseId` through the sandbox checkout, then settled as `spec.status` says. */
export async function placeOrder(
  server: TestServer,
  student: TestAccount,
  courseId: string,
  spec: OrderSpec = {},
): Promise<string> {
  const started = await callAs(
    server,
    student,
    'startCheckout',
    { courseId, ...(spec.couponCode ? { couponCode: spec.couponCode } : {}) },
    { at: spec.at },
  );
  const status = spec.status ?? 'pending';
  if (status === 'pending' || started.next.kind === 'enrolled') return started.orderId;
  const settledAt = spec.settledAt ?? (spec.at ?? server.context.now()) + 60_000;
  const ctx = contextAt(server, settledAt);
  if (status === 'failed') {
    await submitTestCard(ctx, started.orderId, false);
  } else if (status === 'cancelled') {
    await cancelOnSandboxPage(ctx, started.orderId);
  } else {
    await submitTestCard(ctx, started.orderId, true);
    if (status === 'refunded') {
      await markOrderRefunded(
        contextAt(server, spec.refundedAt ?? settledAt + 4 * 86_400_000),
        started.orderId,
        {
          reference: sandboxReference('re'),
          reason: spec.reason ?? 'Refunded by an administrator.',
        },
      );
    }
  }
  return started.orderId;
}

/** Pays a pending order on the sandbox page with the paying test card. */
export const payOrder = (server: TestServer, orderId: string) =>
  submitTestCard(server.context, orderId, true);
