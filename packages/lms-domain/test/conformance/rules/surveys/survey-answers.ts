// Answering surveys through the callable route: validation per question kind with a message per question, required
// questions, one completion per learner and survey, dates, and refusals recorded as survey errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyInput } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import { surveyInput } from '../../fixtures/survey-fixtures';
import type { OpenConformanceHost } from '../../host';

let submissions = 0;
const submissionId = () => `answer-${Date.now()}-${(submissions += 1)}`;

export const describeSurveyAnswers = (openHost: OpenConformanceHost) =>
  describe('answering surveys', () => {
    let h: ActionPlanHarness;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
    });
    afterAll(() => h?.close());

    const create = (input: Partial<SurveyInput> = {}) =>
      h.call(h.admin.idToken, 'createSurvey', surveyInput({ courseId: h.courseId, ...input }));
    const submit = (token: string, surveyId: string, answers: Record<string, unknown>, id = submissionId()) =>
      h.call(token, 'submitSurveyAnswers', { surveyId, submissionId: id, answers } as never);
    const refuse = (token: string, surveyId: string, answers: Record<string, unknown>) =>
      h.fail(token, 'submitSurveyAnswers', { surveyId, submissionId: submissionId(), answers });
    const errors = async () =>
      (await h.call(h.admin.idToken, 'adminListSurveyErrors', { status: 'all' })).items;

    it('refuses each kind of wrong answer with a message for that question', async () => {
      const survey = await create();
      const refused = await refuse(h.student.idToken, survey.id, {
        stars: 6,
        nps: 3.5,
        best: 'Podcasts',
        tools: ['Phone', 'Phone'],
        title: 'two\nlines',
        more: 'x'.repeat(5001),
        extra: 'who?',
      });
      expect(refused.status).toBe(400);
      expect(refused.details?.reason).toBe('invalid-answers');
      expect(refused.details?.questions).toMatchObject([
        { questionId: 'extra', message: 'This question is not in the survey.' },
        { questionId: 'stars', message: 'Choose a whole number from 1 to 5.' },
        { questionId: 'nps', message: 'Choose a whole number from 0 to 10.' },
        { questionId: 'best', message: 'Choose one of the options.' },
        { questionId: 'tools', message: 'Choose each option once.' },
        { questionId: 'title', message: 'Keep your answer on one line.' },
        { questionId: 'more', message: 'Keep your answer under 5000 characters.' },
      ]);
      const missing = await refuse(h.student.idToken, survey.id, { nps: 10 });
      expect(missing.details?.questions).toMatchObject([
        { questionId: 'stars', message: 'This question needs an answer.' },
      ]);
      const blank = await refuse(h.student.idToken, survey.id, { stars: null, title: '   ' });
      expect(blank.details?.questions).toMatchObject([
        { questionId: 'stars', message: 'This question needs an answer.' },
      ]);
    });

    it('records one completion per learner: a resend or a second answer is "already answered"', async () => {
      const survey = await create();
      const id = submissionId();
      const first = await submit(h.student.idToken, survey.id, { stars: 5, tools: ['Laptop'] }, id);
      expect(first.status).toBe('recorded');
      expect((await submit(h.student.idToken, survey.id, { stars: 5 }, id)).status).toBe('already-answered');
      expect((await submit(h.student.idToken, survey.id, { stars: 1 })).status).toBe('already-answered');
      const db = h.host.ctx.db;
      const completions = await db
        .selectFrom('survey_completions')
        .selectAll()
        .where('survey_id', '=', survey.id)
        .execute();
      const responses = await db
        .selectFrom('survey_responses')
        .selectAll()
        .where('survey_id', '=', survey.id)
        .execute();
      expect(completions).toHaveLength(1);
      expect(responses.map((row) => JSON.parse(row.answers))).toEqual([{ stars: 5, tools: ['Laptop'] }]);
      const view = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
      expect(view).toMatchObject({ answered: true, state: 'open' });
    });

    it('a repeatable survey records each new answer once: one completion, counted attempts, a resend ignored', async () => {
      const survey = await create({ repeatable: true });
      expect(survey.repeatable).toBe(true);
      const first = submissionId();
      const second = submissionId();
      expect((await submit(h.student.idToken, survey.id, { stars: 2 }, first)).status).toBe('recorded');
      // The second answer sent twice at once (two tabs, or a retry after a lost reply): it lands once.
      const twice = await Promise.all([
        submit(h.student.idToken, survey.id, { stars: 4 }, second),
        submit(h.student.idToken, survey.id, { stars: 4 }, second),
      ]);
      expect(twice.map((outcome) => outcome.status).sort()).toEqual(['already-answered', 'recorded']);
      expect((await submit(h.student.idToken, survey.id, { stars: 2 }, first)).status).toBe(
        'already-answered',
      );
      const db = h.host.ctx.db;
      const completions = await db
        .selectFrom('survey_completions')
        .select(['id', 'attempts'])
        .where('survey_id', '=', survey.id)
        .execute();
      expect(completions.map((row) => Number(row.attempts))).toEqual([2]);
      const responses = await db
        .selectFrom('survey_responses')
        .select(['answers', 'completion_id'])
        .where('survey_id', '=', survey.id)
        .orderBy('submitted_at')
        .execute();
      expect(responses.map((row) => JSON.parse(row.answers).stars).sort()).toEqual([2, 4]);
      expect(new Set(responses.map((row) => row.completion_id))).toEqual(new Set([completions[0]!.id]));
      // Counted as one learner for the rate, two responses for the charts.
      const results = await h.call(h.admin.idToken, 'adminSurveyResults', { surveyId: survey.id });
      expect(results).toMatchObject({ responseCount: 2, survey: { responseCount: 1 } });
      const view = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
      expect(view).toMatchObject({ answered: true, repeatable: true });
    });

    it('a survey made repeatable after answers keeps the earlier answer once and records new ones', async () => {
      const survey = await create();
      const before = submissionId();
      expect((await submit(h.student.idToken, survey.id, { stars: 3 }, before)).status).toBe('recorded');
      await h.call(h.admin.idToken, 'updateSurvey', {
        surveyId: survey.id,
        survey: surveyInput({ courseId: h.courseId, repeatable: true }),
      });
      expect((await submit(h.student.idToken, survey.id, { stars: 3 }, before)).status).toBe(
        'already-answered',
      );
      expect((await submit(h.student.idToken, survey.id, { stars: 5 })).status).toBe('recorded');
      const results = await h.call(h.admin.idToken, 'adminSurveyResults', { surveyId: survey.id });
      expect(results).toMatchObject({ responseCount: 2, survey: { responseCount: 1, repeatable: true } });
    });

    it('refuses answers outside the dates and from learners not enrolled', async () => {
      const closed = await create({
        closesAt: '2000-01-02T00:00:00.000Z',
        opensAt: '2000-01-01T00:00:00.000Z',
      });
      const late = await refuse(h.student.idToken, closed.id, { stars: 3 });
      expect(late).toMatchObject({ status: 400, details: { reason: 'survey-closed' } });
      const open = await create();
      const outsider = await refuse(h.other.idToken, open.id, { stars: 3 });
      expect(outsider).toMatchObject({ status: 403, details: { reason: 'not-enrolled' } });
      expect((await h.fail(h.other.idToken, 'getSurveyToAnswer', { surveyId: open.id })).status).toBe(404);
      const unknown = await refuse(h.student.idToken, 'no-such-survey', { stars: 3 });
      expect(unknown.status).toBe(404);
      const codes = (await errors()).map((group) => [group.surveyId, group.code]);
      expect(codes).toEqual(
        expect.arrayContaining([
          [closed.id, 'survey-closed'],
          [open.id, 'not-enrolled'],
          // Made-up ids share one group (survey id ''), so they cannot each add one.
          ['', 'unknown-survey'],
        ]),
      );
    });

    it('groups survey errors by survey, code and message, and a new occurrence reopens a resolved group', async () => {
      const survey = await create();
      await refuse(h.student.idToken, survey.id, {});
      await refuse(h.student.idToken, survey.id, {});
      await refuse(h.student.idToken, survey.id, { stars: 9 });
      // By count: the list is newest first, and on a fast host the three refusals share their millisecond.
      const groups = (await errors())
        .filter((group) => group.surveyId === survey.id)
        .sort((a, b) => a.count - b.count);
      expect(groups.map((group) => [group.code, group.count, group.recoverable])).toEqual([
        ['invalid-answers', 1, false],
        ['invalid-answers', 2, false],
      ]);
      const twice = groups.find((group) => group.count === 2)!;
      expect(twice.message).toContain('stars: This question needs an answer.');
      expect(Date.parse(twice.lastSeen)).toBeGreaterThanOrEqual(Date.parse(twice.firstSeen));
      expect(JSON.parse(twice.lastPayload)).toMatchObject({ surveyId: survey.id, answers: {} });
      expect((await h.fail(h.admin.idToken, 'retrySurveyError', { groupId: twice.id })).details?.reason).toBe(
        'not-recoverable',
      );
      await h.call(h.admin.idToken, 'resolveSurveyError', { groupId: twice.id });
      const open = await h.call(h.admin.idToken, 'adminListSurveyErrors', { surveyId: survey.id });
      expect(open.items.map((group) => group.id)).not.toContain(twice.id);
      await refuse(h.student.idToken, survey.id, {});
      const again = await h.call(h.admin.idToken, 'adminListSurveyErrors', { surveyId: survey.id });
      expect(again.items.find((group) => group.id === twice.id)).toMatchObject({
        count: 3,
        resolvedAt: null,
      });
    });

    it('turns a retried recoverable error into a completion', async () => {
      const survey = await create();
      await refuse(h.other.idToken, survey.id, { stars: 2 });
      const [group] = (await h.call(h.admin.idToken, 'adminListSurveyErrors', { surveyId: survey.id })).items;
      expect(group).toMatchObject({ code: 'not-enrolled', recoverable: true, pending: 1 });
      // Still not enrolled: the retry fails and the occurrence stays pending.
      expect(await h.call(h.admin.idToken, 'retrySurveyError', { groupId: group!.id })).toMatchObject({
        recorded: 0,
        failed: 1,
      });
      await enrollUser(h.host.ctx, { userId: h.other.uid, courseId: h.courseId, source: 'admin' });
      expect(await h.call(h.admin.idToken, 'retrySurveyError', { groupId: group!.id })).toMatchObject({
        recorded: 1,
        failed: 0,
      });
      const results = await h.call(h.admin.idToken, 'adminSurveyResults', { surveyId: survey.id });
      expect(results.answers?.map((row) => [row.learnerEmail, row.answers.stars])).toEqual([
        ['other@example.com', '2'],
      ]);
      const [after] = (
        await h.call(h.admin.idToken, 'adminListSurveyErrors', { surveyId: survey.id, status: 'all' })
      ).items;
      expect(after).toMatchObject({ pending: 0 });
      expect(after?.resolvedAt).not.toBeNull();
    });

    it('keeps an answer the browser could not send and records it on retry', async () => {
      const survey = await create({ courseId: null, placement: 'standalone' });
      const reported = await h.call(h.student.idToken, 'reportSurveyAnswerNotSent', {
        surveyId: survey.id,
        submissionId: submissionId(),
        answers: { stars: 4 },
        reason: 'Failed to fetch',
        attempts: 6,
      });
      expect(reported.status).toBe('reported');
      const [group] = (await h.call(h.admin.idToken, 'adminListSurveyErrors', { surveyId: survey.id })).items;
      expect(group).toMatchObject({ code: 'not-sent', recoverable: true });
      expect(group?.lastPayload).not.toContain(h.student.uid);
      await h.call(h.admin.idToken, 'retrySurveyError', { groupId: group!.id });
      const view = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
      expect(view.answered).toBe(true);
    });
  });
