// Tables of the payments area: coupons (and the courses they are limited to), orders, and coupon redemptions.
// Money is integer minor units; the checks below keep amounts consistent even if a bug bypasses the service.
import { sql, type Kysely } from 'kysely';

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored in capitals, so this unique constraint is case-insensitive uniqueness of what admins typed.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('percent_off_bp', 'integer', (c) => c.check(sql`percent_off_bp between 1 and 10000`))
    .addColumn('amount_off_cents', 'integer', (c) => c.check(sql`amount_off_cents > 0`))
    .addColumn('currency', 'text', (c) => c.check(sql`length(currency) = 3`))
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_until', 'bigint')
    .addColumn('max_redemptions', 'integer', (c) => c.check(sql`max_redemptions >= 1`))
    .addColumn('max_redemptions_per_student', 'integer', (c) =>
      c.check(sql`max_redemptions_per_student >= 1`),
    )
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).check(flag('active')))
    // Reserved (checkout waiting for payment) plus redeemed uses; the conditional UPDATE on it enforces the limit.
    .addColumn('redemption_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`redemption_count >= 0`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint(
      'coupons_discount_shape',
      sql`(kind = 'percent' and percent_off_bp is not null and amount_off_cents is null and currency is null)
        or (kind = 'fixed' and amount_off_cents is not null and currency is not null and percent_off_bp is null)`,
    )
    .execute();
  await db.schema.createIndex('coupons_created_at_idx').on('coupons').column('created_at').execute();

  // No rows for a coupon: it applies to every course.
  await db.schema
    .createTable('coupon_courses')
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_courses_pk', ['coupon_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Set null: deleting an account keeps its orders for the accounts, without the person.
    .addColumn('user_id', 'text', (c) => c.references('users.uid').onDelete('set null'))
    // Restrict: courses that were sold are archived, never deleted.
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`),
    )
    .addColumn('list_price_cents', 'integer', (c) => c.notNull().check(sql`list_price_cents >= 0`))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().check(sql`discount_cents >= 0`))
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`length(currency) = 3`))
    .addColumn('coupon_id', 'text', (c) => c.references('coupons.id').onDelete('restrict'))
    .addColumn('coupon_code', 'text')
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('none', 'sandbox', 'stripe')`))
    .addColumn('provider_reference', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('status_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('failed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addCheckConstraint(
      'orders_total_is_price_less_discount',
      sql`total_cents = list_price_cents - discount_cents`,
    )
    .execute();
  // One open checkout per student and course: a double click or a second tab finds the first one.
  await db.schema
    .createIndex('orders_one_pending_per_course')
    .on('orders')
    .columns(['user_id', 'course_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('orders_user_created_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_created_at_idx').on('orders').column('created_at').execute();
  await db.schema
    .createIndex('orders_status_expires_idx')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute();
  await db.schema.createIndex('orders_course_idx').on('orders').column('course_id').execute();
  await db.schema.createIndex('orders_payment_id_idx').on('orders').column('provider_payment_id').execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('restrict'))
    // Unique: one order redeems its coupon at most once, however often fulfilment runs.
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('reserved', 'redeemed', 'released')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_coupon_user_idx')
    .on('coupon_redemptions')
    .columns(['coupon_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['coupon_redemptions', 'orders', 'coupon_courses', 'coupons']) {
    await db.schema.dropTable(table).execute();
  }
}
