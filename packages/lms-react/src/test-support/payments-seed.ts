// Seeding the payment screens' situations through the domain: a course for sale, coupons written by an admin,
// and orders a student placed with the sandbox checkout, then settled with the domain's own order functions (what
// the sandbox page, a webhook or an admin's refund end in), at the dates a test names.
import type { CouponFields } from '@lms/core';
import {
  markOrderCancelled,
  markOrderFailed,
  markOrderPaid,
  markOrderRefunded,
  sandboxReference,
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
  reason?: string;
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
    await markOrderFailed(ctx, started.orderId, spec.reason ?? 'Your card was declined.');
  } else if (status === 'cancelled') {
    await markOrderCancelled(ctx, started.orderId, spec.reason ?? 'The student cancelled the payment.');
  } else {
    await markOrderPaid(ctx, started.orderId, { reference: sandboxReference('pay') });
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

/** Pays a pending order as the sandbox page does once the student confirms a test card. */
export const payOrder = (server: TestServer, orderId: string) =>
  markOrderPaid(server.context, orderId, { reference: sandboxReference('pay') });
