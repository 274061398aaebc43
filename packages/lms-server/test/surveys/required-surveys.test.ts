// "Required to complete the course", answered in an external tool: its completion notice, posted to the server's
// webhook route (only the server has it), completes the course and the certificate follows. (The rest of required
// surveys runs on every host: lms-domain's conformance group "surveys required to complete a course".)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyInputSchema, type SurveyInput } from '@lms/core';
import { createSurvey, rotateWebhookSecret } from '@lms/domain/internal/surveys/authoring';
import { getSurveyToAnswer } from '@lms/domain/internal/surveys/answering';
import {
  certificateRows,
  courseWithTemplate,
  enrolledLearner,
  viewLesson,
} from '@lms/domain/conformance/fixtures/certificate-fixtures';
import { caller } from '@lms/domain/conformance/fixtures/learning-fixtures';
import { surveyInput } from '@lms/domain/conformance/fixtures/survey-fixtures';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { postNotice, refOf, signNotice } from './survey-webhook';

describe.each(testDatabases())('surveys required to complete a course ($dialect)', ({ dialect }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(() => server?.close());

  let n = 0;
  async function setUp(survey: Partial<SurveyInput>) {
    n += 1;
    const { course } = await courseWithTemplate(server.ctx, `required-${n}`);
    const uid = `required-learner-${n}`;
    await enrolledLearner(server.ctx, uid, course.courseId, 'Robin Learner');
    const created = await createSurvey(
      server.ctx,
      surveyInputSchema.parse(surveyInput({ courseId: course.courseId, ...survey })),
    );
    return { course, uid, survey: created };
  }
  const enrollment = (uid: string, courseId: string) =>
    server.ctx.db
      .selectFrom('enrollments')
      .select(['progress', 'completed'])
      .where('user_id', '=', uid)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();

  it('completes the course when an external survey reports the completion through the webhook', async () => {
    const { course, uid, survey } = await setUp({
      requiredToComplete: true,
      questions: [],
      externalUrl: 'https://forms.example/required',
    });
    const { secret } = await rotateWebhookSecret(server.ctx, survey.id);
    await viewLesson(server.ctx, uid, course.courseId, course.lessonIds[0]!);
    expect(await enrollment(uid, course.courseId)).toMatchObject({ completed: 0 });
    const shown = await getSurveyToAnswer(server.ctx, caller(uid), survey.id);
    const body = JSON.stringify({ id: `evt-required-${n}`, ref: refOf(shown.externalUrl) });
    expect((await postNotice(server, survey.id, body, signNotice(secret, body))).status).toBe(200);
    expect(await enrollment(uid, course.courseId)).toMatchObject({ completed: 1 });
    expect(await certificateRows(server.ctx, uid)).toHaveLength(1);
  });
});
