// What a lesson's label says in the outline and above the lesson. The stored state (locked, available, completed)
// drives the rules; a learner also wants to see a lesson they started or a quiz they have not passed yet, so an
// available lesson is worded by how far they got.
import type { LessonKind } from '../api/schemas/course';
import type { LessonState } from '../api/schemas/learning-progress';

export type LessonStatus = 'locked' | 'not-started' | 'in-progress' | 'not-passed' | 'completed';

export interface LessonStatusInput {
  kind: LessonKind;
  state: LessonState;
  watchedPercent: number;
  attempts: number;
}

export function lessonStatus(lesson: LessonStatusInput): LessonStatus {
  if (lesson.state === 'locked') return 'locked';
  if (lesson.state === 'completed') return 'completed';
  if (lesson.kind === 'quiz' && lesson.attempts > 0) return 'not-passed';
  if (lesson.watchedPercent > 0) return 'in-progress';
  return 'not-started';
}
