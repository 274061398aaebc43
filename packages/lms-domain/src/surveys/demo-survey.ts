// Demo content: an end-of-course survey on the free "Project management fundamentals" course (the one with the demo
// certificate and badge), so a visitor of the demo who finishes it meets a survey, and the admin screens have one.
// Not required to complete, so the demo certificate stays one course away. Idempotent: the survey has a fixed id.
import type { SurveyQuestion } from '@lms/core';
import type { DemoAssets, SeedReport } from '../areas/define-area';
import { DEMO_CERTIFICATE_COURSE_SLUG } from '../certificates/demo-template';
import type { DomainContext } from '../context';

export const DEMO_SURVEY_ID = 'demo-survey-project-management';

const QUESTIONS: SurveyQuestion[] = [
  {
    id: 'useful',
    kind: 'rating',
    prompt: 'How useful was this course for your work?',
    required: true,
    scale: 5,
    lowLabel: 'Not useful',
    highLabel: 'Very useful',
  },
  {
    id: 'recommend',
    kind: 'rating',
    prompt: 'How likely are you to recommend it to a colleague?',
    required: false,
    scale: 10,
    lowLabel: 'Not at all likely',
    highLabel: 'Extremely likely',
  },
  {
    id: 'best',
    kind: 'single',
    prompt: 'Which part helped you most?',
    required: false,
    options: ['The videos', 'The quizzes', 'The templates to download'],
  },
  { id: 'improve', kind: 'long-text', prompt: 'What should we improve?', required: false },
];

export async function seedDemoSurvey(ctx: DomainContext, _assets: DemoAssets): Promise<SeedReport> {
  const course = await ctx.db
    .selectFrom('courses')
    .select('id')
    .where('slug', '=', DEMO_CERTIFICATE_COURSE_SLUG)
    .executeTakeFirst();
  if (course === undefined) return { created: [], skipped: [DEMO_SURVEY_ID] };
  const now = ctx.now();
  const inserted = await ctx.db
    .insertInto('surveys')
    .values({
      id: DEMO_SURVEY_ID,
      title: 'How was "Project management fundamentals"?',
      intro: 'Four short questions; your answers help us improve the course.',
      questions: JSON.stringify(QUESTIONS),
      anonymous: 0,
      opens_at: null,
      closes_at: null,
      placement: 'course-end',
      course_id: course.id,
      lesson_id: null,
      required_to_complete: 0,
      repeatable: 0,
      external_url: null,
      webhook_secret: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted === undefined
    ? { created: [], skipped: [DEMO_SURVEY_ID] }
    : { created: [DEMO_SURVEY_ID], skipped: [] };
}
