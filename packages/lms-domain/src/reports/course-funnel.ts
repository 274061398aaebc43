// getCourseFunnel: how far a course's current learners got, and where those who started and did not finish were
// last (their enrolment's last lesson): the lessons to look at first. One pass over the course's enrolments.
import { sql, type Kysely } from 'kysely';
import { LmsError, type CourseFunnel } from '@lms/core';
import type { Database } from '../db/schema';

const HALF_WAY_PERCENT = 50;
const MOST_STOPS = 10;

export async function courseFunnel(db: Kysely<Database>, courseId: string): Promise<CourseFunnel> {
  const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  const started = sql<number>`progress > 0 or last_lesson_id is not null`;
  const counts = await db
    .selectFrom('enrollments')
    .select((eb) => [
      eb.fn.countAll<number>().as('enrolled'),
      sql<number>`sum(case when ${started} then 1 else 0 end)`.as('started'),
      sql<number>`sum(case when progress >= ${HALF_WAY_PERCENT} then 1 else 0 end)`.as('halfway'),
      sql<number>`sum(case when completed = 1 then 1 else 0 end)`.as('completed'),
    ])
    .where('course_id', '=', courseId)
    .where('ended_at', 'is', null)
    .executeTakeFirstOrThrow();
  const stops = await db
    .selectFrom('enrollments')
    .innerJoin('lessons', 'lessons.id', 'enrollments.last_lesson_id')
    .select((eb) => [
      'lessons.id as lessonId',
      'lessons.title as title',
      eb.fn.countAll<number>().as('learners'),
    ])
    .where('enrollments.course_id', '=', courseId)
    .where('enrollments.ended_at', 'is', null)
    .where('enrollments.completed', '=', 0)
    .groupBy(['lessons.id', 'lessons.title'])
    .orderBy('learners', 'desc')
    .orderBy('lessons.title')
    .limit(MOST_STOPS)
    .execute();
  return {
    courseId,
    enrolled: Number(counts.enrolled),
    started: Number(counts.started ?? 0),
    halfway: Number(counts.halfway ?? 0),
    completed: Number(counts.completed ?? 0),
    stops: stops.map((stop) => ({
      lessonId: stop.lessonId,
      title: stop.title,
      learners: Number(stop.learners),
    })),
  };
}
