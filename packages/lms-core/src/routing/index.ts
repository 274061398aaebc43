// Public surface of routing: the route table as data, matching, the navigation guard and page transitions.
export * from './route-types';
export { createRouteTable, ROUTE_NAMES, type RouteTableOptions } from './route-table';
export { defineAreaRoutes, type AreaRoutes, type RouteNamesOf } from './route-spec';
export { matchRoute } from './match-route';
export { pathFor } from './path-for';
export { safeRedirectPath } from './safe-redirect';
export {
  parseNavigationTarget,
  type NavigationLocation,
  type NavigationTarget,
  type ParsedTarget,
} from './navigation-target';
export {
  createStartedLearningCheck,
  enrollmentShowsLearning,
  type EnrollmentProgress,
  type StartedLearningCheck,
  type StartedLearningSources,
} from './started-learning';
export { decide, type GuardAuth, type GuardContext, type GuardDecision } from './navigation-guard';
export {
  chooseTransition,
  isViewPage,
  scrollAfterNavigation,
  type ScrollPosition,
  type TransitionName,
} from './transitions';
export type { MaybePromise } from './maybe-promise';
