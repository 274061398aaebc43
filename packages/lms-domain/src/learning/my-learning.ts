// listMyLearning: the learner's active enrolments with course summary, progress and where "continue" leads,
// most recently active first. Ended enrolments (refunds) are not listed.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { MyLearningFilter, MyLearningItem } from '@lms/core';
import type { Database } from '../db/schema';
import { SUMMARY_COLUMNS, type Page } from '../catalogue/course-catalogue';
import { toCourseSummary, toIso } from '../catalogue/course-mapping';

export interface MyLearningQuery {
  filter: MyLearningFilter;
  page: number;
  pageSize: number;
}

type Scope = ExpressionBuilder<Database, 'enrollments' | 'courses'>;

const lessonCount = (eb: Scope) =>
  eb
    .selectFrom('lessons')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('lessons.course_id', '=', 'courses.id')
    .as('lesson_count');

const completedCount = (eb: Scope) =>
  eb
    .selectFrom('lesson_progress')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('lesson_progress.user_id', '=', 'enrollments.user_id')
    .whereRef('lesson_progress.course_id', '=', 'enrollments.course_id')
    .where('lesson_progress.completed_at', 'is not', null)
    .as('completed_count');

export async function listMyLearning(
  db: Kysely<Database>,
  userId: string,
  query: MyLearningQuery,
): Promise<Page<MyLearningItem>> {
  let mine = db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .where('enrollments.user_id', '=', userId)
    .where('enrollments.ended_at', 'is', null);
  // "In progress" is every course not completed yet, including one just enrolled in.
  if (query.filter === 'completed') mine = mine.where('enrollments.completed', '=', 1);
  if (query.filter === 'in-progress') mine = mine.where('enrollments.completed', '=', 0);

  const [{ total }, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    mine
      .leftJoin('lessons as last', 'last.id', 'enrollments.last_lesson_id')
      .select(SUMMARY_COLUMNS)
      .select([
        'enrollments.id as enrollment_id',
        'enrollments.created_at as enrolled_at',
        'enrollments.progress',
        'enrollments.completed',
        'enrollments.last_activity_at',
        'last.id as last_lesson_id',
        'last.title as last_lesson_title',
        'last.kind as last_lesson_kind',
      ])
      .select(lessonCount)
      .select(completedCount)
      .orderBy((eb) => eb.fn.coalesce('enrollments.last_activity_at', 'enrollments.created_at'), 'desc')
      .orderBy('enrollments.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);

  return {
    items: rows.map((row) => ({
      enrollmentId: row.enrollment_id,
      enrolledAt: toIso(row.enrolled_at),
      course: toCourseSummary(row),
      percent: row.progress,
      completed: row.completed === 1,
      completedLessons: Number(row.completed_count),
      totalLessons: Number(row.lesson_count),
      lastLesson:
        row.last_lesson_id === null || row.last_lesson_title === null || row.last_lesson_kind === null
          ? null
          : { id: row.last_lesson_id, title: row.last_lesson_title, kind: row.last_lesson_kind },
      lastActivityAt: row.last_activity_at === null ? null : toIso(row.last_activity_at),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
