// One learner's state in one course, read once and turned into the contract's progress shapes. The rules
// (completion, locking, percent) come from lms-core, so the viewer computes exactly what the server stores.
import type { Kysely } from 'kysely';
import {
  computeProgress,
  countCompleted,
  lessonAvailability,
  type LessonProgress,
  type LessonState,
  type ProgressSummary,
  type QuizRecord,
} from '@lms/core';
import type { CourseRow, Database, EnrollmentRow } from '../db/schema';
import { toIso } from '../catalogue/course-mapping';
import type { LearningCourse } from './course-access';
import type { CourseOutline } from './course-lessons';
import { completedLessonIds, progressRowsOf, type LessonProgressRow } from './lesson-progress-store';
import { quizStatsOf, type QuizStats } from './quiz-attempts';

export interface LearnerState {
  outline: CourseOutline;
  rows: Map<string, LessonProgressRow>;
  quiz: Map<string, QuizStats>;
  completedIds: string[];
  states: Record<string, LessonState>;
}

/** The learner's rows in a course whose outline the access check already read (course-access.ts). */
export async function loadLearnerState(
  db: Kysely<Database>,
  userId: string,
  { course, outline }: LearningCourse,
): Promise<LearnerState> {
  const [rows, quiz] = await Promise.all([
    progressRowsOf(db, userId, course.id),
    quizStatsOf(db, userId, course.id),
  ]);
  const completedIds = completedLessonIds(rows);
  return {
    outline,
    rows: new Map(rows.map((row) => [row.lesson_id, row])),
    quiz,
    completedIds,
    states: lessonAvailability(outline.lessons, completedIds, course.lock_lessons_in_order === 1),
  };
}

/**
 * The state after one lesson's row changed, without reading the course again: a progress event changes neither the
 * outline nor the quiz statistics, and the changed row is what the write returned. Runs under the enrolment's lock,
 * so no other change of this learner's course can interleave (see course-access.ts).
 */
export function withLessonRow(
  state: LearnerState,
  row: LessonProgressRow,
  course: Pick<CourseRow, 'lock_lessons_in_order'>,
): LearnerState {
  const rows = new Map(state.rows);
  rows.set(row.lesson_id, row);
  const completedIds = completedLessonIds([...rows.values()]);
  return {
    ...state,
    rows,
    completedIds,
    states: lessonAvailability(state.outline.lessons, completedIds, course.lock_lessons_in_order === 1),
  };
}

export function lessonStateOf(state: LearnerState, lessonId: string): LessonState {
  return state.states[lessonId] ?? 'locked';
}

export function lessonProgressOf(state: LearnerState, lessonId: string): LessonProgress {
  const row = state.rows.get(lessonId);
  const quiz = state.quiz.get(lessonId);
  return {
    lessonId,
    state: lessonStateOf(state, lessonId),
    positionSeconds: row?.position_seconds ?? null,
    watchedPercent: row?.watched_percent ?? 0,
    completedAt: row?.completed_at == null ? null : toIso(row.completed_at),
    bestScorePercent: quiz?.bestScorePercent ?? null,
    attempts: quiz?.attempts ?? 0,
  };
}

/** The learner's attempts at a quiz and whether one passed, for lms-core's quiz policy. */
export function quizRecordOf(state: LearnerState, lessonId: string): QuizRecord {
  return {
    attempts: state.quiz.get(lessonId)?.attempts ?? 0,
    passed: state.rows.get(lessonId)?.quiz_passed_at != null,
  };
}

/**
 * The stored percent for an enrolled learner (it never goes down, even when lessons are added later); computed
 * from the lessons for an administrator previewing without an enrolment.
 */
export function progressSummaryOf(
  state: LearnerState,
  stored: Pick<EnrollmentRow, 'progress' | 'completed'> | null,
): ProgressSummary {
  const computed = computeProgress(state.outline.lessons, state.completedIds);
  return {
    percent: stored === null ? computed : stored.progress,
    completed: stored === null ? computed >= 100 : stored.completed === 1,
    completedLessons: countCompleted(state.outline.lessons, state.completedIds),
    totalLessons: state.outline.lessons.length,
  };
}
