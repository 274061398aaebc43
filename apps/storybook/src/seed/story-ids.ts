// The domain makes its own ids (random uids and UUIDs), so stories cannot write them down. A seed answers this map
// from the names the fixtures used (DEMO_USERS, DEMO_COURSE_IDS, DEMO_ACTION_PLAN_STEP_IDS, DEMO_ORDER_IDS,
// DEMO_COUPONS) to what the domain made. resolveStoryPlaceholders (placeholders.ts) reads it.

export type StorySet = 'demo' | 'empty' | 'long';

export type UserKey = 'student' | 'admin' | 'otherStudent' | 'disabled' | 'newcomer' | 'googleStudent';

export type DemoCourseKey =
  | 'python'
  | 'spreadsheets'
  | 'accessibility'
  | 'projects'
  | 'photography'
  | 'finance'
  | 'sqlDraft'
  | 'archived';

/** The long set's extra courses, long-1 to long-16 (the fixtures' course-long-1 ...). */
export type LongCourseKey = `long-${number}`;

export type CourseKey = DemoCourseKey | LongCourseKey;

export type StepKey = 'workbook' | 'track' | 'chart';

/** The fixtures' DEMO_ORDER_IDS, and `vip`: the other student's purchase that used coupon VIP1 up. */
export type OrderKey = 'paid' | 'pending' | 'declined' | 'cancelled' | 'refunded' | 'vip';

export type DemoCouponKey = 'percent' | 'fixed' | 'free' | 'expired' | 'inactive' | 'usedUp' | 'scheduled';

/** The long set's PROMO01 to PROMO30, as promo01 ... promo30. */
export type PromoCouponKey = `promo${string}`;

export type CouponKey = DemoCouponKey | PromoCouponKey;

/** Support requests of the demo set, and the long set's long-1 ... long-24. */
export type SupportKey = 'answered' | 'urgent' | 'visitor' | 'closed' | `long-${number}`;
/** A seeded certificate: its id, its link's verification code and its printed number. */
export interface SeededCertificate {
  id: string;
  code: string;
  number: string;
}

/** The demo's certificates: the student's earned, revoked and expired ones, and Lee's issued under an Arabic name. */
export type CertificateKey = 'valid' | 'revoked' | 'expired' | 'rtl';
/** The demo's badge awards: the student's earned, revoked and expired ones, and Lee's. */
export type BadgeKey = 'valid' | 'revoked' | 'expired' | 'other';
/** The demo's surveys: a named one on Accessibility, an anonymous one on Python, a standalone one, an external one. */
export type SurveyKey = 'named' | 'anonymous' | 'standalone' | 'external' | 'checkin';

/** What a seed made, by the fixtures' names. A set holds only some of them (the empty set has no course). */
export interface StoryIds {
  set: StorySet;
  /** Account uids; every set has every account. */
  users: Record<UserKey, string>;
  courses: Partial<Record<CourseKey, string>>;
  /** Slugs the domain made from the titles (courses are also found by slug). */
  courseSlugs: Partial<Record<CourseKey, string>>;
  /** Module ids in course order. */
  modules: Partial<Record<CourseKey, string[]>>;
  /** Lesson ids in course order (module by module), the order lessons open in. */
  lessons: Partial<Record<CourseKey, string[]>>;
  steps: Partial<Record<StepKey, string>>;
  /** Checklist item ids of each step, in the step's order. */
  checklistItems: Partial<Record<StepKey, string[]>>;
  orders: Partial<Record<OrderKey, string>>;
  coupons: Partial<Record<CouponKey, { id: string; code: string }>>;
  /** Support requests: id, reference and the token of the link mailed to the requester. */
  supportRequests: Partial<Record<SupportKey, { id: string; reference: string; token: string }>>;
  /** Certificate ids and verification codes. */
  certificates: Partial<Record<CertificateKey, SeededCertificate>>;
  /** Badge award ids and public codes. */
  badges: Partial<Record<BadgeKey, { id: string; code: string }>>;
  surveys: Partial<Record<SurveyKey, string>>;
}

export function emptyStoryIds(set: StorySet, users: Record<UserKey, string>): StoryIds {
  return {
    set,
    users,
    courses: {},
    courseSlugs: {},
    modules: {},
    lessons: {},
    steps: {},
    checklistItems: {},
    orders: {},
    coupons: {},
    supportRequests: {},
    certificates: {},
    badges: {},
    surveys: {},
  };
}
