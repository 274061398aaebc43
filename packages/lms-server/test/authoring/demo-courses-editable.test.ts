// The demo catalogue must open in the course editor: its stored lesson content has to match the shared schemas, or
// adminGetCourse would fail its output check for those courses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { signInTestUser } from '../helpers/auth';

describe.each(testDatabases())('demo courses in the editor ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer({ dialect, env: { LMS_SEED_DEMO: 'true' } });
    token = (await signInTestUser(server.ctx, { email: 'editor@example.com', admin: true })).idToken;
  });
  afterAll(() => server?.close());

  const call = (name: string, data: unknown) =>
    server.app.inject({
      method: 'POST',
      url: API_PATHS.functions(name),
      headers: { authorization: `Bearer ${token}` },
      payload: { data },
    });

  it('opens every demo course with adminGetCourse, lessons of every kind included', async () => {
    const list = (await call('adminListCourses', { pageSize: 100 })).json().result;
    expect(list.total).toBeGreaterThan(0);
    const kinds = new Set<string>();
    for (const item of list.items) {
      const response = await call('adminGetCourse', { id: item.id });
      expect(response.statusCode, `${item.slug}: ${response.body.slice(0, 300)}`).toBe(200);
      const course = response.json().result;
      for (const module of course.modules) for (const lesson of module.lessons) kinds.add(lesson.kind);
    }
    expect([...kinds].sort()).toEqual(['file', 'quiz', 'text', 'video']);
  });
});
