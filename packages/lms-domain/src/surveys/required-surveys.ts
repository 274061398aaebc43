// "Required to complete the course": a course whose lessons are all done completes only once the learner has
// completed each of its surveys marked required. The progress rule asks its "course-completion" hold (this area's
// manifest answers it with requiredSurveysPending) before it sets enrollments.completed; a survey completion that
// comes later (answers, a retried error, an external webhook) completes the course then and publishes
// "course-completed", as a last lesson does.
import type { DomainContext } from '../context';
import { publish } from '../events/publish';
import { recordActivity } from '../learning/activity';
import { requiredSurveysPending } from './required-pending';

/**
 * After a survey completion committed: when the course's lessons were all done and no required survey is left,
 * the course completes now. The conditional update lets exactly one of two racing completions do it. Never throws:
 * a failure is logged and the next progress report or survey completion tries again.
 */
export async function completeCourseAfterSurvey(
  ctx: DomainContext,
  userId: string,
  courseId: string | null,
): Promise<void> {
  if (courseId === null) return;
  try {
    const completed = await ctx.db.transaction().execute(async (trx) => {
      if (await requiredSurveysPending(trx, userId, courseId)) return false;
      const now = ctx.now();
      const result = await trx
        .updateTable('enrollments')
        .set({ completed: 1, updated_at: now })
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .where('ended_at', 'is', null)
        .where('completed', '=', 0)
        .where('progress', '>=', 100)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await recordActivity(trx, { userId, courseId, kind: 'course-completed', at: now });
      return true;
    });
    if (!completed) return;
    await publish(ctx, 'course-completed', { userId, courseId });
  } catch (error) {
    ctx.log.error({ err: error, userId, courseId }, 'Completing a course after a survey failed.');
  }
}
