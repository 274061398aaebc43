// Calls the surveys specs make straight to the server's API (setting up what the test is not about).
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { expect } from '../harness/test';

export async function callAs<T>(
  request: APIRequestContext,
  account: { email: string; password: string },
  name: string,
  data: object,
) {
  const signIn = await request.post('/api/auth/accounts:signInWithPassword', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await request.post(`/api/fn/${name}`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { data },
  });
  return { status: response.status(), body: (await response.json()) as { result: T } };
}

export async function ok<T>(
  request: APIRequestContext,
  account: { email: string; password: string },
  name: string,
  data: object,
) {
  const answer = await callAs<T>(request, account, name, data);
  expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.result;
}

/** A published course with one text lesson (viewing it completes the course). */
export async function publishedCourse(request: APIRequestContext, title: string): Promise<string> {
  const course = await ok<{ id: string }>(request, E2E_ADMIN, 'createCourse', { title });
  const withModule = await ok<{ modules: { id: string }[] }>(request, E2E_ADMIN, 'addModule', {
    courseId: course.id,
    title: 'Only module',
  });
  await ok(request, E2E_ADMIN, 'addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'text',
    title: 'The only lesson',
    content: { markdown: 'Read this and you are done.' },
  });
  await ok(request, E2E_ADMIN, 'publishCourse', { id: course.id });
  return course.id;
}
