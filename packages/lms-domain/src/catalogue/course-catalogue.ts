// Reading courses: the public catalogue (published only) and one course with its outline. All course SQL for
// readers lives here; handlers only translate between the contract and these functions.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { LmsError, type Course, type CourseSummary } from '@lms/core';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { toCourse, toCourseSummary } from './course-mapping';

export type CourseSort = 'newest' | 'title' | 'price-asc' | 'price-desc';

export interface CatalogueQuery {
  search?: string | undefined;
  category?: string | undefined;
  sort: CourseSort;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** LIKE treats % and _ as wildcards; a learner searching "100%" means the characters. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const lessonCount = (eb: ExpressionBuilder<Database, 'courses'>) =>
  eb
    .selectFrom('lessons')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('lessons.course_id', '=', 'courses.id')
    .as('lesson_count');

/** The columns a course card shows (toCourseSummary), for every list of courses: the catalogue, one's learning. */
export const SUMMARY_COLUMNS = [
  'courses.id',
  'courses.slug',
  'courses.title',
  'courses.thumbnail',
  'courses.summary',
  'courses.category',
  'courses.level',
  'courses.duration_minutes',
  'courses.price_cents',
  'courses.currency',
  'courses.status',
] as const;

/** The two statements behind a catalogue page; exposed so tests can check their query plans use the indexes. */
export function catalogueQueries(db: Kysely<Database>, query: CatalogueQuery) {
  let filtered = db.selectFrom('courses').where('courses.status', '=', 'published');
  // Category is an exact match so the (status, category) index answers it.
  if (query.category) filtered = filtered.where('courses.category', '=', query.category);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where(({ or }) =>
      or([
        sql<boolean>`lower(${sql.ref('courses.title')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('courses.summary')}) like ${pattern} escape '\\'`,
      ]),
    );
  }

  const count = filtered.select((eb) => eb.fn.countAll<number>().as('total'));

  let ordered = filtered.select(SUMMARY_COLUMNS).select(lessonCount);
  switch (query.sort) {
    case 'title':
      ordered = ordered.orderBy('courses.title', 'asc');
      break;
    case 'price-asc':
      ordered = ordered.orderBy('courses.price_cents', 'asc').orderBy('courses.title', 'asc');
      break;
    case 'price-desc':
      ordered = ordered.orderBy('courses.price_cents', 'desc').orderBy('courses.title', 'asc');
      break;
    case 'newest':
      ordered = ordered.orderBy('courses.created_at', 'desc');
      break;
  }
  // The id breaks ties so a page boundary never shows a course twice or skips one.
  const page = ordered
    .orderBy('courses.id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { count, page };
}

export async function listPublishedCourses(
  db: Kysely<Database>,
  query: CatalogueQuery,
): Promise<Page<CourseSummary>> {
  const { count, page } = catalogueQueries(db, query);
  const [{ total }, rows] = await Promise.all([count.executeTakeFirstOrThrow(), page.execute()]);
  return {
    items: rows.map(toCourseSummary),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * One course by id or slug (links may use either), with modules and lesson outlines in order. Published courses are
 * open to every signed-in user; drafts and archived courses only to admins, and to anyone else they do not exist.
 */
export async function getCourseOutline(
  db: Kysely<Database>,
  idOrSlug: string,
  viewer: { admin: boolean },
): Promise<Course> {
  return visibleCourse(await findCourseOutline(db, idOrSlug), idOrSlug, viewer);
}

/** The visibility rule of getCourseOutline, apart so a cached outline passes the same check. */
export function visibleCourse(
  course: Course | undefined,
  idOrSlug: string,
  viewer: { admin: boolean },
): Course {
  if (course === undefined || (course.status !== 'published' && !viewer.admin)) {
    throw new LmsError('functions/not-found', `No course "${idOrSlug}".`);
  }
  return course;
}

const courseByRef = compiledOnce(
  (db, idOrSlug: string) =>
    db
      .selectFrom('courses')
      .selectAll('courses')
      .select(lessonCount)
      .where((eb) => eb.or([eb('courses.id', '=', idOrSlug), eb('courses.slug', '=', idOrSlug)]))
      .orderBy(sql`case when ${sql.ref('courses.id')} = ${idOrSlug} then 0 else 1 end`),
  1,
);
/** A course's modules in course order (the learning area's course outline reads them too). */
export const modulesOf = compiledOnce(
  (db, courseId: string) =>
    db
      .selectFrom('course_modules')
      .select(['id', 'title', 'position'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id'),
  1,
);
const lessonsOf = compiledOnce(
  (db, courseId: string) =>
    db
      .selectFrom('lessons')
      .select(['id', 'module_id', 'title', 'kind', 'position', 'duration_minutes'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id'),
  1,
);

/**
 * The outline of any course (whatever its status), or undefined when none has this id or slug. Compiled once
 * (db/compiled-once.ts): each course's first visit since the catalogue changed reads it.
 */
export async function findCourseOutline(db: Kysely<Database>, idOrSlug: string): Promise<Course | undefined> {
  const [row] = (await courseByRef(db, idOrSlug)).rows;
  if (row === undefined) return undefined;

  const [{ rows: modules }, { rows: lessons }] = await Promise.all([
    modulesOf(db, row.id),
    lessonsOf(db, row.id),
  ]);
  return toCourse(
    row,
    modules.map((module) => ({
      id: module.id,
      title: module.title,
      position: module.position,
      lessons: lessons
        .filter((lesson) => lesson.module_id === module.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          kind: lesson.kind,
          position: lesson.position,
          durationMinutes: lesson.duration_minutes,
        })),
    })),
  );
}

/** Whether the catalogue is empty: the first start seeds the demo catalogue only then. */
export async function hasAnyCourse(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('courses').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
