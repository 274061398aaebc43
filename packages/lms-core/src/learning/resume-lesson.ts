// Where "Continue" opens a course (issue 30, part 8): the lesson the learner last opened, whatever its state
// (completed or not), as long as it is still in the course and open; else the first lesson to do. One rule for the
// server (its stored last lesson) and the viewer (which also counts events this device has not sent yet).
import type { LessonState } from '../api/schemas/learning-progress';
import type { LessonRef } from './course-progress';
import { firstLessonToOpen } from './lesson-availability';

export interface ResumeInput {
  lessons: readonly LessonRef[];
  states: Readonly<Record<string, LessonState>>;
  /** The last lesson opened as the server knows it (its newest event by the learner's clock), or null. */
  lastLessonId: string | null;
  /**
   * Events this device made and has not had confirmed, oldest first: they are newer than anything the server
   * has, so the newest of them names the last lesson opened.
   */
  unsent?: readonly { lessonId: string }[];
}

export function resumeLessonOf({ lessons, states, lastLessonId, unsent = [] }: ResumeInput): string | null {
  const last = unsent.at(-1)?.lessonId ?? lastLessonId;
  if (last !== null && states[last] !== undefined && states[last] !== 'locked') return last;
  return firstLessonToOpen(lessons, states);
}
