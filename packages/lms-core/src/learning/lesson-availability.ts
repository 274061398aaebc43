// Lesson locking (issue 6): with lock_lessons_in_order, a lesson opens only when every earlier lesson is completed.
import type { LessonState } from '../api/schemas/learning-progress';
import type { LessonRef } from './course-progress';

/**
 * The state of each lesson, keyed by id, for lessons given in course order (modules in order, then lessons).
 * A completed lesson stays open even when an earlier lesson was added later and is not done yet: a learner never
 * loses access to what they already finished.
 */
export function lessonAvailability(
  lessons: readonly LessonRef[],
  completedIds: Iterable<string>,
  lockInOrder: boolean,
): Record<string, LessonState> {
  const completed = new Set(completedIds);
  const states: Record<string, LessonState> = {};
  let allEarlierCompleted = true;
  for (const lesson of lessons) {
    const done = completed.has(lesson.id);
    if (done) states[lesson.id] = 'completed';
    else states[lesson.id] = !lockInOrder || allEarlierCompleted ? 'available' : 'locked';
    allEarlierCompleted &&= done;
  }
  return states;
}

/** The first lesson a learner should open: the first one not completed and not locked, else the first lesson. */
export function firstLessonToOpen(
  lessons: readonly LessonRef[],
  states: Readonly<Record<string, LessonState>>,
): string | null {
  const next = lessons.find((lesson) => states[lesson.id] === 'available');
  return next?.id ?? lessons[0]?.id ?? null;
}
