import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { decide, type GuardContext, type GuardDecision } from './navigation-guard';
import { pathFor } from './path-for';
import { createRouteTable } from './route-table';
import { ROUTE_NAMES } from './route-table';
import type { RouteDefinition, RouteTable } from './route-types';
import { recordingLogger } from './testing/guard-context';

const PROBE = 'https://probe.example';
const tables = {
  course: createRouteTable({ productNoun: 'course' }),
  program: createRouteTable({ productNoun: 'program' }),
} as const;

const trickyRedirects = [
  '/courses',
  '/login',
  '/signup',
  '/admin',
  '/?autoland=1',
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  'https://evil.com',
  'javascript:alert(1)',
  'data:text/html,x',
  '/%2F%2Fevil.com',
  '%2F%2Fevil.com',
  ' //evil.com',
  '/\t/evil.com',
];

// At module level on purpose: fc.webUrl() builds fast-check's arbitrary of any character, seconds of CPU on a busy
// machine, which collecting the file may take but a test's timeout should not count.
const queryValue = fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom(...trickyRedirects, '1', '0', ''));
const queryPart = fc
  .tuple(fc.constantFrom('redirect', 'autoland', 'tab'), queryValue, fc.boolean())
  .map(([key, value, encode]) => `${key}=${encode ? encodeURIComponent(value) : value}`);
const search = fc
  .array(queryPart, { maxLength: 3 })
  .map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));

// Named lookups, so a failing case prints which one was used.
const lookups: Record<string, GuardContext['hasStartedLearning']> = {
  'sync true': () => true,
  'sync false': () => false,
  'async true': async () => true,
  'async false': async () => false,
  rejects: () => Promise.reject(new Error('lookup failed')),
  throws: () => {
    throw new Error('lookup threw');
  },
};

/** Everything about a context except the table, kept printable for fast-check's counterexamples. */
const contextFlags = fc.record({
  isAuthenticated: fc.boolean(),
  isAdmin: fc.boolean(),
  isLoading: fc.boolean(),
  framed: fc.boolean(),
  isFirstNavigation: fc.boolean(),
  lookup: fc.constantFrom(...Object.keys(lookups)),
});
type ContextFlags = typeof contextFlags extends fc.Arbitrary<infer T> ? T : never;

function contextFrom(routes: RouteTable, flags: ContextFlags): GuardContext {
  const { isAuthenticated, isAdmin, isLoading, framed, isFirstNavigation, lookup } = flags;
  return {
    routes,
    auth: { isAuthenticated, isAdmin, isLoading },
    framed,
    isFirstNavigation,
    logger: recordingLogger(),
    hasStartedLearning: lookups[lookup] ?? (() => false),
  };
}

/** A concrete pathname that lands on `route`, with arbitrary (encoded) parameters and maybe a trailing slash. */
function pathnameArbitrary(routes: RouteTable, route: RouteDefinition): fc.Arbitrary<string> {
  const base =
    route.path === '*'
      ? fc.stringMatching(/^[a-z0-9-]{1,12}$/).map((segment) => `/zz-${segment}`)
      : fc
          .record({
            id: fc.string({ minLength: 1 }),
            productId: fc.string({ minLength: 1 }),
            stepId: fc.string({ minLength: 1 }),
            reference: fc.string({ minLength: 1 }),
            requestId: fc.string({ minLength: 1 }),
            code: fc.string({ minLength: 1 }),
            surveyId: fc.string({ minLength: 1 }),
          })
          .map((params) => pathFor(routes, route.name, params));
  return fc.tuple(base, fc.boolean()).map(([path, slash]) => (slash && path !== '/' ? `${path}/` : path));
}

// Built once per table: building each route's arbitraries (a regex's above all) again for every run took longer
// than the runs themselves.
const scenarioOf = (noun: keyof typeof tables) =>
  fc.record({
    noun: fc.constant(noun),
    pathname: fc.oneof(...tables[noun].routes.map((route) => pathnameArbitrary(tables[noun], route))),
    query: search,
    flags: contextFlags,
  });
const scenario = fc.oneof(scenarioOf('course'), scenarioOf('program'));

function tableFor(noun: keyof typeof tables): RouteTable {
  return tables[noun];
}

function expectSameOriginPath(location: string): void {
  expect(location.startsWith('/') && !location.startsWith('//') && !location.includes('\\')).toBe(true);
  expect(new URL(location, `${PROBE}/`).origin).toBe(PROBE);
}

async function settle(decision: GuardDecision | Promise<GuardDecision>): Promise<GuardDecision> {
  return await decision;
}

describe('navigation guard properties over every route of the table', () => {
  it('answers allow, wait or a same-origin redirect for any route, context and query, never throwing', async () => {
    const routesSeen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(scenario, async ({ noun, pathname, query, flags }) => {
        const context = contextFrom(tableFor(noun), flags);
        routesSeen.add(matchRoute(context.routes, pathname).route.name);
        const decision = await settle(decide(`${pathname}${query}`, context));
        expect(['allow', 'redirect', 'wait']).toContain(decision.kind);
        if (decision.kind === 'redirect') expectSameOriginPath(decision.location);
        if (decision.kind === 'wait') expect(context.auth.isLoading).toBe(true);
      }),
      { numRuns: 1500 },
    );
    // The generator must really have reached every route, or the property would say nothing about some of them.
    expect([...routesSeen].sort()).toEqual([...ROUTE_NAMES].sort());
    // 1500 runs (enough to reach every route) are real work: a few hundred ms on an idle machine, about 4 s with the
    // two cores shared by a dozen processes, inside lms-core's limit against hangs (vitest.config.ts).
  });

  it('answers only allow or wait while auth is loading', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ noun, pathname, query, flags }) => {
        const loading = contextFrom(tableFor(noun), { ...flags, isLoading: true });
        expect(['allow', 'wait']).toContain((await settle(decide(`${pathname}${query}`, loading))).kind);
      }),
      { numRuns: 300 },
    );
  });

  it('settles within three redirects when the redirects are followed, so no route loops', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ noun, pathname, query, flags }) => {
        const settled = contextFrom(tableFor(noun), { ...flags, isLoading: false });
        let location = `${pathname}${query}`;
        let decision = await settle(decide(location, settled));
        for (let hop = 0; hop < 3 && decision.kind === 'redirect'; hop += 1) {
          location = decision.location;
          decision = await settle(decide(location, { ...settled, isFirstNavigation: false }));
        }
        expect(decision).toEqual({ kind: 'allow' });
      }),
      { numRuns: 500 },
    );
  });
});
