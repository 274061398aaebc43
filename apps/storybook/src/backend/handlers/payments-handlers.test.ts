import { describe, expect, it } from 'vitest';
import type { LmsError } from '@lms/core';
import { createInMemoryBackend } from '../in-memory-backend';
import { DEMO_COURSE_IDS } from '../fixtures/demo-courses';
import { DEMO_COUPONS, DEMO_ORDER_IDS } from '../fixtures/demo-payments';
import { DEMO_USERS } from '../fixtures/demo-users';
import { codeOf, connectAs } from '../testing/connect-as';
import { settleSandboxOrder } from './payments-store';

const newcomer = DEMO_USERS.newcomer.uid;
const student = DEMO_USERS.student.uid;
const admin = DEMO_USERS.admin.uid;
const photography = DEMO_COURSE_IDS.photography;
const finance = DEMO_COURSE_IDS.finance;

async function errorOf(promise: Promise<unknown>): Promise<LmsError> {
  try {
    await promise;
  } catch (error) {
    return error as LmsError;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}

describe('payments handlers: quotes and checkout', () => {
  it('quotes the price with a coupon applied, or the reason it cannot be, with lms-core rules', async () => {
    const { functions } = connectAs(createInMemoryBackend(), newcomer);
    const quote = (courseId: string, couponCode?: string) =>
      functions.call('getCheckoutQuote', { courseId, ...(couponCode ? { couponCode } : {}) });
    expect(await quote(photography, 'welcome20')).toMatchObject({
      currency: 'EUR',
      listPriceCents: 1900,
      discountCents: 380,
      totalCents: 1520,
      coupon: { valid: true, code: 'WELCOME20', kind: 'percent', percentOff: 20 },
      alreadyEnrolled: false,
    });
    const reasons = async (courseId: string, code: string) => {
      const result = await quote(courseId, code);
      expect(result.totalCents).toBe(result.listPriceCents);
      return result.coupon?.valid === false ? result.coupon.reason : 'valid';
    };
    expect(await reasons(photography, DEMO_COUPONS.expired)).toBe('expired');
    expect(await reasons(photography, DEMO_COUPONS.inactive)).toBe('inactive');
    expect(await reasons(photography, DEMO_COUPONS.usedUp)).toBe('exhausted');
    expect(await reasons(photography, DEMO_COUPONS.scheduled)).toBe('not-yet-valid');
    expect(await reasons(photography, 'NOPE')).toBe('not-found');
    expect(await reasons(finance, DEMO_COUPONS.free)).toBe('not-for-this-course');
    expect(await reasons(DEMO_COURSE_IDS.projects, DEMO_COUPONS.fixed)).toBe('not-for-this-course');
    expect((await quote(photography, DEMO_COUPONS.fixed)).totalCents).toBe(1400);
    expect(await codeOf(quote(DEMO_COURSE_IDS.sqlDraft))).toBe('functions/not-found');
  });

  it('a paid checkout reserves a coupon use and opens the sandbox page; a double click gets the same order', async () => {
    const backend = createInMemoryBackend();
    const { functions } = connectAs(backend, newcomer);
    const first = await functions.call('startCheckout', { courseId: photography, couponCode: 'welcome20' });
    const again = await functions.call('startCheckout', { courseId: photography, couponCode: 'WELCOME20' });
    expect(first.next).toEqual({ kind: 'redirect', url: `/payments/sandbox/${first.orderId}` });
    expect(again).toEqual(first);
    expect(backend.db.payments.coupons.get('coupon-welcome')?.redemptionCount).toBe(43);

    settleSandboxOrder(backend.db, first.orderId, 'paid', Date.now());
    const order = await functions.call('getOrder', { orderId: first.orderId });
    expect(order).toMatchObject({
      status: 'paid',
      totalCents: 1520,
      couponCode: 'WELCOME20',
      provider: 'sandbox',
    });
    const enrolments = await functions.call('listMyEnrollments', {});
    expect(enrolments.map((item) => item.course_id)).toEqual([photography]);
    expect(await codeOf(functions.call('startCheckout', { courseId: photography }))).toBe(
      'functions/invalid-argument',
    );
  });

  it('a declined card fails the order, enrols nobody and gives the coupon use back', async () => {
    const backend = createInMemoryBackend();
    const { functions } = connectAs(backend, newcomer);
    const { orderId } = await functions.call('startCheckout', {
      courseId: photography,
      couponCode: 'WELCOME20',
    });
    settleSandboxOrder(backend.db, orderId, 'declined', Date.now());
    expect(await functions.call('getOrder', { orderId })).toMatchObject({ status: 'failed' });
    expect(await functions.call('listMyEnrollments', {})).toEqual([]);
    expect(backend.db.payments.coupons.get('coupon-welcome')?.redemptionCount).toBe(42);
  });

  it('free after the coupon: enrolled at once, without a provider; the per-student limit then holds', async () => {
    const backend = createInMemoryBackend();
    const { functions } = connectAs(backend, newcomer);
    const started = await functions.call('startCheckout', { courseId: photography, couponCode: 'freephoto' });
    expect(started.next).toEqual({ kind: 'enrolled' });
    expect(await functions.call('getOrder', { orderId: started.orderId })).toMatchObject({
      status: 'paid',
      provider: 'none',
      totalCents: 0,
    });
    await functions.call('refundOrder', { orderId: started.orderId }).catch(() => undefined);
    const asAdmin = connectAs(backend, admin).functions;
    expect(await asAdmin.call('refundOrder', { orderId: started.orderId })).toMatchObject({
      status: 'refunded',
    });
    expect(await functions.call('listMyEnrollments', {})).toEqual([]);
    const quote = await functions.call('getCheckoutQuote', {
      courseId: photography,
      couponCode: 'FREEPHOTO',
    });
    expect(quote.coupon).toEqual({ valid: false, code: 'FREEPHOTO', reason: 'per-student-limit-reached' });
  });

  it('refuses a coupon at checkout with its reason in details, and orders of others', async () => {
    const backend = createInMemoryBackend();
    const { functions } = connectAs(backend, newcomer);
    const error = await errorOf(
      functions.call('startCheckout', { courseId: photography, couponCode: DEMO_COUPONS.expired }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.details).toMatchObject({ field: 'couponCode', reason: 'expired' });
    expect(await codeOf(functions.call('getOrder', { orderId: DEMO_ORDER_IDS.paid }))).toBe(
      'functions/permission-denied',
    );
    expect(await codeOf(functions.call('adminListOrders', {}))).toBe('functions/permission-denied');
    const mine = await connectAs(backend, student).functions.call('listMyOrders', {});
    expect(mine.items.map((order) => order.id)).toEqual([
      DEMO_ORDER_IDS.pending,
      DEMO_ORDER_IDS.declined,
      DEMO_ORDER_IDS.cancelled,
      DEMO_ORDER_IDS.paid,
      DEMO_ORDER_IDS.refunded,
    ]);
  });

  it("pages the caller's orders as the server does, and lists none for a student who bought nothing", async () => {
    const backend = createInMemoryBackend();
    const second = await connectAs(backend, student).functions.call('listMyOrders', { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((order) => order.id)).toEqual([DEMO_ORDER_IDS.cancelled, DEMO_ORDER_IDS.paid]);
    expect(await connectAs(backend, newcomer).functions.call('listMyOrders', {})).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });
});

describe('payments handlers: admin coupons', () => {
  it('lists coupons newest first with redemption counts, searching the code in any case', async () => {
    const { functions } = connectAs(createInMemoryBackend(), admin);
    const all = await functions.call('adminListCoupons', {});
    expect(all.items.map((coupon) => coupon.code)).toEqual([
      'NEWYEAR27',
      'FREEPHOTO',
      'FIVEOFF',
      'WELCOME20',
      'VIP1',
      'SPRING10',
      'LAUNCH50',
    ]);
    expect(all.items.find((coupon) => coupon.code === 'WELCOME20')?.redemptionCount).toBe(42);
    const found = await functions.call('adminListCoupons', { search: 'photo' });
    expect(found.items.map((coupon) => coupon.code)).toEqual(['FREEPHOTO']);
  });

  it('creates, edits and deactivates; codes are unique in any case and courses must exist', async () => {
    const { functions } = connectAs(createInMemoryBackend(), admin);
    const created = await functions.call('createCoupon', {
      code: 'autumn',
      kind: 'percent',
      percentOff: 12.5,
    });
    expect(created).toMatchObject({ code: 'AUTUMN', percentOff: 12.5, active: true, redemptionCount: 0 });
    const duplicate = await errorOf(
      functions.call('createCoupon', { code: 'Welcome20', kind: 'percent', percentOff: 5 }),
    );
    expect(duplicate.details).toMatchObject({ reason: 'duplicate-code', field: 'code' });
    const unknown = await errorOf(
      functions.call('createCoupon', {
        code: 'GHOST',
        kind: 'percent',
        percentOff: 5,
        courseIds: ['course-nope'],
      }),
    );
    expect(unknown.details).toMatchObject({ reason: 'unknown-course' });
    const edited = await functions.call('updateCoupon', {
      id: created.id,
      code: 'AUTUMN',
      kind: 'fixed',
      amountOffCents: 300,
      currency: 'EUR',
      courseIds: [photography],
    });
    expect(edited).toMatchObject({
      kind: 'fixed',
      percentOff: null,
      amountOffCents: 300,
      courseIds: [photography],
    });
    const off = await functions.call('deactivateCoupon', { id: created.id });
    expect(off.active).toBe(false);
    expect(await functions.call('deactivateCoupon', { id: created.id })).toEqual(off);
    const student = connectAs(createInMemoryBackend(), newcomer).functions;
    expect(await codeOf(student.call('createCoupon', { code: 'MINE', kind: 'percent', percentOff: 5 }))).toBe(
      'functions/permission-denied',
    );
  });
});
