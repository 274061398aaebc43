// Seeds a story data set through the domain's own operations and account rules, area by area in the order the
// story happened: accounts, courses, coupons, settled orders, learning, prices and archiving, action plans, and the
// checkout still open at STORY_NOW. Nothing is inserted directly and no rule is re-implemented: what the stories
// see is what the domain made of these calls.
import type { DomainContext, HandlerMap } from '@lms/domain';
import { authorSteps, saveStepStates, type SeededSteps } from './action-plans/action-plans';
import { seedSecurityEvents } from './audit/audit';
import { authorStoryBadges, awardStoryBadges } from './badges/badges';
import { authorCertificateTemplates, issueStoryCertificates } from './certificates/certificates';
import { archiveCourse, authorCourse, setCoursePrice, type SeededCourse } from './courses/authoring';
import { playJourney, newLearnerHistory } from './learning/learning';
import { placeOrder, seedCoupons, type SeededCoupons } from './payments/payments';
import { millisOf, SeedRun } from './seed-run';
import {
  emptyStoryIds,
  type CourseKey,
  type StepKey,
  type StoryIds,
  type StorySet,
  type UserKey,
} from './story-ids';
import { STORY_SETS, type StorySetPlan } from './story-sets';
import { seedSupportRequests, type SeededSupport } from './support/support';
import { seedSurveys } from './surveys/surveys';
import { seedUsers, type StoryActors } from './users';

export type SeedArea =
  | 'accounts'
  | 'courses'
  | 'coupons'
  | 'orders'
  | 'learning'
  | 'action plans'
  | 'support requests'
  | 'surveys'
  | 'security events'
  | 'open checkouts';

export interface SeedOptions {
  /** Called when an area is done, with the time it took: for a progress display or a measurement. */
  onArea?: (area: SeedArea, millis: number) => void;
  /** The operations' handlers; the domain's own unless a host wraps them. */
  handlers?: Partial<HandlerMap>;
}

const MINUTE = 60_000;

/** Free courses that go on sale at their price once the learners who enrolled free are in (authorCourse). */
function launchFreeCourses(plan: StorySetPlan): Map<CourseKey, number> {
  const lastFreeEnrolment = new Map<CourseKey, number>();
  for (const journey of plan.journeys) {
    const outline = plan.courses.find((course) => course.key === journey.course);
    if (journey.via !== 'free' || outline === undefined || outline.priceCents === 0) continue;
    const at = millisOf(journey.enrolledAt);
    lastFreeEnrolment.set(journey.course, Math.max(at, lastFreeEnrolment.get(journey.course) ?? at));
  }
  return lastFreeEnrolment;
}

function idsOf(
  set: StorySet,
  actors: StoryActors,
  courses: ReadonlyMap<CourseKey, SeededCourse>,
  coupons: SeededCoupons,
  orders: StoryIds['orders'],
  steps: SeededSteps,
  support: SeededSupport,
): StoryIds {
  const users = {} as Record<UserKey, string>;
  for (const key of Object.keys(actors) as UserKey[]) users[key] = actors[key].uid;
  const ids = emptyStoryIds(set, users);
  for (const [key, course] of courses) {
    ids.courses[key] = course.id;
    ids.courseSlugs[key] = course.slug;
    ids.modules[key] = [...course.moduleIds];
    ids.lessons[key] = course.lessons.map((lesson) => lesson.id);
  }
  for (const key of Object.keys(steps) as StepKey[]) {
    const step = steps[key];
    if (step === undefined) continue;
    ids.steps[key] = step.id;
    ids.checklistItems[key] = [...step.checklistItemIds];
  }
  ids.coupons = { ...coupons };
  ids.orders = { ...orders };
  ids.supportRequests = { ...support };
  return ids;
}

/** Fills the domain's (migrated, empty) database with story set `set`; answers the ids the domain gave things. */
export async function seedStoryData(
  ctx: DomainContext,
  set: StorySet,
  options: SeedOptions = {},
): Promise<StoryIds> {
  const plan = STORY_SETS[set];
  const run = new SeedRun(ctx, options.handlers);
  let started = performance.now();
  const done = (area: SeedArea) => {
    const now = performance.now();
    options.onArea?.(area, now - started);
    started = now;
  };

  const actors = await seedUsers(
    run,
    plan.studentDisplayName === undefined ? {} : { studentDisplayName: plan.studentDisplayName },
  );
  done('accounts');

  const launchFree = launchFreeCourses(plan);
  const courses = new Map<CourseKey, SeededCourse>();
  for (const outline of plan.courses) {
    courses.set(
      outline.key,
      await authorCourse(run, actors.admin, outline, { launchFree: launchFree.has(outline.key) }),
    );
  }
  done('courses');

  // Before the journeys, so completing Accessibility issues the student's certificate (certificates.ts).
  const templates = plan.certificates ? await authorCertificateTemplates(run, actors.admin, courses) : null;
  const badgeDefinitions = plan.certificates ? await authorStoryBadges(run, actors.admin, courses) : null;
  const coupons = await seedCoupons(run, actors.admin, plan.coupons, courses);
  done('coupons');

  const byStart = [...plan.orders].sort((a, b) => millisOf(a.startedAt) - millisOf(b.startedAt));
  const orders: StoryIds['orders'] = {};
  for (const order of byStart.filter((candidate) => candidate.outcome.kind !== 'pending')) {
    orders[order.key] = await placeOrder(run, actors, order, courses, coupons);
  }
  done('orders');

  const history = newLearnerHistory();
  for (const journey of plan.journeys) {
    const course = courses.get(journey.course);
    if (course === undefined) throw new Error(`Seed: a journey names the missing course ${journey.course}`);
    await playJourney(run, actors[journey.user], course, journey, history);
  }
  for (const [key, lastEnrolment] of launchFree) {
    const course = courses.get(key);
    if (course !== undefined) await setCoursePrice(run, actors.admin, course, lastEnrolment + MINUTE);
  }
  for (const course of courses.values()) {
    if (course.outline.status === 'archived') await archiveCourse(run, actors.admin, course);
  }
  const certificates = templates ? await issueStoryCertificates(run, actors, courses, templates) : {};
  const badges = badgeDefinitions ? await awardStoryBadges(run, actors, badgeDefinitions) : {};
  done('learning');

  const steps = await authorSteps(run, actors.admin, plan.steps, courses);
  await saveStepStates(run, actors, plan.stepSaves, steps);
  done('action plans');

  const support = await seedSupportRequests(run, actors, plan.support);
  done('support requests');

  const surveys = plan.surveys ? await seedSurveys(run, actors, courses) : {};
  done('surveys');

  if (plan.securityEvents) await seedSecurityEvents(run);
  done('security events');

  // Last: a checkout stays open only an hour, and every later order or coupon read would cancel it once expired.
  for (const order of byStart.filter((candidate) => candidate.outcome.kind === 'pending')) {
    orders[order.key] = await placeOrder(run, actors, order, courses, coupons);
  }
  done('open checkouts');

  return { ...idsOf(set, actors, courses, coupons, orders, steps, support), certificates, badges, surveys };
}
