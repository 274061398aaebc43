// The back end of component tests: the one real domain (lms-domain) hosted in-process by @lms/browser on sql.js,
// so a screen under test talks to the same rules the server runs, through lms-core's own server adapters. Tests
// seed it through the domain (accounts with its account rules, everything else through contract operations called
// as a person) and read effects back the same way; loading, failures and a dropped network are injected at the
// port with `server.setMode`, never by changing what the domain decides.
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import type { AuthResult, LessonKind, OperationInput, OperationName, OperationOutput } from '@lms/core';
import { createLocalServer, type LocalServer, type LocalServerOptions } from '@lms/browser';
import {
  callOperationAs,
  createPasswordAccount,
  handlers as domainHandlers,
  type DomainContext,
} from '@lms/domain';

let sqlJsModule: Promise<SqlJsStatic> | undefined;
/** An empty, migrated database: opening it skips the migrations (workers share it across files). */
let emptyDatabase: Promise<Uint8Array> | undefined;

/** sql.js, loaded once per worker: Node's loader (it finds its WebAssembly beside its script, jsdom or not). */
export const loadSqlJs = () => (sqlJsModule ??= initSqlJs());

export type TestServer = LocalServer;

export type TestServerOptions = Partial<Omit<LocalServerOptions, 'sqlJs'>>;

/** A local server with cheap password hashing, on `database` (a seeded snapshot) or an empty platform. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  emptyDatabase ??= createLocalServer({ sqlJs: loadSqlJs }).then(async (server) => {
    const bytes = server.export();
    await server.close();
    return bytes;
  });
  const database = options.database ?? (await emptyDatabase);
  return createLocalServer({ sqlJs: loadSqlJs, passwordIterations: 1000, ...options, database });
}

/** An account made with the domain's account rules; `password` signs it in through the screens. */
export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  admin: boolean;
}

export const TEST_PASSWORD = 'Test-pass-123';

let accountCount = 0;

/** A password account (an admin with `admin: true`). */
export async function createAccount(
  server: TestServer,
  options: { email?: string; displayName?: string; admin?: boolean; password?: string } = {},
): Promise<TestAccount> {
  accountCount += 1;
  const email = options.email ?? `person${accountCount}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const displayName = options.displayName ?? (options.admin ? 'Ada Admin' : 'Sam Student');
  const admin = options.admin ?? false;
  const row = await createPasswordAccount(server.context, {
    email,
    password,
    displayName,
    role: admin ? 'admin' : 'user',
  });
  return { uid: row.uid, email, password, displayName, admin };
}

/** The session a screen starts signed in with (lms-core's `session.begin`). */
export const sessionOf = (server: TestServer, account: Pick<TestAccount, 'uid'>): Promise<AuthResult> =>
  server.sessionFor(account.uid);

/** The domain's context with its clock at `at`: what "now" is for one seeding step. */
export function contextAt(server: TestServer, at?: number): DomainContext {
  return at === undefined ? server.context : { ...server.context, now: () => at };
}

/** Calls operation `name` as `actor` (null: signed out), exactly as a client's callable request would. */
export async function callAs<N extends OperationName>(
  server: TestServer,
  actor: Pick<TestAccount, 'uid' | 'email' | 'admin'> | null,
  name: N,
  data: OperationInput<N>,
  options: { at?: number } = {},
): Promise<OperationOutput<N>> {
  return callOperationAs(contextAt(server, options.at), domainHandlers, actor, name, data);
}

/** Authored lesson content of each kind, as the course editor sends it with addLesson. */
export const QUIZ_CONTENT = {
  passMark: 60,
  questions: [
    {
      id: 'q1',
      prompt: 'What comes first?',
      kind: 'single' as const,
      options: [
        { id: 'a', text: 'Read the example' },
        { id: 'b', text: 'Skip to the end' },
      ],
      correctOptionIds: ['a'],
      explanation: 'You **read the example** first.',
    },
    {
      id: 'q2',
      prompt: 'Which habits help? Pick every right answer.',
      kind: 'multiple' as const,
      options: [
        { id: 'a', text: 'Taking notes' },
        { id: 'b', text: 'Practising daily' },
        { id: 'c', text: 'Never checking your work' },
      ],
      correctOptionIds: ['a', 'b'],
    },
  ],
};

export const PASSING_ANSWERS = [
  { questionId: 'q1', optionIds: ['a'] },
  { questionId: 'q2', optionIds: ['a', 'b'] },
];

export function lessonContent(kind: LessonKind, title: string) {
  switch (kind) {
    case 'text':
      return { kind, content: { markdown: `## ${title}\n\nRead this **carefully**.` } } as const;
    case 'video':
      return {
        kind,
        content: {
          url: '/media/demo-video.webm',
          captionsUrl: '/media/demo-video.vtt',
          durationSeconds: 24,
          notesMarkdown: `Notes on ${title}.`,
        },
      } as const;
    case 'file':
      return {
        kind,
        content: {
          fileUrl: '/media/worksheet.pdf',
          fileName: 'worksheet.pdf',
          sizeBytes: 2048,
          descriptionMarkdown: 'Print it.',
        },
      } as const;
    case 'quiz':
      return { kind, content: QUIZ_CONTENT } as const;
  }
}

export interface CourseSpec {
  title?: string;
  summary?: string;
  /** Markdown; empty by default. */
  description?: string;
  category?: string;
  level?: 'beginner' | 'intermediate' | 'advanced';
  priceCents?: number;
  currency?: string;
  lockLessonsInOrder?: boolean;
  /** The picture's address; none by default. */
  thumbnail?: string | null;
  /**
   * Modules with their lessons' kinds (titles "Lesson 1", "Lesson 2"... in course order unless given); one module
   * with one text lesson by default, the least a course needs to be published.
   */
  modules?: Array<{
    title?: string;
    /** Five minutes each unless given. */
    lessons: Array<LessonKind | { kind: LessonKind; title: string; durationMinutes?: number }>;
  }>;
  /** Published unless false. */
  publish?: boolean;
  at?: number;
}

export interface SeededCourse {
  id: string;
  slug: string;
  title: string;
  moduleIds: string[];
  /** In course order. */
  lessons: Array<{ id: string; kind: LessonKind; title: string }>;
}

/** A course written by `admin` through the authoring operations, as the course editor does. */
export async function createCourse(
  server: TestServer,
  admin: TestAccount,
  spec: CourseSpec = {},
): Promise<SeededCourse> {
  const options = { at: spec.at };
  const title = spec.title ?? 'Intro to testing';
  const created = await callAs(
    server,
    admin,
    'createCourse',
    {
      title,
      summary: spec.summary ?? 'Write tests that can fail.',
      description: spec.description ?? '',
      category: spec.category ?? 'Engineering',
      level: spec.level ?? 'beginner',
      thumbnail: spec.thumbnail ?? null,
      priceCents: spec.priceCents ?? 0,
      currency: spec.currency ?? 'USD',
      lockLessonsInOrder: spec.lockLessonsInOrder ?? false,
    },
    options,
  );
  const seeded: SeededCourse = { id: created.id, slug: created.slug, title, moduleIds: [], lessons: [] };
  for (const [moduleIndex, module] of (spec.modules ?? [{ lessons: ['text'] }]).entries()) {
    const withModule = await callAs(
      server,
      admin,
      'addModule',
      { courseId: created.id, title: module.title ?? `Module ${moduleIndex + 1}` },
      options,
    );
    const moduleId = withModule.modules.at(-1)!.id;
    seeded.moduleIds.push(moduleId);
    for (const lesson of module.lessons) {
      const kind = typeof lesson === 'string' ? lesson : lesson.kind;
      const lessonTitle = typeof lesson === 'string' ? `Lesson ${seeded.lessons.length + 1}` : lesson.title;
      const durationMinutes = typeof lesson === 'string' ? 5 : (lesson.durationMinutes ?? 5);
      const withLesson = await callAs(
        server,
        admin,
        'addLesson',
        { moduleId, title: lessonTitle, durationMinutes, ...lessonContent(kind, lessonTitle) },
        options,
      );
      const added = withLesson.modules.find((candidate) => candidate.id === moduleId)!.lessons.at(-1)!;
      seeded.lessons.push({ id: added.id, kind: added.kind, title: added.title });
    }
  }
  if (spec.publish !== false) await callAs(server, admin, 'publishCourse', { id: created.id }, options);
  return seeded;
}

/** Enrols `student` in a free course. */
export const enrol = (server: TestServer, student: TestAccount, courseId: string, at?: number) =>
  callAs(server, student, 'enrollInCourse', { courseId }, { at });

let eventCount = 0;

/** Completes `lesson` for `student` with the event (or the passing quiz) that completes its kind. */
export async function completeLesson(
  server: TestServer,
  student: TestAccount,
  courseId: string,
  lesson: { id: string; kind: LessonKind },
  at?: number,
) {
  if (lesson.kind === 'quiz') {
    return callAs(
      server,
      student,
      'submitQuizAttempt',
      { courseId, lessonId: lesson.id, answers: PASSING_ANSWERS },
      { at },
    );
  }
  eventCount += 1;
  const event =
    lesson.kind === 'text'
      ? { event: 'viewed' as const }
      : lesson.kind === 'file'
        ? { event: 'file-opened' as const }
        : { event: 'video-progress' as const, positionSeconds: 24, watchedPercent: 100 };
  return callAs(
    server,
    student,
    'recordLessonProgress',
    {
      courseId,
      lessonId: lesson.id,
      eventId: `test-event-${eventCount}`,
      clientTimestamp: new Date(at ?? server.context.now()).toISOString(),
      ...event,
    },
    { at },
  );
}

/**
 * A platform seeded once per test file and reopened fresh for each test from its snapshot (`export()`), so a
 * file's tests share the cost of seeding but not each other's changes. Ids in the seed's result stay valid.
 */
export function seededPlatform<T>(seed: (server: TestServer) => Promise<T>) {
  let seeded: Promise<{ database: Uint8Array; data: T }> | undefined;
  return async (options: TestServerOptions = {}): Promise<T & { server: TestServer }> => {
    seeded ??= createTestServer().then(async (server) => {
      const data = await seed(server);
      const database = server.export();
      await server.close();
      return { database, data };
    });
    const { database, data } = await seeded;
    return { ...data, server: await createTestServer({ ...options, database }) };
  };
}

/** A student (Ada Lovelace) and an admin (Grace Hopper). */
export async function seedPeople(server: TestServer) {
  const student = await createAccount(server, { email: 'ada@example.com', displayName: 'Ada Lovelace' });
  const admin = await createAccount(server, {
    email: 'grace@example.com',
    displayName: 'Grace Hopper',
    admin: true,
  });
  return { student, admin };
}
