// The payments tables guard money and uniqueness themselves, on every host's database, so a bug in a service cannot
// store an inconsistent order, a second open checkout or a coupon with two kinds of discount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as paymentsMigration from '@lms/domain/internal/payments/migrations/005-payments';
import type { OrdersTable } from '@lms/domain/internal/db/schema';
import { insertCourse, insertUser } from '../../fixtures/catalogue';
import { orderRow } from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const T0 = 1_700_000_000_000;

export const describePaymentsSchema = (openHost: OpenConformanceHost) =>
  describe('payments schema', () => {
    let host: ConformanceHost;
    let course: string;
    beforeAll(async () => {
      host = await openHost({});
      await insertUser(host.ctx.db, 'ann');
      course = await insertCourse(host.ctx.db, { slug: 'paid', price_cents: 1000 });
    });
    afterAll(() => host?.close());

    const order = (id: string, overrides: Partial<OrdersTable> = {}) =>
      orderRow({ id, user_id: 'ann', course_id: course, ...overrides }, T0);
    const insertOrder = (row: OrdersTable) => host.ctx.db.insertInto('orders').values(row).execute();

    it('refuses an order whose total is not the list price less the discount', async () => {
      await expect(
        insertOrder(order('o-bad-total', { discount_cents: 100, total_cents: 1000 })),
      ).rejects.toThrow();
      await expect(
        insertOrder(order('o-negative', { discount_cents: 1100, total_cents: -100 })),
      ).rejects.toThrow();
      await insertOrder(order('o-good', { discount_cents: 100, total_cents: 900 }));
    });

    it('allows one pending order per student and course, and any number of closed ones', async () => {
      await insertOrder(order('o-pending-1', { status: 'pending' }));
      await expect(insertOrder(order('o-pending-2', { status: 'pending' }))).rejects.toThrow();
      await insertOrder(order('o-cancelled-2'));
    });

    it('refuses a coupon with both a percentage and an amount, or a fixed coupon without currency', async () => {
      const coupon = (id: string, code: string, shape: object) =>
        host.ctx.db
          .insertInto('coupons')
          .values({
            id,
            code,
            kind: 'percent',
            percent_off_bp: null,
            amount_off_cents: null,
            currency: null,
            valid_from: null,
            valid_until: null,
            max_redemptions: null,
            max_redemptions_per_student: null,
            active: 1,
            redemption_count: 0,
            created_at: T0,
            updated_at: T0,
            ...shape,
          })
          .execute();
      await expect(coupon('c1', 'BOTH', { percent_off_bp: 1000, amount_off_cents: 100 })).rejects.toThrow();
      await expect(coupon('c2', 'NOCUR', { kind: 'fixed', amount_off_cents: 100 })).rejects.toThrow();
      await coupon('c3', 'GOOD', { percent_off_bp: 1000 });
      await expect(coupon('c4', 'GOOD', { percent_off_bp: 500 })).rejects.toThrow();
    });

    it('migrates down and up again', async () => {
      const db = host.ctx.db as unknown as Kysely<unknown>;
      await host.ctx.db.deleteFrom('coupon_redemptions').execute();
      await host.ctx.db.deleteFrom('orders').execute();
      await paymentsMigration.down(db);
      const afterDown = (await host.ctx.db.introspection.getTables()).map((table) => table.name);
      expect(afterDown).not.toContain('orders');
      await paymentsMigration.up(db);
      const afterUp = (await host.ctx.db.introspection.getTables()).map((table) => table.name);
      expect(afterUp).toEqual(
        expect.arrayContaining(['coupons', 'coupon_courses', 'orders', 'coupon_redemptions']),
      );
    });
  });
