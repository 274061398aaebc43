// "Required to complete the course": finishing every lesson does not complete the course while a required survey
// is unanswered; answering it completes it then, and the certificate follows. A survey answered before the last
// lesson lets the last lesson complete the course. (Answered in an external tool, through the server's webhook
// route: the server's test.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyInputSchema, type SurveyInput } from '@lms/core';
import { createSurvey } from '@lms/domain/internal/surveys/authoring';
import { recordAnswers } from '@lms/domain/internal/surveys/answering';
import {
  certificateRows,
  courseWithTemplate,
  enrolledLearner,
  viewLesson,
} from '../../fixtures/certificate-fixtures';
import { surveyInput } from '../../fixtures/survey-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeRequiredSurveys = (openHost: OpenConformanceHost) =>
  describe('surveys required to complete a course', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
    });
    afterAll(() => host?.close());

    let n = 0;
    async function setUp(survey: Partial<SurveyInput>) {
      n += 1;
      const { course } = await courseWithTemplate(host.ctx, `required-${n}`);
      const uid = `required-learner-${n}`;
      await enrolledLearner(host.ctx, uid, course.courseId, 'Robin Learner');
      const created = await createSurvey(
        host.ctx,
        surveyInputSchema.parse(surveyInput({ courseId: course.courseId, ...survey })),
      );
      return { course, uid, survey: created };
    }
    const enrollment = (uid: string, courseId: string) =>
      host.ctx.db
        .selectFrom('enrollments')
        .select(['progress', 'completed'])
        .where('user_id', '=', uid)
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
    const completions = (uid: string, courseId: string) =>
      host.ctx.db
        .selectFrom('learning_activity')
        .select('id')
        .where('user_id', '=', uid)
        .where('course_id', '=', courseId)
        .where('kind', '=', 'course-completed')
        .execute();
    const answer = (uid: string, surveyId: string) =>
      recordAnswers(host.ctx, uid, { surveyId, submissionId: `required-${uid}`, answers: { stars: 4 } });

    it('waits for the required survey, then completes the course and issues its certificate', async () => {
      const { course, uid, survey } = await setUp({ requiredToComplete: true });
      const progress = await viewLesson(host.ctx, uid, course.courseId, course.lessonIds[0]!);
      expect(progress.progress).toMatchObject({ percent: 100, completed: false });
      expect(await enrollment(uid, course.courseId)).toMatchObject({ progress: 100, completed: 0 });
      expect(await certificateRows(host.ctx, uid)).toHaveLength(0);

      expect((await answer(uid, survey.id)).status).toBe('recorded');
      expect(await enrollment(uid, course.courseId)).toMatchObject({ completed: 1 });
      expect(await certificateRows(host.ctx, uid)).toHaveLength(1);
      expect(await completions(uid, course.courseId)).toHaveLength(1);
      // Answering again changes nothing.
      expect((await answer(uid, survey.id)).status).toBe('already-answered');
      expect(await completions(uid, course.courseId)).toHaveLength(1);
    });

    it('completes the course on the last lesson when the survey was answered first', async () => {
      const { course, uid, survey } = await setUp({ requiredToComplete: true });
      await answer(uid, survey.id);
      expect(await enrollment(uid, course.courseId)).toMatchObject({ completed: 0 });
      await viewLesson(host.ctx, uid, course.courseId, course.lessonIds[0]!);
      expect(await enrollment(uid, course.courseId)).toMatchObject({ completed: 1 });
      expect(await certificateRows(host.ctx, uid)).toHaveLength(1);
    });

    it('does not wait for a survey that is not required', async () => {
      const { course, uid } = await setUp({ requiredToComplete: false });
      await viewLesson(host.ctx, uid, course.courseId, course.lessonIds[0]!);
      expect(await enrollment(uid, course.courseId)).toMatchObject({ completed: 1 });
    });
  });
