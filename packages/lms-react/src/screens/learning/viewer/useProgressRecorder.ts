// Sends the viewer's progress events through the offline queue (stored first, so nothing is lost offline) and
// puts the server's answers into the cached course as they arrive.
import { useCallback, useEffect } from 'react';
import type { ProgressEventDraft } from '@lms/core';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useLmsStore } from '../../../store/hooks';
import { applyLessonProgress } from './viewer-cache-updates';

type EventWithoutCourse = ProgressEventDraft extends infer E
  ? E extends unknown
    ? Omit<E, 'courseId'>
    : never
  : never;

export type RecordProgress = (event: EventWithoutCourse) => void;

/**
 * `courseId` is the course's id (what events carry); `courseArg` is the id or slug of the page address (what the
 * cached queries are keyed by). Nothing is recorded for someone who is not enrolled (an administrator's preview).
 */
export function useProgressRecorder(courseId: string, courseArg: string, enrolled: boolean): RecordProgress {
  const { learning, logger } = useLmsRuntime();
  const store = useLmsStore();

  useEffect(
    () =>
      learning.onRecorded((event, result) => {
        if (event.courseId === courseId)
          applyLessonProgress(store.dispatch, courseArg, result.lesson, result.progress);
      }),
    [learning, store, courseId, courseArg],
  );

  return useCallback<RecordProgress>(
    (event) => {
      const queue = learning.queue();
      if (!enrolled || !queue) {
        // An administrator's preview, or nobody signed in: said in the log, so a lost event can be traced.
        logger.debug(`Progress event not kept: ${!enrolled ? 'not enrolled' : 'no signed-in queue'}`, event);
        return;
      }
      try {
        queue.enqueue({ ...event, courseId } as ProgressEventDraft);
      } catch (error) {
        // Only an event the contract refuses throws (a bug of ours): the learner can carry on regardless.
        logger.warn('Progress event not recorded', error);
      }
    },
    [learning, logger, courseId, enrolled],
  );
}
