// Courses with lessons of every kind, written straight to the database, and callers for the learning services.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LessonKind, LessonProgressEvent, scoreQuizAttempt } from '@lms/core';
import type { Caller } from '../../src/context';
import type { CoursesTable, Database } from '@lms/domain/internal/db/schema';
import { insertCourse, insertUser } from '../fixtures/catalogue';

/** The stored quiz shape (the contract's lesson-content schema), as the scoring rule takes it. */
export const QUIZ: Parameters<typeof scoreQuizAttempt>[0] = {
  passMark: 60,
  questions: [
    {
      id: 'q-single',
      prompt: 'Which planet is closest to the sun?',
      kind: 'single',
      options: [
        { id: 'mercury', text: 'Mercury' },
        { id: 'venus', text: 'Venus' },
      ],
      correctOptionIds: ['mercury'],
    },
    {
      id: 'q-multiple',
      prompt: 'Which are gas giants?',
      kind: 'multiple',
      options: [
        { id: 'jupiter', text: 'Jupiter' },
        { id: 'saturn', text: 'Saturn' },
        { id: 'mars', text: 'Mars' },
      ],
      correctOptionIds: ['jupiter', 'saturn'],
    },
  ],
};

const DEFAULT_CONTENT: Record<LessonKind, unknown> = {
  text: { markdown: '# Welcome\n\nRead me.' },
  video: { url: 'https://video.example/intro.mp4', captionsUrl: '/captions/intro.vtt', durationSeconds: 120 },
  file: { fileUrl: '/assets/demo/files/sheet.pdf', fileName: 'sheet.pdf', sizeBytes: 2048 },
  quiz: QUIZ,
};

export interface CourseSpec {
  slug: string;
  /** Lesson kinds in course order; split over two modules (the second half in the second module). */
  lessons: LessonKind[];
  course?: Partial<CoursesTable>;
  content?: Partial<Record<LessonKind, unknown>>;
}

export interface BuiltCourse {
  courseId: string;
  /** In course order. */
  lessonIds: string[];
  moduleIds: [string, string];
}

export async function buildCourse(db: Kysely<Database>, spec: CourseSpec): Promise<BuiltCourse> {
  const courseId = await insertCourse(db, { slug: spec.slug, ...spec.course });
  const moduleIds: [string, string] = [randomUUID(), randomUUID()];
  // The second module is inserted first: course order must come from positions, not from insertion order.
  await db
    .insertInto('course_modules')
    .values([
      { id: moduleIds[1], course_id: courseId, title: 'Second module', position: 1 },
      { id: moduleIds[0], course_id: courseId, title: 'First module', position: 0 },
    ])
    .execute();
  const half = Math.ceil(spec.lessons.length / 2);
  const lessonIds = spec.lessons.map(() => randomUUID());
  for (const [index, kind] of spec.lessons.entries()) {
    const inFirst = index < half;
    await db
      .insertInto('lessons')
      .values({
        id: lessonIds[index] as string,
        course_id: courseId,
        module_id: inFirst ? moduleIds[0] : moduleIds[1],
        title: `Lesson ${index + 1} (${kind})`,
        kind,
        position: inFirst ? index : index - half,
        duration_minutes: 5,
        content: JSON.stringify(spec.content?.[kind] ?? DEFAULT_CONTENT[kind]),
      })
      .execute();
  }
  return { courseId, lessonIds, moduleIds };
}

/** Adds a lesson at the end of the course's first module (as an admin editing a published course would). */
export async function appendLesson(
  db: Kysely<Database>,
  course: BuiltCourse,
  kind: LessonKind,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('lessons')
    .values({
      id,
      course_id: course.courseId,
      module_id: course.moduleIds[1],
      title: `Added ${kind}`,
      kind,
      position: 1000,
      duration_minutes: 5,
      content: JSON.stringify(DEFAULT_CONTENT[kind]),
    })
    .execute();
  return id;
}

export function caller(uid: string, admin = false): Caller {
  return { uid, email: `${uid}@example.com`, admin, authTime: 0, provider: 'password' };
}

/** Makes users with these uids (students) and returns their callers. */
export async function learners(db: Kysely<Database>, ...uids: string[]): Promise<Caller[]> {
  for (const uid of uids) await insertUser(db, uid);
  return uids.map((uid) => caller(uid));
}

let sequence = 0;
/** A fresh eventId each call. */
export const eventId = () =>
  `evt-${Date.now().toString(36)}-${(++sequence).toString(36)}-${randomUUID().slice(0, 8)}`;

/** ISO time `seconds` after 2025-01-01 (always in the past, so the server never clamps it). */
export const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000).toISOString();

type Without<E, K extends PropertyKey> = E extends unknown ? Omit<E, K> : never;
/** A progress event before the test adds the course and a fresh eventId. */
export type EventDraft = Without<LessonProgressEvent, 'courseId' | 'eventId'>;
