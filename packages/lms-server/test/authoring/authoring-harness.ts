// A real server on a fresh database with a signed-in admin, and calls through the callable route (so the contract's
// input parsing, access check and output check all apply), plus content builders for each lesson kind.
import { randomUUID } from 'node:crypto';
import { API_PATHS, type OperationInput, type OperationName, type OperationOutput } from '@lms/core';
import type { DatabaseDialect } from '../../src/context';
import { createTestServer, type TestServer } from '../helpers/server';
import { signInTestUser } from '../helpers/auth';
import { T0, insertUser } from '@lms/domain/conformance/fixtures/catalogue';

export interface CallFailure {
  status: number;
  code: string;
  message: string;
  details?: { reason?: string; issues?: { path: string; message: string }[]; [key: string]: unknown };
}

export interface AuthoringHarness {
  server: TestServer;
  /** The signed-in admin's ID token. */
  adminToken: string;
  /** Calls as the admin; fails the test unless the answer is 200. */
  call<N extends OperationName>(name: N, data: OperationInput<N>): Promise<OperationOutput<N>>;
  /** Calls as the admin expecting an error (any input, so invalid ones can be sent); fails the test on a 200. */
  fail(name: OperationName, data: unknown): Promise<CallFailure>;
  /** Enrols a new student in the course straight in the database (enrolling is the learning area's operation). */
  enrol(courseId: string): Promise<string>;
  close(): Promise<void>;
}

export async function startAuthoringServer(dialect: DatabaseDialect): Promise<AuthoringHarness> {
  const server = await createTestServer({ dialect });
  const admin = await signInTestUser(server.ctx, { email: 'author@example.com', admin: true });
  const post = (name: string, data: unknown) =>
    server.app.inject({
      method: 'POST',
      url: API_PATHS.functions(name),
      headers: { authorization: `Bearer ${admin.idToken}` },
      payload: { data },
    });
  return {
    server,
    adminToken: admin.idToken,
    async call(name, data) {
      const response = await post(name, data);
      if (response.statusCode !== 200)
        throw new Error(`${name} answered ${response.statusCode}: ${response.body}`);
      return response.json().result;
    },
    async fail(name, data) {
      const response = await post(name, data);
      if (response.statusCode === 200) throw new Error(`${name} unexpectedly succeeded: ${response.body}`);
      const { error } = response.json();
      // The HTTP status replaces the canonical status name (INVALID_ARGUMENT), which the code already says.
      return { ...error, status: response.statusCode };
    },
    async enrol(courseId) {
      const uid = `student-${randomUUID()}`;
      await insertUser(server.ctx.db, uid);
      await server.ctx.db
        .insertInto('enrollments')
        .values({
          id: randomUUID(),
          user_id: uid,
          course_id: courseId,
          progress: 0,
          completed: 0,
          created_at: T0,
          updated_at: T0,
        })
        .execute();
      return uid;
    },
    close: () => server.close(),
  };
}

export const textContent = (markdown = 'Read this carefully.') => ({ markdown });

export const videoContent = (durationSeconds = 150) => ({
  url: 'https://videos.example.com/intro.mp4',
  captionsUrl: '/assets/demo/intro.vtt',
  durationSeconds,
});

export const fileContent = () => ({
  fileUrl: '/assets/demo/files/checklist.pdf',
  fileName: 'checklist.pdf',
  sizeBytes: 52_000,
});

export const quizContent = () => ({
  passMark: 50,
  questions: [
    {
      id: 'q1',
      prompt: 'Which one is a prime number?',
      kind: 'single' as const,
      options: [
        { id: 'a', text: '4' },
        { id: 'b', text: '7' },
      ],
      correctOptionIds: ['b'],
    },
    {
      id: 'q2',
      prompt: 'Which ones are even?',
      kind: 'multiple' as const,
      options: [
        { id: 'a', text: '2' },
        { id: 'b', text: '3' },
        { id: 'c', text: '8' },
      ],
      correctOptionIds: ['a', 'c'],
    },
  ],
});

type AdminCourse = OperationOutput<'adminGetCourse'>;

/** The value, or a test failure naming what was missing (instead of a confusing error further on). */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

/** A draft course with one module holding one text lesson: the smallest course that can be published. */
export async function courseWithLesson(
  harness: AuthoringHarness,
  title: string,
): Promise<{ course: AdminCourse; moduleId: string; lessonId: string }> {
  const created = await harness.call('createCourse', { title });
  const withModule = await harness.call('addModule', { courseId: created.id, title: 'Basics' });
  const moduleId = must(withModule.modules[0], 'the new module').id;
  const course = await harness.call('addLesson', {
    moduleId,
    kind: 'text',
    title: 'Welcome',
    content: textContent(),
  });
  return { course, moduleId, lessonId: must(course.modules[0]?.lessons[0], 'the new lesson').id };
}

/** Every module's and lesson's position, to check they are 0..n-1 in the order given. */
export function positionsOf(course: AdminCourse) {
  return course.modules.map((module) => ({
    module: module.position,
    lessons: module.lessons.map((lesson) => lesson.position),
  }));
}
