// Reading orders (own only, admins all) and refunds, on both databases. Refunds end the enrolment the order gave;
// only paid orders can be refunded; a second refund changes nothing; buying again reopens the enrolment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import {
  buyThroughSandbox,
  activeEnrollments,
  call,
  couponCount,
  createPaymentsTestServer,
  ok,
  type PaymentsTestServer,
  type TestCaller,
} from './payments-test-server';

describe.each(testDatabases())('orders and refunds ($dialect)', ({ dialect }) => {
  let server: PaymentsTestServer;
  let admin: TestCaller;
  let ann: TestCaller;
  let bob: TestCaller;
  let course: string;
  let annPaid: string;
  let bobPending: string;

  const buy = (who: TestCaller, courseId: string, couponCode?: string) =>
    buyThroughSandbox(server, who, courseId, couponCode);

  beforeAll(async () => {
    server = await createPaymentsTestServer({ dialect });
    admin = await server.user('admin@example.com', { admin: true });
    ann = await server.user('ann@example.com');
    bob = await server.user('bob@example.com');
    course = await insertCourse(server.ctx.db, { slug: 'paid', title: 'Photography', price_cents: 4900 });
    await ok(server, admin, 'createCoupon', { code: 'TEN', kind: 'percent', percentOff: 10 });
    annPaid = await buy(ann, course, 'TEN');
    bobPending = (await ok(server, bob, 'startCheckout', { courseId: course })).orderId;
  });
  afterAll(() => server?.close());

  it('getOrder: a student reads their own order, not someone else’s; an admin reads any', async () => {
    expect((await ok(server, ann, 'getOrder', { orderId: annPaid })).userEmail).toBe('ann@example.com');
    // Someone else's order answers exactly as a missing one: the id reveals nothing.
    const others = await call(server, bob, 'getOrder', { orderId: annPaid });
    const missing = await call(server, bob, 'getOrder', { orderId: 'missing' });
    expect(others.status).toBe(404);
    expect(others.body).toEqual(missing.body);
    expect((await ok(server, admin, 'getOrder', { orderId: annPaid })).id).toBe(annPaid);
    expect((await call(server, ann, 'getOrder', { orderId: 'missing' })).status).toBe(404);
  });

  it('listMyOrders lists only the caller’s orders, newest first', async () => {
    const page = await ok(server, ann, 'listMyOrders', {});
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.items.map((order) => order.id)).toEqual([annPaid]);
  });

  it('adminListOrders filters by status and searches e-mail, course title and id', async () => {
    expect((await ok(server, admin, 'adminListOrders', {})).total).toBe(2);
    const pending = await ok(server, admin, 'adminListOrders', { status: 'pending' });
    expect(pending.items.map((order) => order.id)).toEqual([bobPending]);
    const byEmail = await ok(server, admin, 'adminListOrders', { search: 'ANN@' });
    expect(byEmail.items.map((order) => order.id)).toEqual([annPaid]);
    expect((await ok(server, admin, 'adminListOrders', { search: 'photo' })).total).toBe(2);
    expect((await ok(server, admin, 'adminListOrders', { search: annPaid.slice(0, 8) })).items[0]?.id).toBe(
      annPaid,
    );
    expect((await ok(server, admin, 'adminListOrders', { search: '100%' })).total).toBe(0);
  });

  it('refunding a pending order is refused: only paid orders can be refunded', async () => {
    const { status, body } = await call(server, admin, 'refundOrder', { orderId: bobPending });
    expect(status).toBe(400);
    expect(body.error?.details).toMatchObject({ reason: 'not-paid', status: 'pending' });
  });

  it('a sandbox refund happens at once, marks the order refunded and ends the enrolment', async () => {
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(1);
    const refunded = await ok(server, admin, 'refundOrder', { orderId: annPaid });
    expect(refunded).toMatchObject({ status: 'refunded', statusReason: 'Refunded by an administrator.' });
    expect(refunded.refundedAt).not.toBeNull();
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(0);
    const ended = await server.ctx.db
      .selectFrom('enrollments')
      .select(['ended_at', 'end_reason', 'order_id'])
      .where('user_id', '=', ann.uid)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ end_reason: 'refunded', order_id: annPaid });
    // The coupon use stays spent: a refund does not hand uses back.
    expect(await couponCount(server.ctx, 'TEN')).toBe(1);
  });

  it('refunding again answers the refunded order and changes nothing', async () => {
    const before = await ok(server, admin, 'getOrder', { orderId: annPaid });
    expect(await ok(server, admin, 'refundOrder', { orderId: annPaid })).toEqual(before);
  });

  it('after a refund the student may buy again, and the enrolment reopens with its progress', async () => {
    await server.ctx.db
      .updateTable('enrollments')
      .set({ progress: 40 })
      .where('user_id', '=', ann.uid)
      .execute();
    await buy(ann, course);
    expect(await activeEnrollments(server.ctx, ann.uid, course)).toBe(1);
    const row = await server.ctx.db
      .selectFrom('enrollments')
      .select(['progress', 'ended_at'])
      .where('user_id', '=', ann.uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ progress: 40, ended_at: null });
  });

  it('refunding a free order (100 % coupon) only ends its enrolment', async () => {
    await ok(server, admin, 'createCoupon', { code: 'GIFT', kind: 'percent', percentOff: 100 });
    const other = await insertCourse(server.ctx.db, { slug: 'other', price_cents: 1000 });
    const free = await buy(bob, other, 'GIFT');
    expect(await activeEnrollments(server.ctx, bob.uid, other)).toBe(1);
    expect(await ok(server, admin, 'refundOrder', { orderId: free })).toMatchObject({ status: 'refunded' });
    expect(await activeEnrollments(server.ctx, bob.uid, other)).toBe(0);
  });
});
