// External surveys: the admin's webhook secret, shown once, and the learner's link to the other tool with an opaque
// reference; answers are given there, not here. (The signed webhook itself is a route of the server: its test.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import { refOf, surveyInput } from '../../fixtures/survey-fixtures';
import type { OpenConformanceHost } from '../../host';

export const describeExternalSurveys = (openHost: OpenConformanceHost) =>
  describe('external surveys', () => {
    let h: ActionPlanHarness;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
    });
    afterAll(() => h?.close());

    async function externalSurvey() {
      const survey = await h.call(
        h.admin.idToken,
        'createSurvey',
        surveyInput({
          courseId: h.courseId,
          questions: [],
          externalUrl: 'https://forms.example/f/42?lang=en',
        }),
      );
      const { secret, webhookUrl } = await h.call(h.admin.idToken, 'rotateSurveyWebhookSecret', {
        surveyId: survey.id,
      });
      return { survey, secret, webhookUrl };
    }

    it('gives the learner a link with an opaque reference, and the admin a secret shown once', async () => {
      const { survey, secret, webhookUrl } = await externalSurvey();
      expect(secret).toMatch(/^lmsws_[\w-]{43}$/);
      expect(webhookUrl).toMatch(new RegExp(`/api/surveys/webhook/${survey.id}$`));
      const seen = await h.call(h.admin.idToken, 'adminGetSurvey', { surveyId: survey.id });
      expect(seen).toMatchObject({
        externalUrl: 'https://forms.example/f/42?lang=en',
        hasWebhookSecret: true,
      });
      expect(JSON.stringify(seen)).not.toContain(secret);

      const shown = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
      const link = new URL(shown.externalUrl!);
      expect(link.origin + link.pathname).toBe('https://forms.example/f/42');
      expect(link.searchParams.get('lang')).toBe('en');
      expect(link.href).not.toContain(h.student.uid);
      // The same learner keeps the same reference.
      const again = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
      expect(refOf(again.externalUrl)).toBe(refOf(shown.externalUrl));
      // Answers are given in the other tool, not here.
      const refused = await h.fail(h.student.idToken, 'submitSurveyAnswers', {
        surveyId: survey.id,
        submissionId: 'answer-external-1',
        answers: {},
      });
      expect(refused.details?.reason).toBe('external-survey');
    });

    it('refuses an http address for the form', async () => {
      const refused = await h.fail(
        h.admin.idToken,
        'createSurvey',
        surveyInput({ courseId: h.courseId, questions: [], externalUrl: 'http://forms.example/f/1' }),
      );
      expect(refused.status).toBe(400);
    });
  });
