import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import { callFunction } from '../../fixtures/callable';
import { buildCourse, caller, QUIZ, type BuiltCourse } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const RIGHT = [
  { questionId: 'q-single', optionIds: ['mercury'] },
  { questionId: 'q-multiple', optionIds: ['saturn', 'jupiter'] },
];

export const describeQuizzes = (openHost: OpenConformanceHost) =>
  describe('quizzes', () => {
    let host: ConformanceHost;
    let course: BuiltCourse;
    let uid: string;
    let idToken: string;
    const quizId = () => course.lessonIds[1] as string;

    beforeAll(async () => {
      host = await openHost({});
      // Answers never shown, so passing closes nothing and the learner may try again (quiz-policy.ts: the others).
      course = await buildCourse(host.ctx.db, {
        slug: 'quiz-course',
        lessons: ['text', 'quiz'],
        content: { quiz: { ...QUIZ, revealAnswers: 'never' } },
      });
      const session = await host.signIn({ email: 'quiz-taker@example.com' });
      uid = session.uid;
      idToken = session.idToken;
      await enrollUser(host.ctx, { userId: uid, courseId: course.courseId, source: 'free' });
    });
    afterAll(() => host?.close());

    const call = (name: string, data: unknown) => callFunction(host, idToken, name, data);
    const submit = (answers: { questionId: string; optionIds: string[] }[]) =>
      learningHandlers.submitQuizAttempt({
        ctx: host.ctx,
        caller: caller(uid),
        input: { courseId: course.courseId, lessonId: quizId(), answers },
      });

    it('never sends the right answers with the quiz (checked on the wire)', async () => {
      const { status, body, raw } = await call('getLesson', {
        courseId: course.courseId,
        lessonId: quizId(),
      });
      expect(status).toBe(200);
      expect(raw).not.toContain('correctOptionIds');
      expect(body.result.content).toMatchObject({ kind: 'quiz', passMark: 60 });
      expect(body.result.content.questions[1]).toEqual({
        id: 'q-multiple',
        prompt: 'Which are gas giants?',
        kind: 'multiple',
        options: [
          { id: 'jupiter', text: 'Jupiter' },
          { id: 'saturn', text: 'Saturn' },
          { id: 'mars', text: 'Mars' },
        ],
      });
    });

    it('scores a failed attempt below the pass mark and records it, showing no right answers', async () => {
      const result = await submit([
        { questionId: 'q-single', optionIds: ['mercury'] },
        { questionId: 'q-multiple', optionIds: ['jupiter'] }, // partial: one right option missing
      ]);
      expect(result).toMatchObject({
        attemptNumber: 1,
        scorePercent: 50,
        passMark: 60,
        passed: false,
        correctCount: 1,
        questionCount: 2,
        newlyCompleted: false,
        lesson: { state: 'available', attempts: 1, bestScorePercent: 50 },
        progress: { percent: 0 },
      });
      expect(result).toMatchObject({
        answersShown: false,
        questions: [],
        attemptsLimit: null,
        attemptsLeft: null,
      });
    });

    it('counts an unanswered question as wrong (partial answers)', async () => {
      const result = await submit([{ questionId: 'q-multiple', optionIds: ['jupiter', 'saturn'] }]);
      expect(result).toMatchObject({ attemptNumber: 2, scorePercent: 50, passed: false });
    });

    it('passes at or above the pass mark, completes the lesson, and raises progress', async () => {
      const result = await submit(RIGHT);
      expect(result).toMatchObject({
        attemptNumber: 3,
        scorePercent: 100,
        passed: true,
        newlyCompleted: true,
        lesson: { state: 'completed', attempts: 3, bestScorePercent: 100 },
        progress: { percent: 50, completedLessons: 1, totalLessons: 2 },
      });
    });

    it('refuses a submission with nothing chosen, recording no attempt', async () => {
      await expect(submit([])).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        details: { reason: 'no-answer' },
      });
      await expect(submit([{ questionId: 'q-single', optionIds: [] }])).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
    });

    it('keeps the lesson completed after a later failed attempt', async () => {
      const result = await submit([{ questionId: 'q-single', optionIds: ['venus'] }]);
      expect(result).toMatchObject({
        attemptNumber: 4,
        scorePercent: 0,
        passed: false,
        newlyCompleted: false,
      });
      expect(result.lesson).toMatchObject({ state: 'completed', bestScorePercent: 100, attempts: 4 });
    });

    it('records every attempt with its answers and score', async () => {
      const attempts = await host.ctx.db
        .selectFrom('quiz_attempts')
        .select(['score_percent', 'passed', 'answers'])
        .where('user_id', '=', uid)
        .orderBy('submitted_at')
        .execute();
      expect(attempts.map((a) => [a.score_percent, a.passed])).toEqual([
        [50, 0],
        [50, 0],
        [100, 1],
        [0, 0],
      ]);
      expect(JSON.parse(attempts[2]?.answers ?? '[]')).toEqual(RIGHT);
    });

    it('refuses answers that do not belong to the quiz, recording nothing', async () => {
      const before = await host.ctx.db.selectFrom('quiz_attempts').select('id').execute();
      const { status, body } = await call('submitQuizAttempt', {
        courseId: course.courseId,
        lessonId: quizId(),
        answers: [{ questionId: 'q-single', optionIds: ['pluto'] }],
      });
      expect(status).toBe(400);
      expect(body.error.code).toBe('functions/invalid-argument');
      await expect(
        submit([{ questionId: 'q-single', optionIds: ['mercury', 'venus'] }]),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
      expect(await host.ctx.db.selectFrom('quiz_attempts').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('refuses a quiz attempt on a lesson that is not a quiz', async () => {
      await expect(
        learningHandlers.submitQuizAttempt({
          ctx: host.ctx,
          caller: caller(uid),
          input: { courseId: course.courseId, lessonId: course.lessonIds[0] as string, answers: [] },
        }),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    });

    it('refuses the same question answered twice before it reaches the server', async () => {
      const { status } = await call('submitQuizAttempt', {
        courseId: course.courseId,
        lessonId: quizId(),
        answers: [
          { questionId: 'q-single', optionIds: ['mercury'] },
          { questionId: 'q-single', optionIds: ['venus'] },
        ],
      });
      expect(status).toBe(400);
    });
  });
