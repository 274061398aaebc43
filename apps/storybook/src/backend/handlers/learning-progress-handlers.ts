// recordLessonProgress and submitQuizAttempt with the server's rules (record-progress.ts, submit-quiz.ts): an
// eventId applies once, every write only moves the learner forward, a lesson completes by lms-core's rule, the
// enrolment's progress never goes down, and quiz answers are revealed only after the attempt is recorded.
import {
  LmsError,
  lessonIsComplete,
  parseStoredContent,
  scoreQuizAttempt,
  type LessonKind,
  type LessonProgressEvent,
} from '@lms/core';
import { eventKey, progressKey, type LessonProgressRecord } from '../learning-data';
import type { MemoryDatabase } from '../memory-database';
import type { HandlerMap } from './handler-types';
import { recordActivity, requireCourseAccess, requireLearner, updateCourseProgress } from './learning-access';
import {
  assertLessonOpen,
  lessonProgressOf,
  loadLearnerState,
  progressSummaryOf,
  requireCaller,
  requireLesson,
  toIso,
} from './learning-state';

/** Which lesson kinds each event makes sense for; anything else is a client bug, refused as invalid. */
const EVENT_KINDS: Record<LessonProgressEvent['event'], readonly LessonKind[] | 'any'> = {
  viewed: 'any',
  'video-progress': ['video'],
  'file-opened': ['file'],
};

interface LessonFacts {
  userId: string;
  courseId: string;
  lessonId: string;
  viewedAt?: number;
  fileOpenedAt?: number;
  quizPassedAt?: number;
  watchedPercent?: number;
  position?: { seconds: number; at: number };
  now: number;
}

/** First times are kept, the watched share is a maximum, the newest position (learner's clock) wins. */
function mergeLessonProgress(db: MemoryDatabase, facts: LessonFacts): LessonProgressRecord {
  const key = progressKey(facts.userId, facts.lessonId);
  const row: LessonProgressRecord = db.learning.progress.get(key) ?? {
    userId: facts.userId,
    courseId: facts.courseId,
    lessonId: facts.lessonId,
    viewedAt: null,
    fileOpenedAt: null,
    quizPassedAt: null,
    watchedPercent: 0,
    positionSeconds: null,
    positionAt: null,
    completedAt: null,
    updatedAt: facts.now,
  };
  row.viewedAt ??= facts.viewedAt ?? null;
  row.fileOpenedAt ??= facts.fileOpenedAt ?? null;
  row.quizPassedAt ??= facts.quizPassedAt ?? null;
  row.watchedPercent = Math.max(row.watchedPercent, facts.watchedPercent ?? 0);
  if (facts.position !== undefined && (row.positionAt === null || facts.position.at >= row.positionAt)) {
    row.positionSeconds = facts.position.seconds;
    row.positionAt = facts.position.at;
  }
  row.updatedAt = facts.now;
  db.learning.progress.set(key, row);
  return row;
}

/** Marks the lesson completed unless it already is; true when this call completed it. */
function markCompleted(row: LessonProgressRecord, at: number): boolean {
  if (row.completedAt !== null) return false;
  row.completedAt = at;
  return true;
}

/** A time on the learner's clock in the future counts as now, so a clock running ahead cannot win forever. */
function clientTime(event: LessonProgressEvent, now: number): number {
  const at = Date.parse(event.clientTimestamp);
  return Number.isFinite(at) ? Math.min(at, now) : now;
}

function factsOf(event: LessonProgressEvent, base: Omit<LessonFacts, 'now'>, at: number, now: number) {
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

export const learningProgressHandlers: HandlerMap = {
  recordLessonProgress: ({ db, clock, caller, input: event }) => {
    const who = requireCaller(caller);
    const access = requireCourseAccess(db, who, event.courseId);
    const { course } = access;
    const now = clock.now();
    const enrollment = requireLearner(access, who);
    const state = loadLearnerState(db, who.uid, course);
    const lesson = requireLesson(state, event.lessonId);
    const allowed = EVENT_KINDS[event.event];
    if (allowed !== 'any' && !allowed.includes(lesson.kind)) {
      throw new LmsError(
        'functions/invalid-argument',
        `A ${event.event} event does not apply to a ${lesson.kind} lesson.`,
        { lessonId: lesson.id, kind: lesson.kind },
      );
    }
    assertLessonOpen(state, lesson.id, who);

    const at = clientTime(event, now);
    const claimed = eventKey(who.uid, event.eventId);
    if (db.learning.appliedEvents.has(claimed)) {
      return {
        duplicate: true,
        newlyCompleted: false,
        lesson: lessonProgressOf(state, lesson.id),
        progress: progressSummaryOf(state, enrollment),
      };
    }
    db.learning.appliedEvents.add(claimed);

    const base = { userId: who.uid, courseId: course.id, lessonId: lesson.id };
    const merged = mergeLessonProgress(db, factsOf(event, base, at, now));
    const newlyCompleted =
      lessonIsComplete(lesson.kind, {
        viewed: merged.viewedAt !== null,
        fileOpened: merged.fileOpenedAt !== null,
        quizPassed: merged.quizPassedAt !== null,
        watchedPercent: merged.watchedPercent,
      }) && markCompleted(merged, at);
    if (newlyCompleted) recordActivity(db, { ...base, kind: 'lesson-completed', at });

    const after = loadLearnerState(db, who.uid, course);
    const progress = updateCourseProgress(db, {
      ...base,
      enrollment,
      state: after,
      now,
      lastLesson: { id: lesson.id, at },
    });
    return { duplicate: false, newlyCompleted, lesson: lessonProgressOf(after, lesson.id), progress };
  },

  submitQuizAttempt: ({ db, clock, caller, input }) => {
    const who = requireCaller(caller);
    const access = requireCourseAccess(db, who, input.courseId);
    const { course } = access;
    const now = clock.now();
    const enrollment = requireLearner(access, who);
    const state = loadLearnerState(db, who.uid, course);
    const lesson = requireLesson(state, input.lessonId);
    if (lesson.kind !== 'quiz') {
      throw new LmsError(
        'functions/invalid-argument',
        `Lesson "${lesson.id}" is a ${lesson.kind} lesson, not a quiz.`,
        { lessonId: lesson.id, kind: lesson.kind },
      );
    }
    assertLessonOpen(state, lesson.id, who);

    const quiz = parseStoredContent('quiz', db.learning.contents.get(lesson.id)?.content);
    const score = scoreQuizAttempt(quiz, input.answers);
    const base = { userId: who.uid, courseId: course.id, lessonId: lesson.id };
    const attemptId = db.nextId('attempt');
    db.learning.attempts.push({
      ...base,
      id: attemptId,
      answers: structuredClone(input.answers),
      scorePercent: score.scorePercent,
      passed: score.passed,
      submittedAt: now,
    });
    const attemptNumber = db.learning.attempts.filter(
      (attempt) => attempt.userId === who.uid && attempt.lessonId === lesson.id,
    ).length;
    recordActivity(db, {
      ...base,
      kind: 'quiz-attempted',
      scorePercent: score.scorePercent,
      passed: score.passed,
      at: now,
    });

    // Opening the quiz counts as viewing it; passing it completes the lesson (a later failed attempt never undoes it).
    const merged = mergeLessonProgress(db, {
      ...base,
      viewedAt: now,
      ...(score.passed ? { quizPassedAt: now } : {}),
      now,
    });
    const newlyCompleted = score.passed && markCompleted(merged, now);
    if (newlyCompleted) recordActivity(db, { ...base, kind: 'lesson-completed', at: now });

    const after = loadLearnerState(db, who.uid, course);
    const progress = updateCourseProgress(db, {
      ...base,
      enrollment,
      state: after,
      now,
      lastLesson: { id: lesson.id, at: now },
    });
    return {
      attemptId,
      attemptNumber,
      submittedAt: toIso(now),
      scorePercent: score.scorePercent,
      passMark: quiz.passMark,
      passed: score.passed,
      correctCount: score.correctCount,
      questionCount: score.questionCount,
      questions: score.questions,
      newlyCompleted,
      lesson: lessonProgressOf(after, lesson.id),
      progress,
    };
  },
};
