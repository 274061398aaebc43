// One learner's state in one course, as the server's learner-state.ts builds it: the course's lessons in course
// order, their progress rows, quiz stats, and each lesson's state by lms-core's locking rule.
import {
  computeProgress,
  countCompleted,
  firstLessonToOpen,
  lessonAvailability,
  LmsError,
  type Course,
  type CourseProgress,
  type Enrollment,
  type LessonKind,
  type LessonProgress,
  type LessonState,
  type ProgressSummary,
} from '@lms/core';
import { progressKey, type LessonProgressRecord } from '../learning-data';
import type { MemoryDatabase } from '../memory-database';
import type { Caller } from './handler-types';

export interface OutlineLesson {
  id: string;
  moduleId: string;
  title: string;
  kind: LessonKind;
  position: number;
  durationMinutes: number | null;
}

export interface LearnerState {
  lessons: OutlineLesson[];
  rows: Map<string, LessonProgressRecord>;
  quiz: Map<string, { attempts: number; bestScorePercent: number }>;
  completedIds: string[];
  states: Record<string, LessonState>;
}

export const toIso = (ms: number) => new Date(ms).toISOString();

export function requireCaller(caller: Caller | null): Caller {
  if (caller === null) throw new LmsError('functions/unauthenticated', 'Sign in to learn.');
  return caller;
}

/** Every lesson of a course in course order: modules by position, then lessons by position. */
export function lessonsInOrder(course: Course): OutlineLesson[] {
  return [...course.modules]
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .flatMap((module) =>
      [...module.lessons]
        .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
        .map((lesson) => ({ ...lesson, moduleId: module.id })),
    );
}

export function loadLearnerState(db: MemoryDatabase, userId: string, course: Course): LearnerState {
  const lessons = lessonsInOrder(course);
  const rows = new Map<string, LessonProgressRecord>();
  for (const lesson of lessons) {
    const row = db.learning.progress.get(progressKey(userId, lesson.id));
    if (row) rows.set(lesson.id, row);
  }
  const quiz = new Map<string, { attempts: number; bestScorePercent: number }>();
  for (const attempt of db.learning.attempts) {
    if (attempt.userId !== userId || attempt.courseId !== course.id) continue;
    const stats = quiz.get(attempt.lessonId) ?? { attempts: 0, bestScorePercent: 0 };
    quiz.set(attempt.lessonId, {
      attempts: stats.attempts + 1,
      bestScorePercent: Math.max(stats.bestScorePercent, attempt.scorePercent),
    });
  }
  const completedIds = [...rows.values()]
    .filter((row) => row.completedAt !== null)
    .map((row) => row.lessonId);
  return {
    lessons,
    rows,
    quiz,
    completedIds,
    states: lessonAvailability(lessons, completedIds, course.lockLessonsInOrder),
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
    positionSeconds: row?.positionSeconds ?? null,
    watchedPercent: row?.watchedPercent ?? 0,
    completedAt: row?.completedAt == null ? null : toIso(row.completedAt),
    bestScorePercent: quiz?.bestScorePercent ?? null,
    attempts: quiz?.attempts ?? 0,
  };
}

/** The stored percent for an enrolled learner (never goes down); computed for an admin previewing. */
export function progressSummaryOf(state: LearnerState, stored: Enrollment | null): ProgressSummary {
  const computed = computeProgress(state.lessons, state.completedIds);
  return {
    percent: stored === null ? computed : stored.progress,
    completed: stored === null ? computed >= 100 : stored.completed,
    completedLessons: countCompleted(state.lessons, state.completedIds),
    totalLessons: state.lessons.length,
  };
}

export function courseProgressOf(
  db: MemoryDatabase,
  courseId: string,
  state: LearnerState,
  enrollment: Enrollment | null,
): CourseProgress {
  const trail = enrollment === null ? undefined : db.learning.trails.get(enrollment.id);
  const last = trail?.lastLessonId ?? null;
  // Resume at the last lesson opened while it is still in the course and open; else at the first lesson to do.
  const resume =
    last !== null && state.states[last] !== undefined && state.states[last] !== 'locked'
      ? last
      : firstLessonToOpen(state.lessons, state.states);
  const activity = trail?.lastActivityAt ?? null;
  return {
    ...progressSummaryOf(state, enrollment),
    courseId,
    enrolled: enrollment !== null,
    resumeLessonId: resume,
    resumePositionSeconds: resume === null ? null : (state.rows.get(resume)?.positionSeconds ?? null),
    lastActivityAt: activity === null ? null : toIso(activity),
    lessons: state.lessons.map((lesson) => lessonProgressOf(state, lesson.id)),
  };
}

export function requireLesson(state: LearnerState, lessonId: string): OutlineLesson {
  const lesson = state.lessons.find((candidate) => candidate.id === lessonId);
  if (lesson === undefined)
    throw new LmsError('functions/not-found', `No lesson "${lessonId}" in this course.`, { lessonId });
  return lesson;
}

/** A locked lesson is closed to students; administrators preview everything. */
export function assertLessonOpen(state: LearnerState, lessonId: string, caller: Caller): void {
  if (!caller.admin && state.states[lessonId] === 'locked') {
    throw new LmsError(
      'functions/permission-denied',
      'This lesson opens when you have completed the lessons before it.',
      { reason: 'lesson-locked', lessonId },
    );
  }
}
