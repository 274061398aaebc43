// The course the surveys specs set up straight through the server's API (what the test is not about).
import type { APIRequestContext } from '@playwright/test';
import { callAs } from '../harness/api';
import { E2E_ADMIN } from '../harness/e2e-environment';

/** A published course with one text lesson (viewing it completes the course). */
export async function publishedCourse(request: APIRequestContext, title: string): Promise<string> {
  const course = await callAs<{ id: string }>(request, E2E_ADMIN, 'createCourse', { title });
  const withModule = await callAs<{ modules: { id: string }[] }>(request, E2E_ADMIN, 'addModule', {
    courseId: course.id,
    title: 'Only module',
  });
  await callAs(request, E2E_ADMIN, 'addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'text',
    title: 'The only lesson',
    content: { markdown: 'Read this and you are done.' },
  });
  await callAs(request, E2E_ADMIN, 'publishCourse', { id: course.id });
  return course.id;
}
