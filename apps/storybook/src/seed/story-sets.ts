// What each data set holds. demo: the platform as the stories know it. empty: the accounts only (someone has to
// sign in) and nothing to learn. long: long titles and names, more courses than a catalogue page, more enrolments
// than a dashboard list and more coupons than an admin page show.
import { DEMO_STEP_SAVES, DEMO_STEPS, type StepPlan, type StepSave } from './action-plans/action-plan-plans';
import { DEMO_COURSES, LONG_COURSES, type CourseOutline } from './courses/course-outlines';
import { DEMO_JOURNEYS, LONG_JOURNEYS, type Journey } from './learning/journeys';
import {
  DEMO_COUPON_PLANS,
  ORDER_PLANS,
  PROMO_COUPON_PLANS,
  type CouponPlan,
  type OrderPlan,
} from './payments/payment-plans';
import type { StorySet } from './story-ids';
import { DEMO_SUPPORT_PLANS, LONG_SUPPORT_PLANS, type SupportPlan } from './support/support-plans';
import { LONG_STUDENT_NAME } from './users';

/**
 * "Now" in the seeded world: every seeded event happened before it. The demo's pending checkout opened ten
 * minutes earlier, and a checkout stays open an hour: a host whose clock reads the real date (later) sees it
 * expired, as the domain's rule says, and cancels it on the next order or coupon read.
 */
export const STORY_NOW = '2026-11-21T08:00:00.000Z';

export interface StorySetPlan {
  /** The student's display name, when the set changes it. */
  studentDisplayName?: string;
  courses: readonly CourseOutline[];
  journeys: readonly Journey[];
  coupons: readonly CouponPlan[];
  orders: readonly OrderPlan[];
  steps: readonly StepPlan[];
  stepSaves: readonly StepSave[];
  support: readonly SupportPlan[];
  /** Certificate templates and certificates of certificates.ts, and the badges of badges/badges.ts (the demo set). */
  certificates?: boolean;
  /** The surveys, answers and survey errors of surveys/surveys.ts (the demo set). */
  surveys?: boolean;
  /** The refused sign-ins of audit/audit.ts, for the audit log's security events (the demo set). */
  securityEvents?: boolean;
}

export const STORY_SETS: Readonly<Record<StorySet, StorySetPlan>> = {
  demo: {
    courses: DEMO_COURSES,
    journeys: DEMO_JOURNEYS,
    coupons: DEMO_COUPON_PLANS,
    orders: ORDER_PLANS,
    steps: DEMO_STEPS,
    stepSaves: DEMO_STEP_SAVES,
    support: DEMO_SUPPORT_PLANS,
    certificates: true,
    surveys: true,
    securityEvents: true,
  },
  empty: { courses: [], journeys: [], coupons: [], orders: [], steps: [], stepSaves: [], support: [] },
  long: {
    studentDisplayName: LONG_STUDENT_NAME,
    courses: [...DEMO_COURSES, ...LONG_COURSES],
    journeys: [...DEMO_JOURNEYS, ...LONG_JOURNEYS],
    coupons: [...DEMO_COUPON_PLANS, ...PROMO_COUPON_PLANS],
    orders: ORDER_PLANS,
    steps: [],
    stepSaves: [],
    support: [...DEMO_SUPPORT_PLANS, ...LONG_SUPPORT_PLANS],
  },
};
