// Coupons are made by the admin (createCoupon); orders by their buyers (startCheckout), settled on the sandbox
// payment page (sandbox-page.ts) and refunded by the admin (refundOrder). Redemption counts are therefore the
// domain's own: the uses of these orders.
import type { SeededCourse } from '../courses/authoring';
import type { SeedRun, StoryActor } from '../seed-run';
import type { CouponKey, CourseKey, OrderKey, UserKey } from '../story-ids';
import type { CouponPlan, OrderPlan } from './payment-plans';
import { cancelOnSandboxPage, submitSandboxCard } from './sandbox-page';

export type SeededCoupons = Partial<Record<CouponKey, { id: string; code: string }>>;

function courseOf(courses: ReadonlyMap<CourseKey, SeededCourse>, key: CourseKey): SeededCourse {
  const course = courses.get(key);
  if (course === undefined) throw new Error(`Seed: no course ${key} in this set`);
  return course;
}

export async function seedCoupons(
  run: SeedRun,
  admin: StoryActor,
  plans: readonly CouponPlan[],
  courses: ReadonlyMap<CourseKey, SeededCourse>,
): Promise<SeededCoupons> {
  const seeded: SeededCoupons = {};
  for (const plan of plans) {
    const coupon = await run.call('createCoupon', admin, plan.createdAt, {
      code: plan.code,
      kind: plan.kind,
      percentOff: plan.percentOff ?? null,
      amountOffCents: plan.amountOffCents ?? null,
      currency: plan.currency ?? null,
      validFrom: plan.validFrom ?? null,
      validUntil: plan.validUntil ?? null,
      maxRedemptions: plan.maxRedemptions ?? null,
      maxRedemptionsPerStudent: plan.maxRedemptionsPerStudent ?? null,
      courseIds: (plan.courses ?? []).map((key) => courseOf(courses, key).id),
      active: plan.active ?? true,
    });
    seeded[plan.key] = { id: coupon.id, code: coupon.code };
  }
  return seeded;
}

/** Starts the buyer's checkout and carries it to its planned outcome; answers the order's id. */
export async function placeOrder(
  run: SeedRun,
  actors: Readonly<Record<UserKey, StoryActor>>,
  plan: OrderPlan,
  courses: ReadonlyMap<CourseKey, SeededCourse>,
  coupons: SeededCoupons,
): Promise<string> {
  const couponCode = plan.coupon === undefined ? undefined : coupons[plan.coupon]?.code;
  if (plan.coupon !== undefined && couponCode === undefined)
    throw new Error(`Seed: no coupon ${plan.coupon}`);
  const started = await run.call('startCheckout', actors[plan.buyer], plan.startedAt, {
    courseId: courseOf(courses, plan.course).id,
    ...(couponCode === undefined ? {} : { couponCode }),
  });
  if (started.next.kind !== 'redirect') {
    throw new Error(`Seed: order ${plan.key} was meant for the payment page, but the checkout ended at once`);
  }
  const { orderId } = started;
  const { outcome } = plan;
  switch (outcome.kind) {
    case 'paid':
      await submitSandboxCard(run.at(outcome.at), orderId, 'pays');
      break;
    case 'refunded':
      await submitSandboxCard(run.at(outcome.paidAt), orderId, 'pays');
      await run.call('refundOrder', actors.admin, outcome.refundedAt, { orderId });
      break;
    case 'declined':
      await submitSandboxCard(run.at(outcome.at), orderId, 'declined');
      break;
    case 'cancelled':
      await cancelOnSandboxPage(run.at(outcome.at), orderId);
      break;
    case 'pending':
      break;
  }
  return orderId;
}

export type SeededOrders = Partial<Record<OrderKey, string>>;
