// A course's modules and lessons in course order: modules by position, lessons by position inside their module.
// Locking, "previous / next" and progress all follow this order.
import type { Kysely } from 'kysely';
import { LmsError, type LessonKind } from '@lms/core';
import { modulesOf } from '../catalogue/course-catalogue';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

export interface CourseModule {
  id: string;
  title: string;
  position: number;
}

export interface CourseLesson {
  id: string;
  moduleId: string;
  title: string;
  kind: LessonKind;
  position: number;
  durationMinutes: number | null;
}

export interface CourseOutline {
  modules: CourseModule[];
  /** Every lesson of the course, in course order. */
  lessons: CourseLesson[];
}

const lessonsInCourseOrder = compiledOnce(
  (db, courseId: string) =>
    db
      .selectFrom('lessons')
      .innerJoin('course_modules', 'course_modules.id', 'lessons.module_id')
      .select([
        'lessons.id',
        'lessons.module_id',
        'lessons.title',
        'lessons.kind',
        'lessons.position',
        'lessons.duration_minutes',
      ])
      .where('lessons.course_id', '=', courseId)
      .orderBy('course_modules.position')
      .orderBy('course_modules.id')
      .orderBy('lessons.position')
      .orderBy('lessons.id'),
  1,
);

/** Compiled once (db/compiled-once.ts): the learning cache's first read of each course runs it. */
export async function loadCourseOutline(db: Kysely<Database>, courseId: string): Promise<CourseOutline> {
  const [{ rows: modules }, { rows: lessons }] = await Promise.all([
    modulesOf(db, courseId),
    lessonsInCourseOrder(db, courseId),
  ]);
  return {
    modules,
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      moduleId: lesson.module_id,
      title: lesson.title,
      kind: lesson.kind,
      position: lesson.position,
      durationMinutes: lesson.duration_minutes,
    })),
  };
}

export function requireLesson(outline: CourseOutline, lessonId: string): CourseLesson {
  const lesson = outline.lessons.find((candidate) => candidate.id === lessonId);
  if (lesson === undefined)
    throw new LmsError('functions/not-found', `No lesson "${lessonId}" in this course.`, { lessonId });
  return lesson;
}

/** The stored content of a lesson, parsed from its JSON text; unreadable text is our fault (internal). */
export async function loadLessonContent(db: Kysely<Database>, lessonId: string): Promise<unknown> {
  const row = await db.selectFrom('lessons').select('content').where('id', '=', lessonId).executeTakeFirst();
  if (row === undefined) throw new LmsError('functions/not-found', `No lesson "${lessonId}".`);
  try {
    return JSON.parse(row.content) as unknown;
  } catch {
    throw new LmsError('functions/internal', `Stored content of lesson ${lessonId} is not JSON.`);
  }
}
