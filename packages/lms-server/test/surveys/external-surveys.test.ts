// External surveys' signed webhook, a route only the server has (POST /api/surveys/webhook/:id): good signature, bad
// signature, stale timestamp, replay, unknown learner, each refusal a survey error (grouped, without the signature
// or the secret) and a 4xx answer. (The admin's secret and the learner's link run on every host: lms-domain's
// conformance group "external surveys".)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionPlanServer, type ActionPlanHarness } from '../action-plans/action-plan-harness';
import { testDatabases } from '../helpers/databases';
import { surveyInput } from '@lms/domain/conformance/fixtures/survey-fixtures';
import { postNotice, refOf, signNotice } from './survey-webhook';

let events = 0;
const eventId = () => `evt_${Date.now()}_${(events += 1)}`;

describe.each(testDatabases())('external surveys ($dialect)', ({ dialect }) => {
  let h: ActionPlanHarness;
  beforeAll(async () => {
    h = await startActionPlanServer(dialect);
  });
  afterAll(() => h?.close());

  async function externalSurvey(options: { repeatable?: boolean } = {}) {
    const survey = await h.call(
      h.admin.idToken,
      'createSurvey',
      surveyInput({
        courseId: h.courseId,
        questions: [],
        externalUrl: 'https://forms.example/f/42?lang=en',
        ...options,
      }),
    );
    const { secret, webhookUrl } = await h.call(h.admin.idToken, 'rotateSurveyWebhookSecret', {
      surveyId: survey.id,
    });
    return { survey, secret, webhookUrl };
  }
  const errorGroups = async (surveyId: string) =>
    (await h.call(h.admin.idToken, 'adminListSurveyErrors', { status: 'all', surveyId })).items;

  it('records a correctly signed notice once, and refuses its replay', async () => {
    const { survey, secret } = await externalSurvey();
    const { externalUrl } = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
    const body = JSON.stringify({ id: eventId(), ref: refOf(externalUrl), type: 'form.completed' });
    const signature = signNotice(secret, body);
    const accepted = await postNotice(h.server, survey.id, body, signature);
    expect(accepted).toMatchObject({ status: 200, json: { received: true, status: 'recorded' } });
    const listed = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
    expect(listed.answered).toBe(true);
    expect((await h.call(h.admin.idToken, 'adminGetSurvey', { surveyId: survey.id })).responseCount).toBe(1);

    const replay = await postNotice(h.server, survey.id, body, signature);
    expect(replay.status).toBe(409);
    expect(replay.json.error?.details?.reason).toBe('replayed');
    // A new notice for the same learner is harmless: still one completion.
    const second = JSON.stringify({ id: eventId(), ref: refOf(externalUrl) });
    expect((await postNotice(h.server, survey.id, second, signNotice(secret, second))).json.status).toBe(
      'already-completed',
    );
    expect((await h.call(h.admin.idToken, 'adminGetSurvey', { surveyId: survey.id })).responseCount).toBe(1);
    expect((await errorGroups(survey.id)).map((group) => group.code)).toEqual(['replayed-notice']);
  });

  it('counts each new notice of a repeatable external survey as an attempt of the same completion', async () => {
    const { survey, secret } = await externalSurvey({ repeatable: true });
    const { externalUrl } = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
    for (const id of [eventId(), eventId()]) {
      const body = JSON.stringify({ id, ref: refOf(externalUrl) });
      expect((await postNotice(h.server, survey.id, body, signNotice(secret, body))).json.status).toBe(
        'recorded',
      );
    }
    const completions = await h.server.ctx.db
      .selectFrom('survey_completions')
      .select('attempts')
      .where('survey_id', '=', survey.id)
      .execute();
    expect(completions.map((row) => Number(row.attempts))).toEqual([2]);
    expect((await h.call(h.admin.idToken, 'adminGetSurvey', { surveyId: survey.id })).responseCount).toBe(1);
  });

  it('refuses a bad signature, a stale timestamp and an unknown learner as survey errors, never a 500', async () => {
    const { survey, secret } = await externalSurvey();
    const { externalUrl } = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
    const body = JSON.stringify({ id: eventId(), ref: refOf(externalUrl) });

    const forged = await postNotice(h.server, survey.id, body, signNotice('lmsws_not-the-secret', body));
    expect(forged).toMatchObject({ status: 401, json: { error: { details: { reason: 'bad-signature' } } } });
    const tampered = await postNotice(
      h.server,
      survey.id,
      body.replace('evt_', 'evx_'),
      signNotice(secret, body),
    );
    expect(tampered.status).toBe(401);
    const missing = await postNotice(h.server, survey.id, body, null);
    expect(missing.status).toBe(401);
    const stale = await postNotice(
      h.server,
      survey.id,
      body,
      signNotice(secret, body, Math.floor(Date.now() / 1000) - 6 * 60),
    );
    expect(stale).toMatchObject({ status: 401, json: { error: { details: { reason: 'stale-timestamp' } } } });
    const stranger = JSON.stringify({ id: eventId(), ref: 'no-such-reference' });
    const unknown = await postNotice(h.server, survey.id, stranger, signNotice(secret, stranger));
    expect(unknown).toMatchObject({
      status: 404,
      json: { error: { details: { reason: 'unknown-learner' } } },
    });
    const shapeless = await postNotice(h.server, survey.id, 'not json', signNotice(secret, 'not json'));
    expect(shapeless.status).toBe(400);

    expect((await h.call(h.admin.idToken, 'adminGetSurvey', { surveyId: survey.id })).responseCount).toBe(0);
    const groups = await errorGroups(survey.id);
    expect(groups.map((group) => [group.code, group.count]).sort()).toEqual([
      ['bad-signature', 1],
      ['bad-signature', 1],
      ['bad-signature', 2],
      ['invalid-notice', 1],
      ['unknown-learner', 1],
    ]);
    for (const group of groups) {
      expect(group.recoverable).toBe(false);
      expect(group.lastPayload).not.toContain(secret);
      expect(group.lastPayload).not.toMatch(/v1=/);
    }
    // The notice that finally arrives correctly signed is still recorded: refused ones claimed no id.
    expect((await postNotice(h.server, survey.id, body, signNotice(secret, body))).status).toBe(200);
  });

  it('refuses notices for an unknown survey, a survey with no secret, and after the secret is rotated', async () => {
    const body = JSON.stringify({ id: eventId(), ref: 'whatever' });
    expect((await postNotice(h.server, 'no-such-survey', body, signNotice('x', body))).status).toBe(404);
    const plain = await h.call(
      h.admin.idToken,
      'createSurvey',
      surveyInput({ courseId: h.courseId, questions: [], externalUrl: 'https://forms.example/f/7' }),
    );
    expect(
      (await postNotice(h.server, plain.id, body, signNotice('x', body))).json.error?.details?.reason,
    ).toBe('no-secret');
    const { survey, secret } = await externalSurvey();
    const { externalUrl } = await h.call(h.student.idToken, 'getSurveyToAnswer', { surveyId: survey.id });
    await h.call(h.admin.idToken, 'rotateSurveyWebhookSecret', { surveyId: survey.id });
    const notice = JSON.stringify({ id: eventId(), ref: refOf(externalUrl) });
    expect((await postNotice(h.server, survey.id, notice, signNotice(secret, notice))).status).toBe(401);
    const questionsSurvey = await h.call(
      h.admin.idToken,
      'createSurvey',
      surveyInput({ courseId: h.courseId }),
    );
    const notExternal = await h.fail(h.admin.idToken, 'rotateSurveyWebhookSecret', {
      surveyId: questionsSurvey.id,
    });
    expect(notExternal.details?.reason).toBe('not-external');
  });
});
