// Issue 30's examples, as an administrator reads them: "1 response from 1 learners", "1 promoters" and a response
// rate written "70 %" in English. Counts agree with their nouns and numbers are written the locale's way, in every
// language shipped.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { callAs, createCourse, enrol, seededPlatform, seedPeople } from '../../test-support/test-server';

const AT = Date.parse('2026-11-12T09:30:00.000Z');

/** One course, one enrolled learner who answered its survey (a 10-point rating: a promoter). */
const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const course = await createCourse(server, people.admin, { title: 'Accessibility' });
  await enrol(server, people.student, course.id);
  const survey = await callAs(server, people.admin, 'createSurvey', {
    title: 'How did it go?',
    intro: '',
    anonymous: false,
    placement: 'course-end',
    courseId: course.id,
    lessonId: null,
    requiredToComplete: false,
    opensAt: null,
    closesAt: null,
    questions: [
      { id: 'recommend', kind: 'rating', prompt: 'Would you recommend it?', required: true, scale: 10 },
    ],
  });
  await callAs(
    server,
    people.student,
    'submitSurveyAnswers',
    { surveyId: survey.id, submissionId: 'numbers-student-1', answers: { recommend: 10 } },
    { at: AT },
  );
  return { ...people, survey };
});

async function resultsIn(language: string) {
  const { server, admin, survey } = await platform();
  await callAs(server, admin, 'updateMyUserDocument', { preferences: { language } });
  await renderLms({ server, path: `/admin/surveys?survey=${survey.id}&view=results`, signedInAs: admin });
  return within(await screen.findByRole('status'));
}

describe('survey results count in the reader’s language', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('en-US: one response from one learner, one promoter, the rate written 100%', async () => {
    await resultsIn('en-US');
    expect(await screen.findByText('1 response from 1 learner reached (100%)')).toBeInTheDocument();
    expect(screen.getByText(/\(1 promoter, 0 passives, 0 detractors\)/)).toBeInTheDocument();
  });

  it('fr-FR: the same in French, the percent sign after a space', async () => {
    await resultsIn('fr-FR');
    expect(await screen.findByText(/^1 réponse pour 1 apprenant atteint \(100\s%\)$/)).toBeInTheDocument();
    expect(screen.getByText(/\(1 promoteur, 0 passif, 0 détracteur\)/)).toBeInTheDocument();
  });

  it('ar: the singular and the zero forms of Arabic', async () => {
    await resultsIn('ar');
    expect(await screen.findByText(/^إجابة واحدة من متعلم واحد وصله/)).toBeInTheDocument();
    expect(screen.getByText(/\(مروّج واحد، لا محايدين، لا منتقدين\)/)).toBeInTheDocument();
  });
});
