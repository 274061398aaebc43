// What the viewer shows of a course: the server's outline and progress, with events still waiting in the offline
// queue counted at once (lms-core's completion, progress and locking rules), so progress never lags behind the
// learner. The server's answer replaces the guess as soon as it arrives.
import { useMemo } from 'react';
import {
  computeProgress,
  lessonAvailability,
  lessonIsComplete,
  lessonStatus,
  resumeLessonOf,
  type CourseContent,
  type LessonProgressEvent,
  type LessonState,
  type LessonStatus,
} from '@lms/core';

export type OutlineLesson = CourseContent['modules'][number]['lessons'][number] & { moduleId: string };

export interface CourseView {
  lessons: readonly OutlineLesson[];
  /** What the learner sees: the server's states with the events still waiting to be sent counted in. */
  states: Readonly<Record<string, LessonState>>;
  /**
   * The states the server has confirmed (waiting events not counted): the server opens a lesson only when these
   * say so, so a lesson is fetched once it is open here, not as soon as a waiting event opens it on screen.
   */
  confirmedStates: Readonly<Record<string, LessonState>>;
  /** What each lesson's label says (started, not passed yet...), waiting video reports counted in. */
  statuses: Readonly<Record<string, LessonStatus>>;
  percent: number;
  completedCount: number;
  resumeLessonId: string | null;
}

function completedByPending(
  lessons: readonly OutlineLesson[],
  pending: readonly LessonProgressEvent[],
): string[] {
  const kinds = new Map(lessons.map((lesson) => [lesson.id, lesson.kind]));
  return pending
    .filter((event) => {
      const kind = kinds.get(event.lessonId);
      if (kind === undefined) return false;
      return lessonIsComplete(kind, {
        viewed: event.event === 'viewed',
        fileOpened: event.event === 'file-opened',
        watchedPercent: event.event === 'video-progress' ? event.watchedPercent : 0,
      });
    })
    .map((event) => event.lessonId);
}

export function useCourseView(content: CourseContent, pending: readonly LessonProgressEvent[]): CourseView {
  return useMemo(() => {
    const lessons = content.modules.flatMap((module) =>
      module.lessons.map((lesson) => ({ ...lesson, moduleId: module.id })),
    );
    const confirmed = lessons.filter((lesson) => lesson.state === 'completed').map((lesson) => lesson.id);
    const completed = new Set([...confirmed, ...completedByPending(lessons, pending)]);
    const states = lessonAvailability(lessons, completed, content.course.lockLessonsInOrder);
    const confirmedStates = lessonAvailability(lessons, confirmed, content.course.lockLessonsInOrder);
    // The server never lowers progress; the local count can only add lessons it has not confirmed yet.
    const percent = Math.max(content.progress.percent, computeProgress(lessons, completed));
    const resumeLessonId = resumeLessonOf({
      lessons,
      states,
      lastLessonId: content.progress.resumeLessonId,
      unsent: pending,
    });
    const watched = new Map<string, number>();
    for (const event of pending)
      if (event.event === 'video-progress')
        watched.set(event.lessonId, Math.max(watched.get(event.lessonId) ?? 0, event.watchedPercent));
    const progress = new Map(content.progress.lessons.map((entry) => [entry.lessonId, entry]));
    const statuses = Object.fromEntries(
      lessons.map((lesson) => [
        lesson.id,
        lessonStatus({
          kind: lesson.kind,
          state: states[lesson.id] ?? lesson.state,
          watchedPercent: Math.max(progress.get(lesson.id)?.watchedPercent ?? 0, watched.get(lesson.id) ?? 0),
          attempts: progress.get(lesson.id)?.attempts ?? 0,
        }),
      ]),
    );
    return {
      lessons,
      states,
      confirmedStates,
      statuses,
      percent,
      completedCount: lessons.filter((lesson) => states[lesson.id] === 'completed').length,
      resumeLessonId,
    };
  }, [content, pending]);
}
