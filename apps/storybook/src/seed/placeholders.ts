// Stories name seeded things in their static parameters (parameters.lms.route) by the fixtures' names, since the
// domain makes the ids. The syntax is `{kind:key}`:
//
//   {user:student}      the account's uid                 (keys: StoryIds.users, e.g. student, admin, newcomer)
//   {course:python}     the course's id                   (keys: DEMO_COURSE_IDS' names, long-1 ... long-16)
//   {slug:python}       the course's slug
//   {module:python/1}   the course's first module's id    (1-based, in course order)
//   {lesson:python/2}   the course's second lesson's id   (1-based, in course order across its modules)
//   {step:track}        the action-plan step's id         (workbook, track, chart)
//   {item:track/1}      the step's first checklist item's id
//   {order:paid}        the order's id                    (paid, pending, declined, cancelled, refunded, vip)
//   {coupon:percent}    the coupon's code                 (DEMO_COUPONS' names, promo01 ... promo30)
//   {couponId:percent}  the coupon's id
//   {supportRequest:answered}    the support request's id (answered, urgent, visitor, closed, long-1 ... long-24)
//   {supportReference:visitor}   its reference (SR-...)
//   {supportToken:visitor}       the token of the link mailed to its requester
//   {certificate:valid} the certificate's id              (valid, revoked, expired, rtl)
//   {verifyCode:valid}  the certificate's verification code
//   {certificateNumber:valid}  the certificate's printed number (2026-XXXXXXXX)
//   {badge:valid}       the badge award's id              (valid, revoked, expired, other)
//   {badgeCode:valid}   the badge award's public code
//   {survey:named}      the survey's id                   (named, anonymous, standalone)
//
// for example `/student/courses/{course:python}/view` or `/payment/success?order={order:paid}`. A placeholder
// without a colon (`{oobCode}`, filled in by the story app) is left alone; an unknown kind, or a key the seeded set
// does not have, throws, so a story never opens a route that silently names nothing.
import type { StoryIds } from './story-ids';

type Lookup = (ids: StoryIds, key: string) => string | undefined;

/** Own properties only: `{course:constructor}` names nothing. */
const own = <T>(record: Partial<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** `course/3` -> the third (1-based) of the course's ids in `lists`. */
const nth =
  (lists: (ids: StoryIds) => Partial<Record<string, string[]>>): Lookup =>
  (ids, key) => {
    const match = /^(.+)\/([1-9]\d*)$/.exec(key);
    if (match === null) return undefined;
    const [, owner = '', position = ''] = match;
    return own(lists(ids), owner)?.[Number(position) - 1];
  };

const byKey =
  (map: (ids: StoryIds) => Partial<Record<string, string>>): Lookup =>
  (ids, key) =>
    own(map(ids), key);

const LOOKUPS: Readonly<Record<string, Lookup>> = {
  user: byKey((ids) => ids.users),
  course: byKey((ids) => ids.courses),
  slug: byKey((ids) => ids.courseSlugs),
  module: nth((ids) => ids.modules),
  lesson: nth((ids) => ids.lessons),
  step: byKey((ids) => ids.steps),
  item: nth((ids) => ids.checklistItems),
  order: byKey((ids) => ids.orders),
  coupon: (ids, key) => own<{ code: string }>(ids.coupons, key)?.code,
  couponId: (ids, key) => own<{ id: string }>(ids.coupons, key)?.id,
  supportRequest: (ids, key) => own(ids.supportRequests, key)?.id,
  supportReference: (ids, key) => own(ids.supportRequests, key)?.reference,
  supportToken: (ids, key) => own(ids.supportRequests, key)?.token,
  certificate: (ids, key) => own<{ id: string }>(ids.certificates, key)?.id,
  verifyCode: (ids, key) => own<{ code: string }>(ids.certificates, key)?.code,
  certificateNumber: (ids, key) => own<{ number: string }>(ids.certificates, key)?.number,
  badge: (ids, key) => own<{ id: string }>(ids.badges, key)?.id,
  badgeCode: (ids, key) => own<{ code: string }>(ids.badges, key)?.code,
  survey: byKey((ids) => ids.surveys),
};

const PLACEHOLDER = /\{([A-Za-z]+):([^{}\s]+)\}/g;

/** `text` with every `{kind:key}` replaced by what the seed made (see the syntax above). */
export function resolveStoryPlaceholders(text: string, ids: StoryIds): string {
  return text.replace(PLACEHOLDER, (placeholder, kind: string, key: string) => {
    const lookup = own(LOOKUPS, kind);
    if (lookup === undefined) {
      throw new Error(
        `Unknown placeholder ${placeholder}: the kinds are ${Object.keys(LOOKUPS).join(', ')} (see seed/placeholders.ts)`,
      );
    }
    const value = lookup(ids, key);
    if (value === undefined) throw new Error(`The ${ids.set} set has nothing for ${placeholder}`);
    return value;
  });
}
