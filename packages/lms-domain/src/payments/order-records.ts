// Reading orders: one by id, the open checkout of a student for a course, and the pages students and admins list.
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatusColumn } from '../db/schema';
import type { OrderRow, OrderView } from './order-mapping';

function ordersWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .innerJoin('courses', 'courses.id', 'orders.course_id')
    .leftJoin('users', 'users.uid', 'orders.user_id')
    .selectAll('orders')
    .select(['courses.title as course_title', 'users.email as user_email']);
}

export function findOrder(db: Kysely<Database>, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function findOrderView(db: Kysely<Database>, orderId: string): Promise<OrderView | undefined> {
  return ordersWithNames(db).where('orders.id', '=', orderId).executeTakeFirst();
}

/** The student's checkout for this course still waiting for payment, if any (at most one: a unique index). */
export function findPendingOrder(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function findOrderByPaymentId(
  db: Kysely<Database>,
  provider: 'stripe',
  paymentId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', paymentId)
    .executeTakeFirst();
}

export interface OrderListQuery {
  userId?: string;
  search?: string | undefined;
  status?: OrderStatusColumn | undefined;
  page: number;
  pageSize: number;
}

function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Newest first. Search matches the buyer's e-mail, the course title or the order id, ignoring case. */
export async function listOrderViews(
  db: Kysely<Database>,
  query: OrderListQuery,
): Promise<{ rows: OrderView[]; total: number }> {
  let filtered = ordersWithNames(db);
  if (query.userId !== undefined) filtered = filtered.where('orders.user_id', '=', query.userId);
  if (query.status !== undefined) filtered = filtered.where('orders.status', '=', query.status);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where(({ or }) =>
      or([
        sql<boolean>`lower(${sql.ref('users.email')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('courses.title')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('orders.id')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const counted = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await filtered
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(counted?.total ?? 0) };
}
