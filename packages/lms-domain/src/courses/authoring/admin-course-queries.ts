// What administrators read: every course whatever its status, with enrolment counts, and one course in full (lesson
// content including quiz answers). Students never reach these queries (the operations have access 'admin').
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { LmsError, type CourseStatus } from '@lms/core';
import type { Database } from '../../db/schema';
import { toCourseSummary, toIso } from '../../catalogue/course-mapping';
import type { AdminCourse, AdminCourseSummary } from './authoring-types';
import { readStoredLesson } from './lesson-content';

export interface AdminCourseListQuery {
  search?: string | undefined;
  status?: CourseStatus | undefined;
  sort: 'updated' | 'created' | 'title';
  page: number;
  pageSize: number;
}

export interface AdminCoursePage {
  items: AdminCourseSummary[];
  total: number;
  page: number;
  pageSize: number;
}

const lessonCount = (eb: ExpressionBuilder<Database, 'courses'>) =>
  eb
    .selectFrom('lessons')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('lessons.course_id', '=', 'courses.id')
    .as('lesson_count');

const enrollmentCount = (eb: ExpressionBuilder<Database, 'courses'>) =>
  eb
    .selectFrom('enrollments')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('enrollments.course_id', '=', 'courses.id')
    .as('enrollment_count');

/** LIKE treats % and _ as wildcards; an admin searching "100%" means the characters. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listAdminCourses(
  db: Kysely<Database>,
  query: AdminCourseListQuery,
): Promise<AdminCoursePage> {
  let filtered = db.selectFrom('courses');
  if (query.status) filtered = filtered.where('courses.status', '=', query.status);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where(({ or }) =>
      or(
        (['courses.title', 'courses.slug', 'courses.summary'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const count = filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  let ordered = filtered.selectAll('courses').select(lessonCount).select(enrollmentCount);
  ordered =
    query.sort === 'title'
      ? ordered.orderBy('courses.title', 'asc')
      : ordered.orderBy(query.sort === 'created' ? 'courses.created_at' : 'courses.updated_at', 'desc');
  // The id breaks ties so a page boundary never shows a course twice or skips one.
  const page = ordered
    .orderBy('courses.id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  const [{ total }, rows] = await Promise.all([count.executeTakeFirstOrThrow(), page.execute()]);
  return {
    items: rows.map((row) => ({
      ...toCourseSummary(row),
      enrollmentCount: Number(row.enrollment_count),
      created_at: toIso(row.created_at),
      updated_at: toIso(row.updated_at),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One course as its editor shows it: metadata, counts, modules and lessons in order, lesson content in full. */
export async function loadAdminCourse(db: Kysely<Database>, courseId: string): Promise<AdminCourse> {
  const row = await db
    .selectFrom('courses')
    .selectAll('courses')
    .select(lessonCount)
    .select(enrollmentCount)
    .where('courses.id', '=', courseId)
    .executeTakeFirst();
  if (row === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);

  const [modules, lessons] = await Promise.all([
    db
      .selectFrom('course_modules')
      .select(['id', 'title', 'position'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lessons')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...toCourseSummary(row),
    description: row.description,
    lockLessonsInOrder: row.lock_lessons_in_order === 1,
    enrollmentCount: Number(row.enrollment_count),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    modules: modules.map((module) => ({
      ...module,
      lessons: lessons.filter((lesson) => lesson.module_id === module.id).map(readStoredLesson),
    })),
  };
}

/** The course a module belongs to; not found when the module does not exist. */
export async function courseIdOfModule(db: Kysely<Database>, moduleId: string): Promise<string> {
  const row = await db
    .selectFrom('course_modules')
    .select('course_id')
    .where('id', '=', moduleId)
    .executeTakeFirst();
  if (row === undefined) throw new LmsError('functions/not-found', `No module "${moduleId}".`);
  return row.course_id;
}

/** The course a lesson belongs to (it never changes: lessons move only between modules of one course). */
export async function courseIdOfLesson(db: Kysely<Database>, lessonId: string): Promise<string> {
  const row = await db
    .selectFrom('lessons')
    .select('course_id')
    .where('id', '=', lessonId)
    .executeTakeFirst();
  if (row === undefined) throw new LmsError('functions/not-found', `No lesson "${lessonId}".`);
  return row.course_id;
}
