// The navigation guard of spec section 2, as a pure decision lms-react's router binding applies.
import type { Logger } from '../platform';
import { matchRoute } from './match-route';
import { isPromiseLike, type MaybePromise } from './maybe-promise';
import {
  parseNavigationTarget,
  singleQueryValue,
  type NavigationTarget,
  type ParsedTarget,
} from './navigation-target';
import { pathFor } from './path-for';
import type { RouteDefinition, RouteTable } from './route-types';
import { safeRedirectPath } from './safe-redirect';
import type { StartedLearningCheck } from './started-learning';

/**
 * `wait`: auth is still loading and the route's answer depends on it. The binding holds the navigation (showing
 * its loading state) and calls `decide` again once auth has settled.
 */
export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'wait' };

/** The auth state of spec section 3, as far as the guard reads it. */
export interface GuardAuth {
  readonly isAuthenticated: boolean;
  readonly isAdmin: boolean;
  readonly isLoading: boolean;
}

export interface GuardContext {
  readonly routes: RouteTable;
  readonly auth: GuardAuth;
  /** True when the app runs inside an iframe (embedded widget). */
  readonly framed: boolean;
  /** True for the navigation that opens the app (page load), false for every later one. */
  readonly isFirstNavigation: boolean;
  readonly logger: Logger;
  /** Rule 4's lookup; see `createStartedLearningCheck`. Only called when auto-landing is in question. */
  readonly hasStartedLearning: StartedLearningCheck;
}

const ALLOW: GuardDecision = Object.freeze({ kind: 'allow' });
const WAIT: GuardDecision = Object.freeze({ kind: 'wait' });

function redirectTo(location: string): GuardDecision {
  return { kind: 'redirect', location };
}

// Navigation must not break because a logger misbehaves; losing one log line is the lesser harm.
function log(logger: Logger, level: 'warn' | 'error', message: string, details: unknown): void {
  try {
    logger[level](message, details);
  } catch {
    // Deliberately ignored, see above.
  }
}

function needsSignIn(route: RouteDefinition): boolean {
  return route.access !== 'public' && route.access !== 'guest';
}

function isAdminOnly(route: RouteDefinition): boolean {
  return route.access === 'admin' || route.requiresAdmin;
}

function isAutoLandingRoute(route: RouteDefinition): boolean {
  return route.name === 'landing' || route.name === 'index';
}

/** Public pages that never redirect can render while auth loads; every other answer depends on auth. */
function dependsOnAuth(route: RouteDefinition): boolean {
  return route.access !== 'public' || isAutoLandingRoute(route);
}

/** Rule 1. */
function signedOutDecision(
  route: RouteDefinition,
  target: ParsedTarget,
  context: GuardContext,
): GuardDecision {
  if (!needsSignIn(route)) return ALLOW;
  if (route.name === 'action-plan' && context.framed) return ALLOW;
  return redirectTo(`${pathFor(context.routes, 'login')}?redirect=${encodeURIComponent(target.fullPath)}`);
}

/**
 * Rule 2. Besides /login and /signup, any path resolving to a guest-only page (`/login/`, `/Signup?x=1`) is refused
 * too, so a signed-in user can never bounce between guest pages.
 */
function guestDestination(target: ParsedTarget, context: GuardContext): string {
  const requested = safeRedirectPath(singleQueryValue(target.query, 'redirect'));
  if (requested !== null && matchRoute(context.routes, requested).route.access !== 'guest') return requested;
  return context.auth.isAdmin
    ? pathFor(context.routes, 'admin-products')
    : pathFor(context.routes, 'landing');
}

/** Rule 4's trigger: the opening navigation, or an explicit `autoland=1`. */
function asksForAutoLanding(target: ParsedTarget, context: GuardContext): boolean {
  return context.isFirstNavigation || singleQueryValue(target.query, 'autoland') === '1';
}

/** Rules 4 and 5: land on the dashboard once learning has started; a failing lookup is logged and ignored. */
function autoLandingDecision(context: GuardContext): MaybePromise<GuardDecision> {
  const dashboard = pathFor(context.routes, 'student-dashboard');
  const toDecision = (started: unknown): GuardDecision => (started === true ? redirectTo(dashboard) : ALLOW);
  const onFailure = (error: unknown): GuardDecision => {
    log(context.logger, 'error', 'Auto-landing check failed; navigation continues', error);
    return ALLOW;
  };
  try {
    const started = context.hasStartedLearning();
    return isPromiseLike(started)
      ? Promise.resolve(started).then(toDecision, onFailure)
      : toDecision(started);
  } catch (error) {
    return onFailure(error);
  }
}

/**
 * Decides one navigation. Synchronous unless rule 4 needs a pending enrolment lookup; never throws or rejects.
 * Every redirect location is a same-origin path.
 */
export function decide(
  navigationTarget: NavigationTarget,
  context: GuardContext,
): MaybePromise<GuardDecision> {
  const target = parseNavigationTarget(navigationTarget);
  const { route } = matchRoute(context.routes, target.pathname);
  const { auth } = context;

  if (auth.isLoading) return dependsOnAuth(route) ? WAIT : ALLOW;
  if (!auth.isAuthenticated) return signedOutDecision(route, target, context);
  if (route.access === 'guest') return redirectTo(guestDestination(target, context));
  if (isAdminOnly(route) && !auth.isAdmin) {
    const location = pathFor(context.routes, 'student-products');
    log(context.logger, 'warn', `Admin-only route ${route.name} refused to a non-admin; redirected`, {
      from: target.fullPath,
      to: location,
    });
    return redirectTo(location);
  }
  if (route.redirectTo !== undefined) return redirectTo(route.redirectTo);
  if (isAutoLandingRoute(route) && !auth.isAdmin && asksForAutoLanding(target, context)) {
    return autoLandingDecision(context);
  }
  return ALLOW;
}
