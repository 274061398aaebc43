// recordLessonProgress: one event from the viewer (or its offline queue) applied in one transaction: claim the
// eventId, merge the facts into the lesson's row, complete the lesson by rule, raise the course's progress.
import {
  LmsError,
  lessonIsComplete,
  type LessonKind,
  type LessonProgressEvent,
  type RecordLessonProgressResult,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { inDurableTransaction } from '../db/group-commit';
import { recordActivity } from './activity';
import { findLearningCourse, lockCourseAccess } from './course-access';
import { assertLessonOpen } from './learning-gates';
import { requireLesson } from './course-lessons';
import { updateCourseProgress } from './course-progress-update';
import { lessonProgressOf, loadLearnerState, progressSummaryOf, withLessonRow } from './learner-state';
import {
  completionStateOf,
  markLessonCompleted,
  mergeLessonProgress,
  type LessonFacts,
} from './lesson-progress-store';
import { claimEvent, clientTime, forgetOldEvents } from './progress-events';
import { publish } from '../events/publish';

/** Which lesson kinds each event makes sense for; anything else is a client bug, refused as invalid. */
const EVENT_KINDS: Record<LessonProgressEvent['event'], readonly LessonKind[] | 'any'> = {
  viewed: 'any',
  'video-progress': ['video'],
  'file-opened': ['file'],
};

function factsOf(
  event: LessonProgressEvent,
  base: Omit<LessonFacts, 'now'>,
  at: number,
  now: number,
): LessonFacts {
  switch (event.event) {
    case 'viewed':
      return { ...base, viewedAt: at, now };
    case 'file-opened':
      return { ...base, viewedAt: at, fileOpenedAt: at, now };
    case 'video-progress':
      return {
        ...base,
        viewedAt: at,
        watchedPercent: event.watchedPercent,
        position: { seconds: event.positionSeconds, at },
        now,
      };
  }
}

export async function recordLessonProgress(
  ctx: DomainContext,
  caller: Caller,
  event: LessonProgressEvent,
): Promise<RecordLessonProgressResult> {
  // Read outside the transaction, where the catalogue cache serves it; checked again inside (course-access.ts).
  const earlier = await findLearningCourse(ctx.db, event.courseId);
  // The course an enrolled learner just finished, published once the progress is committed.
  let finishedCourseId: string | null = null;
  // Many learners' events share one durable commit on SQLite (db/group-commit.ts).
  const result = await inDurableTransaction(ctx, async (trx) => {
    const now = ctx.now();
    const access = await lockCourseAccess(trx, ctx.dialect, caller, event.courseId, earlier);
    const { course, enrollment } = access;
    const state = await loadLearnerState(trx, caller.uid, access);
    const lesson = requireLesson(state.outline, event.lessonId);
    const allowed = EVENT_KINDS[event.event];
    if (allowed !== 'any' && !allowed.includes(lesson.kind)) {
      throw new LmsError(
        'functions/invalid-argument',
        `A ${event.event} event does not apply to a ${lesson.kind} lesson.`,
        { lessonId: lesson.id, kind: lesson.kind },
      );
    }
    assertLessonOpen(state, lesson.id, caller);

    const at = clientTime(event, now);
    if (!(await claimEvent(trx, caller.uid, event, at, now))) {
      return {
        duplicate: true,
        newlyCompleted: false,
        lesson: lessonProgressOf(state, lesson.id),
        progress: progressSummaryOf(state, enrollment),
      };
    }
    await forgetOldEvents(trx, ctx.db, caller.uid, now);

    const base = { userId: caller.uid, courseId: course.id, lessonId: lesson.id };
    const merged = await mergeLessonProgress(trx, factsOf(event, base, at, now));
    const newlyCompleted =
      lessonIsComplete(lesson.kind, completionStateOf(merged)) &&
      (await markLessonCompleted(trx, caller.uid, lesson.id, at));
    if (newlyCompleted) {
      await recordActivity(trx, { ...base, kind: 'lesson-completed', at });
    }

    // markLessonCompleted set completed_at only where it was still empty, which is exactly when it answered true.
    const after = withLessonRow(state, newlyCompleted ? { ...merged, completed_at: at } : merged, course);
    const progress = await updateCourseProgress(trx, {
      ...base,
      enrollment,
      state: after,
      now,
      lastLesson: { id: lesson.id, at },
    });
    if (newlyCompleted && enrollment !== null && progress.completed) finishedCourseId = course.id;
    return { duplicate: false, newlyCompleted, lesson: lessonProgressOf(after, lesson.id), progress };
  });
  // After the commit; publishing never throws, so certificates and badges cannot hold up or undo the progress.
  if (finishedCourseId !== null)
    await publish(ctx, 'course-completed', { userId: caller.uid, courseId: finishedCourseId });
  return result;
}
