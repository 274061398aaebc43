// Deleting an account erases what each area keeps about the person (areas/account-erasure.ts), by the owner
// (accounts:delete) and by an administrator (deleteUser) alike: support requests keep no name, address or words,
// badge awards and their public pages go, certificates keep their verifiable record without the e-mail, survey
// answers and errors go. The export shows badge awards, survey answers and survey errors first. The last active
// administrator can delete their account neither way, disabled administrators not counting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, API_PATHS } from '@lms/core';
import { adminIssueCertificate } from '@lms/domain/internal/certificates/certificate-queries';
import { ERASED_NAME, ERASED_TEXT } from '@lms/domain/internal/support/support-personal-data';
import { answerOf } from '../../fixtures/auth-fixtures';
import { badgeWith } from '../../fixtures/badge-fixtures';
import { courseWithTemplate } from '../../fixtures/certificate-fixtures';
import { openSupportHarness, type SupportHarness } from '../../fixtures/support-harness';
import { surveyInput } from '../../fixtures/survey-fixtures';
import { postJson, type ConformanceTraits, type OpenConformanceHost } from '../../host';
import { itNeeding } from '../test-needs';

let made = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${(made += 1)}`;

export const describeAccountErasure = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('erasing an account', () => {
    // A person deletes their own account through the built-in identity provider's accounts:delete.
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let h: SupportHarness;
    beforeAll(async () => {
      h = await openSupportHarness(openHost);
    });
    afterAll(() => h?.close());

    const ok = async (name: string, data: unknown, token: string) => {
      const answer = await h.call(name, data, token);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
      return answer.body.result;
    };
    const deleteOwnAccount = async (idToken: string) =>
      answerOf(await h.host.fetch(API_PATHS.auth(AUTH_ENDPOINTS.delete), postJson({ idToken })));

    /** A learner with something in every area the issue names: support, badges, certificates, surveys. */
    async function learnerWithHistory(email: string) {
      const learner = await h.host.signIn({ email, displayName: 'Zoë Leaver' });
      const formToken = await h.openForm();
      const request = await ok(
        'createSupportRequest',
        { category: 'payment', subject: 'My card ends 4242', message: 'I am Zoë, call me.', formToken },
        learner.idToken,
      );
      await ok('adminReplyToSupportRequest', { requestId: request.id, message: 'We called.' }, h.admin.token);
      const badge = await badgeWith(h.host.ctx, { kind: 'manual' }, unique('Helper'));
      const { award } = await ok('awardBadge', { badgeId: badge.id, learner: learner.uid }, h.admin.token);
      const { course, templateId } = await courseWithTemplate(h.host.ctx, unique('erase'));
      const { certificate } = await adminIssueCertificate(h.host.ctx, {
        userId: learner.uid,
        courseId: course.courseId,
        templateId,
      });
      const survey = await ok('createSurvey', surveyInput({ title: unique('Survey') }), h.admin.token);
      await ok(
        'submitSurveyAnswers',
        { surveyId: survey.id, submissionId: unique('answer'), answers: { stars: 5, more: 'Zoë liked it' } },
        learner.idToken,
      );
      const unsent = await ok('createSurvey', surveyInput({ title: unique('Unsent') }), h.admin.token);
      await ok(
        'reportSurveyAnswerNotSent',
        {
          surveyId: unsent.id,
          submissionId: unique('unsent'),
          answers: { stars: 2 },
          reason: 'Failed to fetch',
          attempts: 6,
        },
        learner.idToken,
      );
      return { learner, request, award, certificate, survey };
    }

    it('exports badge awards, survey answers and survey errors with the rest', async () => {
      const { learner, award, survey } = await learnerWithHistory('export-me@example.com');
      const { areas } = await ok('exportMyData', {}, learner.idToken);
      expect(areas.badges.awards).toEqual([expect.objectContaining({ id: award.id, user_id: learner.uid })]);
      expect(areas.surveys.completions).toEqual([expect.objectContaining({ survey_id: survey.id })]);
      expect(areas.surveys.answers).toEqual([
        expect.objectContaining({ survey_id: survey.id, answers: expect.stringContaining('Zoë liked it') }),
      ]);
      expect(areas.surveys.errors).toEqual([
        expect.objectContaining({ payload: expect.stringContaining('stars') }),
      ]);
      expect(areas.certificates.certificates).toHaveLength(1);
    });

    for (const by of ['their owner', 'an administrator'] as const)
      (by === 'their owner' ? builtIn : it)(
        `leaves no name, address or words of the person once deleted by ${by}`,
        async () => {
          const email = `leaver-${by === 'their owner' ? 'self' : 'admin'}@example.com`;
          const { learner, request, award, certificate, survey } = await learnerWithHistory(email);
          if (by === 'their owner') expect((await deleteOwnAccount(learner.idToken)).status).toBe(200);
          else await ok('deleteUser', { uid: learner.uid, confirmEmail: email }, h.admin.token);

          const kept = await ok('adminGetSupportRequest', { requestId: request.id }, h.admin.token);
          expect(kept).toMatchObject({
            requesterName: ERASED_NAME,
            requesterEmail: '',
            subject: ERASED_TEXT,
          });
          const shown = JSON.stringify(kept);
          for (const trace of ['Zoë', email, '4242', 'call me']) expect(shown).not.toContain(trace);
          expect(shown).toContain('We called.');

          const code = new URL(award.publicUrl).pathname.split('/').pop();
          expect((await h.call('viewPublicBadge', { code })).status).toBe(404);
          const holders = await ok('adminListBadgeHolders', { badgeId: award.badge.id }, h.admin.token);
          expect(holders.total).toBe(0);

          const verificationCode = new URL(certificate.verificationUrl).pathname.split('/').pop();
          const verified = await ok('verifyCertificate', { code: verificationCode }, h.admin.token);
          expect(verified).toMatchObject({ learnerName: 'Zoë Leaver', status: 'valid' });
          const issued = await ok('adminListCertificates', { search: certificate.number }, h.admin.token);
          expect(JSON.stringify(issued)).not.toContain(email);

          const db = h.host.ctx.db;
          for (const table of ['survey_completions', 'survey_reach', 'survey_error_events'] as const)
            expect(
              await db.selectFrom(table).select('user_id').where('user_id', '=', learner.uid).execute(),
            ).toEqual([]);
          const answers = db.selectFrom('survey_responses').select('id').where('survey_id', '=', survey.id);
          expect(await answers.execute()).toEqual([]);
        },
      );

    builtIn('refuses to delete the last active administrator, their own account included', async () => {
      const a = await h.host.signIn({ email: 'admin-a@example.com', admin: true });
      const b = await h.host.signIn({ email: 'admin-b@example.com', admin: true });
      // Every other administrator disabled (the harness's own included): A is the last one who can sign in.
      const admins = await h.host.ctx.db
        .selectFrom('users')
        .select('uid')
        .where('role', '=', 'admin')
        .execute();
      for (const { uid } of admins.filter((admin) => admin.uid !== a.uid && admin.uid !== b.uid))
        await h.host.ctx.db.updateTable('users').set({ disabled: 1 }).where('uid', '=', uid).execute();
      await ok('setUserDisabled', { uid: b.uid, disabled: true }, a.idToken);
      const refused = await deleteOwnAccount(a.idToken);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('auth/operation-not-allowed');
      expect(
        await h.host.ctx.db.selectFrom('users').select('uid').where('uid', '=', a.uid).executeTakeFirst(),
      ).toEqual({ uid: a.uid });
    });
  });
