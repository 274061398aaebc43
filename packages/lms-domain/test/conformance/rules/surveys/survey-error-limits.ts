// Survey errors under abuse, through the host's callable route: a signed-in learner's reports of made-up survey ids
// share one group and keep no payload per id; every group keeps a bounded number of occurrences and each sender a
// bounded number per hour; an anonymous survey's refused answers stay hidden below its results' threshold. (The
// same through the webhook, which only the server has, is the server's test.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyInput } from '@lms/core';
import { KEPT_EVENTS_PER_GROUP, RECORDED_PER_HOUR } from '@lms/domain/internal/surveys/survey-errors';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import { surveyInput } from '../../fixtures/survey-fixtures';
import type { OpenConformanceHost } from '../../host';

let submissions = 0;
const submissionId = () => `answer-${Date.now()}-${(submissions += 1)}`;

export const describeSurveyErrorLimits = (openHost: OpenConformanceHost) =>
  describe('survey error limits', () => {
    let h: ActionPlanHarness;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
    });
    afterAll(() => h?.close());

    const create = (input: Partial<SurveyInput> = {}) =>
      h.call(h.admin.idToken, 'createSurvey', surveyInput({ courseId: h.courseId, ...input }));
    const groups = async (surveyId?: string) =>
      (
        await h.call(h.admin.idToken, 'adminListSurveyErrors', {
          status: 'all',
          pageSize: 100,
          ...(surveyId === undefined ? {} : { surveyId }),
        })
      ).items;
    const unknownGroups = async () => (await groups()).filter((group) => group.code === 'unknown-survey');

    it("refuses a learner's reports of answers to made-up surveys, adding to the same group", async () => {
      const before = (await unknownGroups()).reduce((sum, group) => sum + group.count, 0);
      for (let n = 0; n < 3; n++) {
        const refused = await h.fail(h.student.idToken, 'reportSurveyAnswerNotSent', {
          surveyId: `invented-${n}`,
          submissionId: submissionId(),
          answers: { stars: 4, more: 'y'.repeat(5_000) },
          reason: 'Failed to fetch',
          attempts: 6,
        });
        expect(refused).toMatchObject({ status: 404, details: { reason: 'no-survey' } });
      }
      const unknown = await unknownGroups();
      expect(unknown.reduce((sum, group) => sum + group.count, 0)).toBe(before + 3);
      expect(unknown.every((group) => group.surveyId === '' && !group.recoverable)).toBe(true);
      expect(JSON.stringify(unknown)).not.toContain('yyyy');
    });

    it("keeps at most a group's share of refusals, and past a sender's hourly limit only counts them", async () => {
      const survey = await create();
      const tries = RECORDED_PER_HOUR.limit + 5;
      for (let n = 0; n < tries; n++)
        await h.fail(h.student.idToken, 'submitSurveyAnswers', {
          surveyId: survey.id,
          submissionId: submissionId(),
          answers: { stars: 0 },
        });
      const [group] = await groups(survey.id);
      expect(group?.count).toBe(tries);
      const kept = await h.host.ctx.db
        .selectFrom('survey_error_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('group_id', '=', group!.id)
        .executeTakeFirstOrThrow();
      expect(Number(kept.n)).toBe(KEPT_EVENTS_PER_GROUP);
      // This learner's next report of a real unsent answer is past their limit too: counted, not kept.
      const reported = await h.call(h.student.idToken, 'reportSurveyAnswerNotSent', {
        surveyId: survey.id,
        submissionId: submissionId(),
        answers: { stars: 4 },
        reason: 'Failed to fetch',
        attempts: 6,
      });
      expect(reported.status).toBe('reported');
      expect((await groups(survey.id)).find((g) => g.code === 'not-sent')).toBeUndefined();
    });

    it("hides an anonymous survey's refused answers until it has as many answers as its results need", async () => {
      const survey = await create({ anonymous: true, title: 'Anonymous' });
      // The other learner is not enrolled: their answer is refused and kept, with a text that could identify them.
      await h.fail(h.other.idToken, 'submitSurveyAnswers', {
        surveyId: survey.id,
        submissionId: submissionId(),
        answers: { stars: 2, more: 'My manager Alice is the problem' },
      });
      const [group] = await groups(survey.id);
      expect(group).toMatchObject({ code: 'not-enrolled', count: 1 });
      expect(group?.lastPayload).not.toContain('Alice');
      expect(JSON.parse(group?.lastPayload ?? '{}')).toMatchObject({
        surveyId: survey.id,
        answers: '[withheld below 5 answers]',
      });
    });
  });
