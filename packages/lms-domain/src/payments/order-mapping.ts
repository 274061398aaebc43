// Orders between the database (milliseconds, snake_case) and the contract (ISO times, camelCase).
import type { Order } from './contract-types';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../db/schema';

export type OrderRow = Selectable<OrdersTable>;
/** An order with what a person needs to recognise it: the course title and the buyer's e-mail. */
export type OrderView = OrderRow & { course_title: string; user_email: string | null };

const iso = (millis: number | null): string | null =>
  millis === null ? null : new Date(millis).toISOString();

export function toOrder(row: OrderView): Order {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    courseId: row.course_id,
    courseTitle: row.course_title,
    status: row.status,
    listPriceCents: Number(row.list_price_cents),
    discountCents: Number(row.discount_cents),
    totalCents: Number(row.total_cents),
    currency: row.currency,
    couponCode: row.coupon_code,
    provider: row.provider,
    providerReference: row.provider_reference,
    statusReason: row.status_reason,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    expiresAt: iso(row.expires_at),
    paidAt: iso(row.paid_at),
    failedAt: iso(row.failed_at),
    cancelledAt: iso(row.cancelled_at),
    refundedAt: iso(row.refunded_at),
  };
}
