// The learning tables of the self-hosted server, held in maps: lesson content (as authored), lesson progress,
// applied progress events, quiz attempts, learning activity, and the enrolment's resume point.
import type { ActivityKind, LessonKind, LessonContentOf, QuizAnswer } from '@lms/core';

/** A lesson's content in its authored form (right answers included), tagged with the kind it was written for. */
export type StoredContent = { [K in LessonKind]: { kind: K; content: LessonContentOf<K> } }[LessonKind];

/** One learner's facts about one lesson. Times are milliseconds; every change only moves the learner forward. */
export interface LessonProgressRecord {
  userId: string;
  courseId: string;
  lessonId: string;
  viewedAt: number | null;
  fileOpenedAt: number | null;
  quizPassedAt: number | null;
  watchedPercent: number;
  positionSeconds: number | null;
  /** The learner's clock when the position was reported: the newest report wins. */
  positionAt: number | null;
  completedAt: number | null;
  updatedAt: number;
}

export interface QuizAttemptRecord {
  id: string;
  userId: string;
  courseId: string;
  lessonId: string;
  answers: QuizAnswer[];
  scorePercent: number;
  passed: boolean;
  submittedAt: number;
}

export interface ActivityRecord {
  id: string;
  userId: string;
  courseId: string;
  lessonId: string | null;
  kind: ActivityKind;
  scorePercent: number | null;
  passed: boolean | null;
  at: number;
}

/** What the server keeps on the enrolment row besides the contract's fields: where to resume, last activity. */
export interface EnrollmentTrail {
  lastLessonId: string | null;
  lastLessonAt: number | null;
  lastActivityAt: number | null;
}

export interface LearningData {
  /** By lesson id. */
  contents: Map<string, StoredContent>;
  /** By `${userId} ${lessonId}`. */
  progress: Map<string, LessonProgressRecord>;
  /** Applied progress events, `${userId} ${eventId}`. */
  appliedEvents: Set<string>;
  attempts: QuizAttemptRecord[];
  activity: ActivityRecord[];
  /** By enrolment id. */
  trails: Map<string, EnrollmentTrail>;
}

export function createLearningData(): LearningData {
  return {
    contents: new Map(),
    progress: new Map(),
    appliedEvents: new Set(),
    attempts: [],
    activity: [],
    trails: new Map(),
  };
}

export const progressKey = (userId: string, lessonId: string) => `${userId} ${lessonId}`;
export const eventKey = (userId: string, eventId: string) => `${userId} ${eventId}`;

function removeWhere<T>(items: T[], drop: (item: T) => boolean): void {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (drop(items[index] as T)) items.splice(index, 1);
  }
}

/** A deleted account takes its learning data with it (the server's ON DELETE CASCADE). */
export function forgetLearner(data: LearningData, userId: string): void {
  for (const [key, record] of data.progress) if (record.userId === userId) data.progress.delete(key);
  for (const key of data.appliedEvents) if (key.startsWith(`${userId} `)) data.appliedEvents.delete(key);
  removeWhere(data.attempts, (attempt) => attempt.userId === userId);
  removeWhere(data.activity, (entry) => entry.userId === userId);
}

/** A deleted lesson takes its content, progress and attempts with it; activity keeps the entry without the lesson. */
export function forgetLesson(data: LearningData, lessonId: string): void {
  data.contents.delete(lessonId);
  for (const [key, record] of data.progress) if (record.lessonId === lessonId) data.progress.delete(key);
  removeWhere(data.attempts, (attempt) => attempt.lessonId === lessonId);
  for (const trail of data.trails.values()) {
    if (trail.lastLessonId === lessonId) trail.lastLessonId = null;
  }
}

/** A deleted course takes every learning row of it. */
export function forgetCourse(data: LearningData, courseId: string, lessonIds: readonly string[]): void {
  for (const lessonId of lessonIds) forgetLesson(data, lessonId);
  removeWhere(data.activity, (entry) => entry.courseId === courseId);
}
