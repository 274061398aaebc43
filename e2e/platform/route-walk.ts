// What the route-table walks share (route-table.spec.ts, layout-themes.spec.ts): a published course of its own with
// a lesson and an action-plan step, a student enrolled in it, the role that may open each route (spec section 6),
// and each route's path with those ids filled in.
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { createRouteTable, type RouteDefinition } from '@lms/core';
import { randomBytes } from 'node:crypto';
import { createAccountThroughApi, type TestAccount } from '../harness/accounts';
import { callAs } from '../harness/api';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi } from '../harness/session-ui';

export type Role = 'visitor' | 'student' | 'admin';

/** Spec 6: who may open a route (a requiresAdmin page is an admin's, though its access says any signed-in user). */
export function roleFor(route: RouteDefinition): Role {
  if (route.requiresAdmin || route.access === 'admin') return 'admin';
  if (route.access === 'public' || route.access === 'guest') return 'visitor';
  return 'student';
}

export interface RouteWalk {
  courseId: string;
  courseTitle: string;
  stepId: string;
  student: TestAccount;
  /** Every route of the table but not-found, with its path and role. */
  routes: { route: RouteDefinition; path: string; role: Role }[];
}

/** Creates the course, its step and the enrolled student, and lists the routes to visit. */
export async function prepareRouteWalk(request: APIRequestContext, label: string): Promise<RouteWalk> {
  const courseTitle = `Route walk ${randomBytes(3).toString('hex')}`;
  const course = await callAs<{ id: string }>(request, E2E_ADMIN, 'createCourse', { title: courseTitle });
  const withModule = await callAs<{ modules: { id: string }[] }>(request, E2E_ADMIN, 'addModule', {
    courseId: course.id,
    title: 'Start',
  });
  await callAs(request, E2E_ADMIN, 'addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'text',
    title: 'Welcome',
    content: { markdown: 'Hello.' },
  });
  await callAs(request, E2E_ADMIN, 'publishCourse', { id: course.id });
  const plan = await callAs<{ steps: { id: string }[] }>(request, E2E_ADMIN, 'createActionPlanStep', {
    courseId: course.id,
    title: 'First step',
    body: 'Do one thing.',
    checklist: [{ text: 'Done it' }],
  });
  const student = await createAccountThroughApi(request, label);
  await callAs(request, student, 'enrollInCourse', { courseId: course.id });
  const params: Record<string, string> = { id: course.id, productId: course.id, stepId: plan.steps[0]!.id };
  const routes = createRouteTable({ productNoun: 'course' })
    .routes.filter((route) => route.name !== 'not-found')
    .map((route) => ({
      route,
      role: roleFor(route),
      path: route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? 'unknown'),
    }));
  return { courseId: course.id, courseTitle, stepId: plan.steps[0]!.id, student, routes };
}

/** A page of a new context (`options`: viewport, colour scheme, a saved sign-in) signed in as `role`. */
export async function pageAs(
  browser: Browser,
  role: Role,
  student: TestAccount,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  if (role === 'student') await signInThroughUi(page, student);
  if (role === 'admin') await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  return page;
}
