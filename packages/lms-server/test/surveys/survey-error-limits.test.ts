// Survey errors under abuse, through the real server: refusals for made-up survey ids (the webhook, which anyone can
// call, and a signed-in learner's reports) share one group and keep no payload per id; every group keeps a bounded
// number of occurrences and each sender a bounded number per hour; a deeply nested body is recorded, not a stack
// overflow; an anonymous survey's refused answers stay hidden below its results' threshold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyInput } from '@lms/core';
import { KEPT_EVENTS_PER_GROUP, RECORDED_PER_HOUR } from '@lms/domain/internal/surveys/survey-errors';
import { startActionPlanServer, type ActionPlanHarness } from '../action-plans/action-plan-harness';
import { testDatabases } from '../helpers/databases';
import { surveyInput } from '@lms/domain/conformance/fixtures/survey-fixtures';
import { postNotice, signNotice } from './survey-webhook';

let submissions = 0;
const submissionId = () => `answer-${Date.now()}-${(submissions += 1)}`;

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
    const kept = await h.server.ctx.db
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
