// A real server on a fresh database with an admin, two students and a course; calls go through the callable route
// (contract parsing, access, output check), as any client's would.
import { API_PATHS, type OperationInput, type OperationName, type OperationOutput } from '@lms/core';
import type { DatabaseDialect } from '../../src/context';
import { createTestServer, type TestServer, type TestServerOptions } from '../helpers/server';
import { signInTestUser } from '../helpers/auth';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';

export interface CallFailure {
  status: number;
  code: string;
  message: string;
  details?: { reason?: string; [key: string]: unknown };
}

export interface Actor {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

export interface ActionPlanHarness {
  server: TestServer;
  admin: Actor;
  student: Actor;
  other: Actor;
  /** A published course the student (not the other) is enrolled in. */
  courseId: string;
  call<N extends OperationName>(
    token: string | null,
    name: N,
    data: OperationInput<N>,
  ): Promise<OperationOutput<N>>;
  fail(token: string | null, name: OperationName, data: unknown): Promise<CallFailure>;
  close(): Promise<void>;
}

export async function startActionPlanServer(
  dialect: DatabaseDialect,
  options: Omit<TestServerOptions, 'dialect'> = {},
): Promise<ActionPlanHarness> {
  const server = await createTestServer({ dialect, ...options });
  const actor = async (email: string, admin = false): Promise<Actor> => ({
    email,
    ...(await signInTestUser(server.ctx, { email, admin })),
  });
  const admin = await actor('planner@example.com', true);
  const student = await actor('student@example.com');
  const other = await actor('other@example.com');
  const courseId = await insertCourse(server.ctx.db, { slug: 'plan-course' });
  await enrollUser(server.ctx, { userId: student.uid, courseId, source: 'free' });
  const post = (token: string | null, name: string, data: unknown) =>
    server.app.inject({
      method: 'POST',
      url: API_PATHS.functions(name),
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      payload: { data },
    });
  return {
    server,
    admin,
    student,
    other,
    courseId,
    async call(token, name, data) {
      const response = await post(token, name, data);
      if (response.statusCode !== 200)
        throw new Error(`${name} answered ${response.statusCode}: ${response.body}`);
      return response.json().result;
    },
    async fail(token, name, data) {
      const response = await post(token, name, data);
      if (response.statusCode === 200) throw new Error(`${name} unexpectedly succeeded: ${response.body}`);
      return { ...response.json().error, status: response.statusCode };
    },
    close: () => server.close(),
  };
}
