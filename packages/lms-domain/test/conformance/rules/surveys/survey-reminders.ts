// Reminders: the learners who reached a survey and have not completed it get an e-mail (here, the outbox), anonymous
// surveys included; once per survey per 24 hours; the preview gives the count the confirmation shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyInput } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import { surveyInput } from '../../fixtures/survey-fixtures';
import type { OpenConformanceHost } from '../../host';

export const describeSurveyReminders = (openHost: OpenConformanceHost) =>
  describe('survey reminders', () => {
    let h: ActionPlanHarness;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost);
    });
    afterAll(() => h?.close());

    const create = (input: Partial<SurveyInput> = {}) =>
      h.call(h.admin.idToken, 'createSurvey', surveyInput({ courseId: h.courseId, ...input }));
    const outboxTo = (surveyTitle: string) =>
      h.host.ctx.db
        .selectFrom('outbox')
        .select(['to_address', 'text_body'])
        .where('subject', '=', `Reminder: ${surveyTitle}`)
        .orderBy('to_address')
        .execute();

    it('e-mails who reached an anonymous survey and has not answered it, once a day', async () => {
      const survey = await create({ anonymous: true, title: 'Anonymous reminder' });
      const answerer = await h.host.signIn({ email: 'answerer@example.com' });
      await enrollUser(h.host.ctx, { userId: answerer.uid, courseId: h.courseId, source: 'free' });
      // Reached: the student and the answerer; the other learner never opened it (and is not enrolled).
      await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
      await h.call(answerer.idToken, 'submitSurveyAnswers', {
        surveyId: survey.id,
        submissionId: 'reminder-answer-1',
        answers: { stars: 3 },
      });
      expect(await h.call(h.admin.idToken, 'previewSurveyReminders', { surveyId: survey.id })).toEqual({
        recipients: 1,
        lastSentAt: null,
        nextAllowedAt: null,
      });
      const sent = await h.call(h.admin.idToken, 'sendSurveyReminders', { surveyId: survey.id });
      expect(sent).toMatchObject({ sent: 1, failed: 0 });
      const mails = await outboxTo('Anonymous reminder');
      expect(mails.map((mail) => mail.to_address)).toEqual(['student@example.com']);
      expect(mails[0]!.text_body).toContain(`/surveys/${survey.id}`);

      const again = await h.fail(h.admin.idToken, 'sendSurveyReminders', { surveyId: survey.id });
      expect(again).toMatchObject({ status: 429, details: { reason: 'reminder-too-soon' } });
      const preview = await h.call(h.admin.idToken, 'previewSurveyReminders', { surveyId: survey.id });
      expect(preview.nextAllowedAt).toBe(sent.nextAllowedAt);
      expect(await outboxTo('Anonymous reminder')).toHaveLength(1);

      // A day later it may be sent again; once the student has answered, nobody is left to remind.
      const dayAgo = Date.now() - 25 * 60 * 60 * 1000;
      await h.host.ctx.db
        .updateTable('survey_reminders')
        .set({ sent_at: dayAgo, day: dayAgo - (dayAgo % 86_400_000) })
        .where('survey_id', '=', survey.id)
        .execute();
      expect(
        (await h.call(h.admin.idToken, 'previewSurveyReminders', { surveyId: survey.id })).nextAllowedAt,
      ).toBeNull();
      await h.call(h.student.idToken, 'submitSurveyAnswers', {
        surveyId: survey.id,
        submissionId: 'reminder-answer-2',
        answers: { stars: 5 },
      });
      const nobody = await h.fail(h.admin.idToken, 'sendSurveyReminders', { surveyId: survey.id });
      expect(nobody.details?.reason).toBe('nobody-to-remind');
    });

    it('refuses reminders for a closed survey', async () => {
      const survey = await create({
        title: 'Closed reminder',
        opensAt: '2020-01-01T00:00:00.000Z',
        closesAt: '2020-02-01T00:00:00.000Z',
      });
      const refused = await h.fail(h.admin.idToken, 'sendSurveyReminders', { surveyId: survey.id });
      expect(refused.details?.reason).toBe('survey-closed');
    });
  });
