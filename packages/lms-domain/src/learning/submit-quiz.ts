// submitQuizAttempt: refuse an attempt the quiz's limit does not allow, score with lms-core's rule, keep the attempt,
// complete the lesson when passed, and only then reveal the right answers, if the quiz's policy allows it.
import {
  LmsError,
  parseStoredContent,
  QUIZ_NO_ATTEMPTS_LEFT,
  quizAnswersShown,
  quizAttemptsLeft,
  scoreQuizAttempt,
  type QuizAnswer,
  type QuizAttemptResult,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { toIso } from '../catalogue/course-mapping';
import { recordActivity } from './activity';
import { findLearningCourse, lockCourseAccess } from './course-access';
import { loadLessonContent, requireLesson } from './course-lessons';
import { updateCourseProgress } from './course-progress-update';
import { lessonProgressOf, loadLearnerState, quizRecordOf } from './learner-state';
import { markLessonCompleted, mergeLessonProgress } from './lesson-progress-store';
import { insertAttempt } from './quiz-attempts';
import { assertLessonOpen } from './learning-gates';
import { publish } from '../events/publish';

export interface QuizSubmission {
  courseId: string;
  lessonId: string;
  answers: QuizAnswer[];
}

export async function submitQuizAttempt(
  ctx: DomainContext,
  caller: Caller,
  input: QuizSubmission,
): Promise<QuizAttemptResult> {
  const earlier = await findLearningCourse(ctx.db, input.courseId);
  // A passed quiz in a finished course may owe a certificate: the first, or a new one after the last expired.
  let finishedCourseId: string | null = null;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const access = await lockCourseAccess(trx, ctx.dialect, caller, input.courseId, earlier);
    const { course, enrollment } = access;
    const state = await loadLearnerState(trx, caller.uid, access);
    const lesson = requireLesson(state.outline, input.lessonId);
    if (lesson.kind !== 'quiz') {
      throw new LmsError(
        'functions/invalid-argument',
        `Lesson "${lesson.id}" is a ${lesson.kind} lesson, not a quiz.`,
        {
          lessonId: lesson.id,
          kind: lesson.kind,
        },
      );
    }
    assertLessonOpen(state, lesson.id, caller);

    const quiz = parseStoredContent('quiz', await loadLessonContent(trx, lesson.id));
    // Counted under the enrolment's lock (lockCourseAccess), so two attempts sent at once cannot both be the last.
    const before = quizRecordOf(state, lesson.id);
    if (quizAttemptsLeft(quiz, before) === 0) {
      throw new LmsError('functions/permission-denied', 'You have no attempts left at this quiz.', {
        reason: QUIZ_NO_ATTEMPTS_LEFT,
        lessonId: lesson.id,
        attemptsLimit: quiz.attemptsLimit,
        attempts: before.attempts,
      });
    }
    const score = scoreQuizAttempt(quiz, input.answers);
    const base = { userId: caller.uid, courseId: course.id, lessonId: lesson.id };
    const attempt = await insertAttempt(trx, {
      ...base,
      answers: input.answers,
      scorePercent: score.scorePercent,
      passed: score.passed,
      submittedAt: now,
    });
    await recordActivity(trx, {
      ...base,
      kind: 'quiz-attempted',
      scorePercent: score.scorePercent,
      passed: score.passed,
      at: now,
    });

    // Opening the quiz counts as viewing it; passing it completes the lesson (a later failed attempt never undoes it).
    await mergeLessonProgress(trx, {
      ...base,
      viewedAt: now,
      ...(score.passed ? { quizPassedAt: now } : {}),
      now,
    });
    const newlyCompleted = score.passed && (await markLessonCompleted(trx, caller.uid, lesson.id, now));
    if (newlyCompleted) await recordActivity(trx, { ...base, kind: 'lesson-completed', at: now });

    const after = await loadLearnerState(trx, caller.uid, access);
    const progress = await updateCourseProgress(trx, {
      ...base,
      enrollment,
      state: after,
      now,
      lastLesson: { id: lesson.id, at: now },
    });
    if (score.passed && enrollment !== null && progress.completed) finishedCourseId = course.id;
    const record = { attempts: attempt.attemptNumber, passed: before.passed || score.passed };
    // Left out of the answer, not just hidden by the viewer: what the policy hides never leaves the server.
    const answersShown = quizAnswersShown(quiz, record);

    return {
      attemptId: attempt.id,
      attemptNumber: attempt.attemptNumber,
      submittedAt: toIso(now),
      scorePercent: score.scorePercent,
      passMark: quiz.passMark,
      passed: score.passed,
      correctCount: score.correctCount,
      questionCount: score.questionCount,
      questions: answersShown ? score.questions : [],
      answersShown,
      revealAnswers: quiz.revealAnswers,
      attemptsLimit: quiz.attemptsLimit,
      attemptsLeft: quizAttemptsLeft(quiz, record),
      newlyCompleted,
      lesson: lessonProgressOf(after, lesson.id),
      progress,
    };
  });
  // After the commit; publishing never throws, so what follows cannot hold up or undo the attempt.
  if (finishedCourseId !== null)
    await publish(ctx, 'course-completed', { userId: caller.uid, courseId: finishedCourseId });
  if (result.passed)
    await publish(ctx, 'quiz-passed', {
      userId: caller.uid,
      courseId: input.courseId,
      lessonId: input.lessonId,
    });
  return result;
}
