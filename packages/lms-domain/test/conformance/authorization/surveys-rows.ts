// Surveys: authoring, results and survey errors are administrators' only; a learner reads and answers a course's
// survey only when enrolled (anyone else gets not-found on reading and a refusal on answering); a standalone survey
// without a course is for anyone signed in.
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { createSurvey } from '@lms/domain/internal/surveys/authoring';
import { recordSurveyError } from '@lms/domain/internal/surveys/survey-errors';
import { surveyInputSchema } from '@lms/core';
import { insertCourse } from '../fixtures/catalogue';
import { surveyInput } from '../fixtures/survey-fixtures';
import { D, U, type MatrixArea } from './matrix-types';

const NF = 'not-found';
const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;
const SIGNED_IN = { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' } as const;
const answers = { stars: 4 };
let submission = 0;
const nextSubmission = () => `matrix-submission-${(submission += 1)}`;

export const surveysArea: MatrixArea = {
  area: 'surveys',
  async setup(ctx, fixture) {
    const courseId = await insertCourse(ctx.db, { slug: 'survey-matrix-course' });
    await enrollUser(ctx, { userId: fixture.uid.student, courseId, source: 'free' });
    const parse = (input: object) => surveyInputSchema.parse(surveyInput(input));
    const onCourse = await createSurvey(ctx, parse({ courseId }));
    const standalone = await createSurvey(ctx, parse({ title: 'Open to all' }));
    const retried = await createSurvey(ctx, parse({ title: 'Retried' }));
    const external = await createSurvey(
      ctx,
      parse({ title: 'Elsewhere', questions: [], externalUrl: 'https://forms.example/matrix' }),
    );
    await recordSurveyError(ctx, {
      surveyId: retried.id,
      code: 'not-sent',
      message: 'The browser could not send this answer after its retries.',
      payload: { surveyId: retried.id, submissionId: 'matrix-retry-1', answers },
      userId: fixture.uid.otherStudent,
    });
    const toRemind = await createSurvey(ctx, parse({ courseId, title: 'To remind' }));
    await ctx.db
      .insertInto('survey_reach')
      .values({ survey_id: toRemind.id, user_id: fixture.uid.student, first_at: Date.now() })
      .execute();
    const group = await ctx.db.selectFrom('survey_error_groups').select('id').executeTakeFirstOrThrow();
    return {
      surveyCourseId: courseId,
      surveyOnCourse: onCourse.id,
      surveyStandalone: standalone.id,
      surveyErrorGroup: group.id,
      surveyExternal: external.id,
      surveyToRemind: toRemind.id,
    };
  },
  rows: [
    { operation: 'adminListSurveys', situation: 'the first page', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'adminGetSurvey',
      situation: 'the course survey',
      input: (f) => ({ surveyId: f.ids.surveyOnCourse }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'createSurvey',
      situation: 'a standalone survey',
      input: () => surveyInput(),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'updateSurvey',
      situation: 'the standalone survey',
      input: (f) => ({ surveyId: f.ids.surveyStandalone, survey: surveyInput({ title: 'Open to all' }) }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'listCourseSurveys',
      situation: "the student's course (others get an empty list)",
      input: (f) => ({ courseId: f.ids.surveyCourseId }),
      expect: SIGNED_IN,
    },
    {
      operation: 'getSurveyToAnswer',
      situation: 'a course survey: enrolled learners only',
      input: (f) => ({ surveyId: f.ids.surveyOnCourse }),
      expect: { anonymous: U, student: 'allow', otherStudent: NF, admin: NF },
    },
    {
      operation: 'getSurveyToAnswer',
      situation: 'a standalone survey',
      input: (f) => ({ surveyId: f.ids.surveyStandalone }),
      expect: SIGNED_IN,
    },
    {
      operation: 'submitSurveyAnswers',
      situation: 'a course survey: enrolled learners only',
      input: (f) => ({ surveyId: f.ids.surveyOnCourse, submissionId: nextSubmission(), answers }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: D },
    },
    {
      operation: 'submitSurveyAnswers',
      situation: 'a standalone survey',
      input: (f) => ({ surveyId: f.ids.surveyStandalone, submissionId: nextSubmission(), answers }),
      expect: SIGNED_IN,
    },
    {
      operation: 'reportSurveyAnswerNotSent',
      situation: 'a standalone survey',
      input: (f) => ({
        surveyId: f.ids.surveyStandalone,
        submissionId: nextSubmission(),
        answers,
        reason: 'Network down',
        attempts: 5,
      }),
      expect: SIGNED_IN,
    },
    {
      operation: 'adminSurveyResults',
      situation: 'the course survey',
      input: (f) => ({ surveyId: f.ids.surveyOnCourse }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'exportSurveyCsv',
      situation: 'the course survey (named)',
      input: (f) => ({ surveyId: f.ids.surveyOnCourse }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'adminListSurveyErrors',
      situation: 'open groups',
      input: () => ({}),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'retrySurveyError',
      situation: 'a recoverable group',
      input: (f) => ({ groupId: f.ids.surveyErrorGroup }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'resolveSurveyError',
      situation: 'a group',
      input: (f) => ({ groupId: f.ids.surveyErrorGroup }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'rotateSurveyWebhookSecret',
      situation: 'an external survey',
      input: (f) => ({ surveyId: f.ids.surveyExternal }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'previewSurveyReminders',
      situation: 'the course survey',
      input: (f) => ({ surveyId: f.ids.surveyOnCourse }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'sendSurveyReminders',
      situation: 'a survey the student reached and has not answered',
      input: (f) => ({ surveyId: f.ids.surveyToRemind }),
      expect: ADMIN_ONLY,
    },
  ],
};
