// The dashboard's recent activity: enrolments, completed lessons, quiz attempts and completed courses.
import { newId } from '../platform/random';
import { sql, type Kysely } from 'kysely';
import type { Activity } from '@lms/core';
import { compiledOnce } from '../db/compiled-once';
import type { Database, LearningActivityTable } from '../db/schema';
import { toIso } from '../catalogue/course-mapping';

export interface ActivityEntry {
  userId: string;
  courseId: string;
  lessonId?: string | null;
  kind: LearningActivityTable['kind'];
  scorePercent?: number | null;
  passed?: boolean | null;
  at: number;
}

const insertActivity = compiledOnce(
  (
    db,
    id: string,
    userId: string,
    courseId: string,
    lessonId: string | null,
    kind: ActivityEntry['kind'],
    scorePercent: number | null,
    passed: 0 | 1 | null,
    at: number,
  ) =>
    db.insertInto('learning_activity').values({
      id,
      user_id: userId,
      course_id: courseId,
      lesson_id: lessonId,
      kind,
      score_percent: scorePercent,
      passed,
      occurred_at: at,
    }),
  8,
);

/** Compiled once (db/compiled-once.ts): a progress update that completes a lesson runs it. */
export async function recordActivity(db: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  const passed = entry.passed === undefined || entry.passed === null ? null : entry.passed ? 1 : 0;
  await insertActivity(
    db,
    newId(),
    entry.userId,
    entry.courseId,
    entry.lessonId ?? null,
    entry.kind,
    entry.scorePercent ?? null,
    passed,
    entry.at,
  );
}

/** One attempt can pass a quiz, complete its lesson and the course at one instant: newest first reads top-down. */
const SAME_MOMENT_ORDER = sql`case ${sql.ref('a.kind')} when 'course-completed' then 3 when 'lesson-completed' then 2 when 'quiz-attempted' then 1 else 0 end`;

/** The learner's latest entries, newest first. */
export async function listRecentActivity(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<Activity[]> {
  const rows = await db
    .selectFrom('learning_activity as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .leftJoin('lessons as l', 'l.id', 'a.lesson_id')
    .select([
      'a.id',
      'a.kind',
      'a.occurred_at',
      'a.score_percent',
      'a.passed',
      'c.id as course_id',
      'c.slug as course_slug',
      'c.title as course_title',
      'l.id as lesson_id',
      'l.title as lesson_title',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.occurred_at', 'desc')
    .orderBy(SAME_MOMENT_ORDER, 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: toIso(row.occurred_at),
    course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
    lesson:
      row.lesson_id === null || row.lesson_title === null
        ? null
        : { id: row.lesson_id, title: row.lesson_title },
    scorePercent: row.score_percent,
    passed: row.passed === null ? null : row.passed === 1,
  }));
}
