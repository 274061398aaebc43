// Survey errors under abuse, through the server's webhook route (POST /api/surveys/webhook/:id, which anyone can
// call and only the server has): refusals for made-up survey ids share one group and keep no body; a deeply nested
// body is recorded, not a stack overflow. (The limits reached through the callable route run on every host:
// lms-domain's conformance group "survey error limits".)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyInput } from '@lms/core';
import { KEPT_EVENTS_PER_GROUP } from '@lms/domain/internal/surveys/survey-errors';
import { surveyInput } from '@lms/domain/conformance/fixtures/survey-fixtures';
import { startActionPlanServer, type ActionPlanHarness } from '../action-plans/action-plan-harness';
import { testDatabases } from '../helpers/databases';
import { postNotice, signNotice } from './survey-webhook';

describe.each(testDatabases())('survey error limits ($dialect)', ({ dialect }) => {
  let h: ActionPlanHarness;
  beforeAll(async () => {
    h = await startActionPlanServer(dialect);
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
  const stored = async () => {
    const rows = await h.server.ctx.db.selectFrom('survey_error_events').select('payload').execute();
    return { events: rows.length, bytes: rows.reduce((sum, row) => sum + row.payload.length, 0) };
  };
  const unknownGroups = async () => (await groups()).filter((group) => group.code === 'unknown-survey');

  it('keeps webhook refusals for made-up survey ids in one group, without their bodies', async () => {
    const before = await stored();
    const body = JSON.stringify({ id: 'evt', ref: 'x', filler: 'x'.repeat(20_000) });
    const calls = 60;
    for (let n = 0; n < calls; n++) {
      const answer = await postNotice(h.server, `made-up-${n}`, body, signNotice('x', body));
      expect(answer.status).toBe(404);
    }
    const [group, ...more] = await unknownGroups();
    expect(more).toEqual([]);
    expect(group).toMatchObject({ surveyId: '', count: calls, surveyTitle: null });
    expect(JSON.parse(group?.lastPayload ?? '{}')).toEqual({
      source: 'webhook',
      surveyId: expect.stringMatching(/^made-up-\d+$/),
    });
    const after = await stored();
    expect(after.events - before.events).toBeLessThanOrEqual(KEPT_EVENTS_PER_GROUP);
    // 60 bodies of 20 KB each once grew the database by 1 MB; now a few hundred bytes per kept occurrence.
    expect(after.bytes - before.bytes).toBeLessThan(KEPT_EVENTS_PER_GROUP * 200);
  });

  it('records the refusal of a body nested 5,000 levels deep, cut at a fixed depth', async () => {
    const survey = await create({ questions: [], externalUrl: 'https://forms.example/f/deep' });
    await h.call(h.admin.idToken, 'rotateSurveyWebhookSecret', { surveyId: survey.id });
    const deep = `{"id":"evt","ref":"r","x":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const answer = await postNotice(h.server, survey.id, deep, 't=1,v1=00');
    expect(answer.status).toBe(401);
    const [group] = await groups(survey.id);
    expect(group).toMatchObject({ code: 'bad-signature', count: 1 });
    expect(group?.lastPayload).toContain('[nested too deeply]');
    expect(group?.lastPayload.length).toBeLessThan(2_000);
  });
});
