// Reading orders (own only, admins all) and refunds, on every host. Refunds end the enrolment the order gave;
// only paid orders can be refunded; a second refund changes nothing; buying again reopens the enrolment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../fixtures/catalogue';
import {
  buyThroughSandbox,
  activeEnrollments,
  call,
  couponCount,
  openPaymentsHost,
  ok,
  type TestCaller,
  user,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeOrdersAndRefunds = (openHost: OpenConformanceHost) =>
  describe('orders and refunds', () => {
    let host: ConformanceHost;
    let admin: TestCaller;
    let ann: TestCaller;
    let bob: TestCaller;
    let course: string;
    let annPaid: string;
    let bobPending: string;

    const buy = (who: TestCaller, courseId: string, couponCode?: string) =>
      buyThroughSandbox(host, who, courseId, couponCode);

    beforeAll(async () => {
      host = await openPaymentsHost(openHost);
      admin = await user(host, 'admin@example.com', { admin: true });
      ann = await user(host, 'ann@example.com');
      bob = await user(host, 'bob@example.com');
      course = await insertCourse(host.ctx.db, { slug: 'paid', title: 'Photography', price_cents: 4900 });
      await ok(host, admin, 'createCoupon', { code: 'TEN', kind: 'percent', percentOff: 10 });
      annPaid = await buy(ann, course, 'TEN');
      bobPending = (await ok(host, bob, 'startCheckout', { courseId: course })).orderId;
    });
    afterAll(() => host?.close());

    it('getOrder: a student reads their own order, not someone else’s; an admin reads any', async () => {
      expect((await ok(host, ann, 'getOrder', { orderId: annPaid })).userEmail).toBe('ann@example.com');
      // Someone else's order answers exactly as a missing one: the id reveals nothing.
      const others = await call(host, bob, 'getOrder', { orderId: annPaid });
      const missing = await call(host, bob, 'getOrder', { orderId: 'missing' });
      expect(others.status).toBe(404);
      expect(others.body).toEqual(missing.body);
      expect((await ok(host, admin, 'getOrder', { orderId: annPaid })).id).toBe(annPaid);
      expect((await call(host, ann, 'getOrder', { orderId: 'missing' })).status).toBe(404);
    });

    it('listMyOrders lists only the caller’s orders, newest first', async () => {
      const page = await ok(host, ann, 'listMyOrders', {});
      expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(page.items.map((order) => order.id)).toEqual([annPaid]);
    });

    it('adminListOrders filters by status and searches e-mail, course title and id', async () => {
      expect((await ok(host, admin, 'adminListOrders', {})).total).toBe(2);
      const pending = await ok(host, admin, 'adminListOrders', { status: 'pending' });
      expect(pending.items.map((order) => order.id)).toEqual([bobPending]);
      const byEmail = await ok(host, admin, 'adminListOrders', { search: 'ANN@' });
      expect(byEmail.items.map((order) => order.id)).toEqual([annPaid]);
      expect((await ok(host, admin, 'adminListOrders', { search: 'photo' })).total).toBe(2);
      expect((await ok(host, admin, 'adminListOrders', { search: annPaid.slice(0, 8) })).items[0]?.id).toBe(
        annPaid,
      );
      expect((await ok(host, admin, 'adminListOrders', { search: '100%' })).total).toBe(0);
    });

    it('refunding a pending order is refused: only paid orders can be refunded', async () => {
      const { status, body } = await call(host, admin, 'refundOrder', { orderId: bobPending });
      expect(status).toBe(400);
      expect(body.error?.details).toMatchObject({ reason: 'not-paid', status: 'pending' });
    });

    it('a sandbox refund happens at once, marks the order refunded and ends the enrolment', async () => {
      expect(await activeEnrollments(host.ctx, ann.uid, course)).toBe(1);
      const refunded = await ok(host, admin, 'refundOrder', { orderId: annPaid });
      expect(refunded).toMatchObject({ status: 'refunded', statusReason: 'Refunded by an administrator.' });
      expect(refunded.refundedAt).not.toBeNull();
      expect(await activeEnrollments(host.ctx, ann.uid, course)).toBe(0);
      const ended = await host.ctx.db
        .selectFrom('enrollments')
        .select(['ended_at', 'end_reason', 'order_id'])
        .where('user_id', '=', ann.uid)
        .executeTakeFirstOrThrow();
      expect(ended).toMatchObject({ end_reason: 'refunded', order_id: annPaid });
      // The coupon use stays spent: a refund does not hand uses back.
      expect(await couponCount(host.ctx, 'TEN')).toBe(1);
    });

    it('refunding again answers the refunded order and changes nothing', async () => {
      const before = await ok(host, admin, 'getOrder', { orderId: annPaid });
      expect(await ok(host, admin, 'refundOrder', { orderId: annPaid })).toEqual(before);
    });

    it('after a refund the student may buy again, and the enrolment reopens with its progress', async () => {
      await host.ctx.db
        .updateTable('enrollments')
        .set({ progress: 40 })
        .where('user_id', '=', ann.uid)
        .execute();
      await buy(ann, course);
      expect(await activeEnrollments(host.ctx, ann.uid, course)).toBe(1);
      const row = await host.ctx.db
        .selectFrom('enrollments')
        .select(['progress', 'ended_at'])
        .where('user_id', '=', ann.uid)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ progress: 40, ended_at: null });
    });

    it('refunding a free order (100 % coupon) only ends its enrolment', async () => {
      await ok(host, admin, 'createCoupon', { code: 'GIFT', kind: 'percent', percentOff: 100 });
      const other = await insertCourse(host.ctx.db, { slug: 'other', price_cents: 1000 });
      const free = await buy(bob, other, 'GIFT');
      expect(await activeEnrollments(host.ctx, bob.uid, other)).toBe(1);
      expect(await ok(host, admin, 'refundOrder', { orderId: free })).toMatchObject({ status: 'refunded' });
      expect(await activeEnrollments(host.ctx, bob.uid, other)).toBe(0);
    });
  });
