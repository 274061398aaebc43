// Results and exports: distributions, NPS and word lists; named surveys show who answered what; anonymous surveys
// keep who completed apart from what was answered, show nothing below 5 answers, and no operation or export puts an
// identity next to an anonymous answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { startActionPlanHost, type ActionPlanHarness, type Actor } from '../../fixtures/action-plan-harness';
import { surveyInput } from '../../fixtures/survey-fixtures';
import type { OpenConformanceHost } from '../../host';

let submissions = 0;
const submissionId = () => `result-${Date.now()}-${(submissions += 1)}`;

export const describeSurveyResults = (openHost: OpenConformanceHost) =>
  describe('survey results', () => {
    let h: ActionPlanHarness;
    const learners: Actor[] = [];
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
      for (let n = 1; n <= 5; n += 1) {
        const email = `learner${n}@example.com`;
        const learner = { email, ...(await h.host.signIn({ email })) };
        await enrollUser(h.host.ctx, { userId: learner.uid, courseId: h.courseId, source: 'free' });
        learners.push(learner);
      }
    });
    afterAll(() => h?.close());

    const answer = (learner: Actor, surveyId: string, answers: Record<string, unknown>) =>
      h.call(learner.idToken, 'submitSurveyAnswers', {
        surveyId,
        submissionId: submissionId(),
        answers,
      } as never);
    const ratings = [10, 9, 7, 3, 10];
    const texts = ['Great videos', 'videos too long', 'great pace', 'Too fast', 'great'];

    it('charts each question and lists who answered what on a named survey', async () => {
      const survey = await h.call(h.admin.idToken, 'createSurvey', surveyInput({ courseId: h.courseId }));
      for (const [n, learner] of learners.slice(0, 3).entries())
        await answer(learner, survey.id, {
          stars: n + 3,
          nps: ratings[n],
          best: 'Videos',
          tools: ['Phone', 'Laptop'],
          more: texts[n],
        });
      await h.call(learners[3]!.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
      const results = await h.call(h.admin.idToken, 'adminSurveyResults', { surveyId: survey.id });
      expect(results).toMatchObject({ responseCount: 3, reachedCount: 4, responseRate: 75, withheld: false });
      const byId = Object.fromEntries(results.questions.map((q) => [q.questionId, q]));
      expect(byId.stars?.distribution.map((d) => d.count)).toEqual([0, 0, 1, 1, 1]);
      expect(byId.nps?.nps).toEqual({ score: 67, promoters: 2, passives: 1, detractors: 0 });
      expect(byId.best?.distribution).toEqual([
        { label: 'Videos', count: 3 },
        { label: 'Quizzes', count: 0 },
        { label: 'Texts', count: 0 },
      ]);
      expect(byId.tools?.distribution.map((d) => d.count)).toEqual([3, 3]);
      expect(byId.more?.words.slice(0, 2)).toEqual([
        { label: 'great', count: 2 },
        { label: 'videos', count: 2 },
      ]);
      expect(results.answers?.map((row) => row.learnerEmail).sort()).toEqual([
        'learner1@example.com',
        'learner2@example.com',
        'learner3@example.com',
      ]);
      const csv = await h.call(h.admin.idToken, 'exportSurveyCsv', { surveyId: survey.id });
      expect(csv.rows).toBe(3);
      expect(csv.csv).toContain('learner1@example.com');
      expect(csv.csv.split('\r\n')[0]).toContain('Completed,Learner,E-mail,How was it?');
      const future = await h.call(h.admin.idToken, 'adminSurveyResults', {
        surveyId: survey.id,
        from: '2999-01-01',
      });
      expect(future.responseCount).toBe(0);
    });

    it('withholds anonymous results below 5 answers and never pairs an answer with an identity', async () => {
      const survey = await h.call(
        h.admin.idToken,
        'createSurvey',
        surveyInput({ courseId: h.courseId, anonymous: true, title: 'Anonymous feedback' }),
      );
      for (const [n, learner] of learners.slice(0, 4).entries())
        await answer(learner, survey.id, { stars: 4, nps: ratings[n], more: texts[n] });
      const few = await h.call(h.admin.idToken, 'adminSurveyResults', { surveyId: survey.id });
      expect(few).toMatchObject({ responseCount: 4, withheld: true, questions: [], answers: null });
      const early = await h.fail(h.admin.idToken, 'exportSurveyCsv', { surveyId: survey.id });
      expect(early.details?.reason).toBe('below-threshold');

      await answer(learners[4]!, survey.id, { stars: 2, nps: 10, more: texts[4] });
      // A refused answer of an anonymous survey is a survey error too; it must not reveal its sender either.
      await h.fail(h.student.idToken, 'submitSurveyAnswers', {
        surveyId: survey.id,
        submissionId: submissionId(),
        answers: { stars: 0 },
      });
      const results = await h.call(h.admin.idToken, 'adminSurveyResults', { surveyId: survey.id });
      expect(results).toMatchObject({ responseCount: 5, withheld: false, answers: null });
      expect(results.questions.find((q) => q.questionId === 'nps')?.nps?.score).toBe(40);
      const csv = await h.call(h.admin.idToken, 'exportSurveyCsv', { surveyId: survey.id });
      expect(csv.rows).toBe(5);
      expect(csv.csv.split('\r\n')[0]).toMatch(/^\uFEFFDay,How was it\?/);

      const everything = JSON.stringify([
        results,
        csv,
        await h.call(h.admin.idToken, 'adminGetSurvey', { surveyId: survey.id }),
        await h.call(h.admin.idToken, 'adminListSurveys', {}),
        await h.call(h.admin.idToken, 'adminListSurveyErrors', { status: 'all', surveyId: survey.id }),
      ]);
      for (const person of [...learners, h.student]) {
        expect(everything).not.toContain(person.email);
        expect(everything).not.toContain(person.uid);
      }
      // Stored apart: responses have no learner, no completion and only the day they were given.
      const responses = await h.host.ctx.db
        .selectFrom('survey_responses')
        .selectAll()
        .where('survey_id', '=', survey.id)
        .execute();
      expect(responses).toHaveLength(5);
      for (const response of responses) {
        expect(response.completion_id).toBeNull();
        expect(Number(response.submitted_at) % 86_400_000).toBe(0);
        expect(Object.keys(response)).not.toContain('user_id');
      }
    });

    it('refuses to switch anonymity or change a question kind once answered', async () => {
      const input = surveyInput({ courseId: h.courseId });
      const survey = await h.call(h.admin.idToken, 'createSurvey', input);
      await answer(learners[0]!, survey.id, { stars: 5 });
      const switched = await h.fail(h.admin.idToken, 'updateSurvey', {
        surveyId: survey.id,
        survey: { ...input, anonymous: true },
      });
      expect(switched.details?.reason).toBe('anonymity-locked');
      const questions = input.questions.map((q) =>
        q.id === 'title' ? { ...q, kind: 'long-text' as const } : q,
      );
      const kind = await h.fail(h.admin.idToken, 'updateSurvey', {
        surveyId: survey.id,
        survey: { ...input, questions },
      });
      expect(kind.details).toMatchObject({ reason: 'kind-locked', questionId: 'title' });
      const reworded = await h.call(h.admin.idToken, 'updateSurvey', {
        surveyId: survey.id,
        survey: { ...input, title: 'Renamed' },
      });
      expect(reworded).toMatchObject({ title: 'Renamed', responseCount: 1 });
    });

    it('checks the survey form: course for course surveys, lesson in the course, dates in order', async () => {
      const refused = await h.fail(h.admin.idToken, 'createSurvey', {
        ...surveyInput(),
        placement: 'course-end',
        closesAt: '2020-01-01T00:00:00.000Z',
        opensAt: '2021-01-01T00:00:00.000Z',
      });
      expect(refused.status).toBe(400);
      expect(refused.message).toContain('Choose the course it belongs to.');
      const lesson = await h.fail(h.admin.idToken, 'createSurvey', {
        ...surveyInput({ courseId: h.courseId }),
        placement: 'after-lesson',
        lessonId: 'not-a-lesson',
      });
      expect(lesson.details?.reason).toBe('no-lesson');
    });
  });
