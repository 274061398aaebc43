// Attempt limits and when the right answers are shown (issue 30): every host refuses the attempt past the limit and
// leaves hidden answers out of what it sends, whatever the viewer would show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_NO_ATTEMPTS_LEFT } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { callFunction } from '../../fixtures/callable';
import { buildCourse, QUIZ, type BuiltCourse } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const RIGHT = [
  { questionId: 'q-single', optionIds: ['mercury'] },
  { questionId: 'q-multiple', optionIds: ['saturn', 'jupiter'] },
];
const WRONG = [{ questionId: 'q-single', optionIds: ['venus'] }];

export const describeQuizPolicy = (openHost: OpenConformanceHost) =>
  describe('quiz attempts and answers', () => {
    let host: ConformanceHost;
    let idToken: string;
    let slug = 0;

    beforeAll(async () => {
      host = await openHost({});
      const session = await host.signIn({ email: 'policy-taker@example.com' });
      idToken = session.idToken;
    });
    afterAll(() => host?.close());

    /** A course with one quiz of these settings (none: saved before they existed), the learner enrolled. */
    async function quizWith(settings: Record<string, unknown>): Promise<string> {
      const course: BuiltCourse = await buildCourse(host.ctx.db, {
        slug: `policy-${++slug}`,
        lessons: ['quiz'],
        content: { quiz: { ...QUIZ, ...settings } },
      });
      const { uid } = await host.signIn({ email: 'policy-taker@example.com' });
      await enrollUser(host.ctx, { userId: uid, courseId: course.courseId, source: 'free' });
      return `${course.courseId} ${course.lessonIds[0]}`;
    }

    const call = (name: string, data: unknown) => callFunction(host, idToken, name, data);
    const ids = (quiz: string) => {
      const [courseId, lessonId] = quiz.split(' ');
      return { courseId, lessonId };
    };
    const submit = (quiz: string, answers: typeof RIGHT) =>
      call('submitQuizAttempt', { ...ids(quiz), answers });
    const lessonOf = (quiz: string) => call('getLesson', ids(quiz));

    it('limits attempts: the third of two is refused, recorded nowhere, and answers stay hidden', async () => {
      const quiz = await quizWith({ attemptsLimit: 2, revealAnswers: 'never' });
      expect((await lessonOf(quiz)).body.result.content).toMatchObject({ attemptsLimit: 2, attemptsLeft: 2 });

      const first = await submit(quiz, WRONG);
      expect(first.status).toBe(200);
      expect(first.body.result).toMatchObject({ attemptNumber: 1, attemptsLeft: 1, answersShown: false });
      const second = await submit(quiz, WRONG);
      expect(second.body.result).toMatchObject({ attemptNumber: 2, attemptsLeft: 0, answersShown: false });
      // Not in the answer at all, not just unshown: no right answers, no per-question verdicts.
      for (const answer of [first, second]) {
        expect(answer.raw).not.toContain('correctOptionIds');
        expect(answer.raw).not.toContain('"correct"');
        expect(answer.body.result.questions).toEqual([]);
      }

      const third = await submit(quiz, RIGHT);
      expect(third.status).toBe(403);
      expect(third.body.error).toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: QUIZ_NO_ATTEMPTS_LEFT, attemptsLimit: 2, attempts: 2 },
      });
      const lesson = (await lessonOf(quiz)).body.result;
      expect(lesson.content).toMatchObject({ attemptsLimit: 2, attemptsLeft: 0 });
      // The refused right answers count for nothing: the best score (the certificate's grade) is still 0.
      expect(lesson.progress).toMatchObject({ attempts: 2, bestScorePercent: 0, state: 'available' });
    });

    it('shows the answers with the last attempt when the quiz says so, not before', async () => {
      const quiz = await quizWith({ attemptsLimit: 2, revealAnswers: 'after-last-attempt' });
      const first = await submit(quiz, RIGHT);
      expect(first.body.result).toMatchObject({ passed: true, answersShown: false, attemptsLeft: 1 });
      expect(first.raw).not.toContain('correctOptionIds');
      const last = await submit(quiz, WRONG);
      expect(last.body.result).toMatchObject({ passed: false, answersShown: true, attemptsLeft: 0 });
      expect(last.body.result.questions[0]).toEqual({
        questionId: 'q-single',
        correct: false,
        selectedOptionIds: ['venus'],
        correctOptionIds: ['mercury'],
      });
      // The best attempt counts, not the last.
      expect(last.body.result.lesson).toMatchObject({ bestScorePercent: 100, state: 'completed' });
    });

    it('treats a quiz saved without settings as unlimited, answers after passing, then closed', async () => {
      const quiz = await quizWith({});
      expect((await lessonOf(quiz)).body.result.content).toMatchObject({
        attemptsLimit: null,
        attemptsLeft: null,
        revealAnswers: 'after-passing',
      });
      for (let attempt = 1; attempt <= 3; attempt++) {
        const failed = await submit(quiz, WRONG);
        expect(failed.body.result).toMatchObject({ answersShown: false, attemptsLeft: null });
        expect(failed.raw).not.toContain('correctOptionIds');
      }
      const passed = await submit(quiz, RIGHT);
      expect(passed.body.result).toMatchObject({ attemptNumber: 4, answersShown: true, attemptsLeft: 0 });
      expect(passed.body.result.questions).toHaveLength(2);
      // Having seen the answers, another attempt would score them: refused.
      const after = await submit(quiz, RIGHT);
      expect(after.status).toBe(403);
      expect(after.body.error.details.reason).toBe(QUIZ_NO_ATTEMPTS_LEFT);
    });

    it('takes only the attempts the limit allows when several are sent at once', async () => {
      const quiz = await quizWith({ attemptsLimit: 2, revealAnswers: 'never' });
      const answers = await Promise.all([1, 2, 3, 4].map(() => submit(quiz, WRONG)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403, 403]);
      expect((await lessonOf(quiz)).body.result.progress).toMatchObject({ attempts: 2 });
    });
  });
