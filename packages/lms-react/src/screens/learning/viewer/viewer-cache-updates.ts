// Puts the server's answer to a progress event or quiz attempt into the cached outline and lesson, so what the
// viewer shows matches the server at once, without refetching the course after every event.
import {
  lessonAvailability,
  type LessonProgress,
  type ProgressSummary,
  type QuizAttemptResult,
} from '@lms/core';
import type { LmsStore } from '../../../store/create-lms-store';
import { lmsApi } from '../../../store/lms-api';

// The store's dispatch is typed with lmsApi before this file added its endpoints and tag type; the patch thunks
// are RTK Query's own and run on that same store.
type PatchDispatch = (thunk: ReturnType<typeof lmsApi.util.updateQueryData>) => unknown;

export function applyLessonProgress(
  storeDispatch: LmsStore['dispatch'],
  courseArg: string,
  lesson: LessonProgress,
  summary: ProgressSummary,
): void {
  const dispatch = storeDispatch as unknown as PatchDispatch;
  dispatch(
    lmsApi.util.updateQueryData('getCourseContent', { courseId: courseArg }, (draft) => {
      // The answers come in the order this device made its events: the lesson answered last is the one the
      // learner opened last, so "Continue" opens it (and a video at its position) even from this cached copy.
      draft.progress.resumeLessonId = lesson.lessonId;
      draft.progress.resumePositionSeconds = lesson.positionSeconds;
      const index = draft.progress.lessons.findIndex((entry) => entry.lessonId === lesson.lessonId);
      // A copy: the answer itself is frozen, and its state is recomputed below.
      if (index === -1) draft.progress.lessons.push({ ...lesson });
      else draft.progress.lessons[index] = { ...lesson };
      // The server's percent never goes down; an answer overtaken by a newer one must not lower it either.
      if (summary.percent >= draft.progress.percent) {
        draft.progress.percent = summary.percent;
        draft.progress.completed = summary.completed;
        draft.progress.completedLessons = summary.completedLessons;
        draft.progress.totalLessons = summary.totalLessons;
      }
      const ordered = draft.modules.flatMap((module) => module.lessons);
      const completedIds = draft.progress.lessons
        .filter((entry) => entry.state === 'completed')
        .map((entry) => entry.lessonId);
      const states = lessonAvailability(ordered, completedIds, draft.course.lockLessonsInOrder);
      for (const outline of ordered) outline.state = states[outline.id] ?? outline.state;
      for (const entry of draft.progress.lessons) entry.state = states[entry.lessonId] ?? entry.state;
    }),
  );
  dispatch(
    lmsApi.util.updateQueryData('getLesson', { courseId: courseArg, lessonId: lesson.lessonId }, (draft) => {
      draft.progress = lesson;
    }),
  );
}

/** A quiz attempt's answer: its progress as above, and the attempts left on the cached lesson. */
export function applyQuizAttempt(
  storeDispatch: LmsStore['dispatch'],
  courseArg: string,
  result: QuizAttemptResult,
): void {
  applyLessonProgress(storeDispatch, courseArg, result.lesson, result.progress);
  const dispatch = storeDispatch as unknown as PatchDispatch;
  dispatch(
    lmsApi.util.updateQueryData(
      'getLesson',
      { courseId: courseArg, lessonId: result.lesson.lessonId },
      (draft) => {
        if (draft.content.kind === 'quiz') draft.content.attemptsLeft = result.attemptsLeft;
      },
    ),
  );
}
