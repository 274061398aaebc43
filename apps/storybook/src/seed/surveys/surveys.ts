// Surveys of the demo set, made and answered through the domain's operations: a named end-of-course survey on
// Accessibility answered by the student (and still open for others), an anonymous one on Python with fewer than five
// answers (its results stay hidden), a standalone one nobody answered yet, an external one (a form elsewhere), and
// survey errors: an answer refused as invalid and one refused because its
// learner was not enrolled (recoverable: enrolled later, an admin's retry records it).
import type { SurveyQuestion } from '@lms/core';
import type { SeededCourse } from '../courses/authoring';
import type { SeedRun } from '../seed-run';
import type { CourseKey, SurveyKey } from '../story-ids';
import type { StoryActors } from '../users';

const AT = '2026-11-10T10:00:00.000Z';

const QUESTIONS: SurveyQuestion[] = [
  {
    id: 'useful',
    kind: 'rating',
    prompt: 'How useful was the course?',
    required: true,
    scale: 5,
    lowLabel: 'Not at all',
    highLabel: 'Very',
  },
  {
    id: 'recommend',
    kind: 'rating',
    prompt: 'How likely are you to recommend it?',
    required: false,
    scale: 10,
    lowLabel: 'Not likely',
    highLabel: 'Very likely',
  },
  {
    id: 'best',
    kind: 'single',
    prompt: 'What helped you most?',
    required: false,
    options: ['Videos', 'Exercises', 'Reading'],
  },
  {
    id: 'devices',
    kind: 'multiple',
    prompt: 'Where did you study?',
    required: false,
    options: ['Phone', 'Laptop', 'Tablet'],
  },
  { id: 'word', kind: 'short-text', prompt: 'The course in one word', required: false },
  { id: 'change', kind: 'long-text', prompt: 'What should we change?', required: false },
];

export async function seedSurveys(
  run: SeedRun,
  actors: StoryActors,
  courses: ReadonlyMap<CourseKey, SeededCourse>,
): Promise<Partial<Record<SurveyKey, string>>> {
  const accessibility = courses.get('accessibility');
  const python = courses.get('python');
  if (accessibility === undefined || python === undefined) return {};
  const base = {
    questions: QUESTIONS,
    opensAt: null,
    closesAt: null,
    requiredToComplete: false,
    lessonId: null,
  };
  const named = await run.call('createSurvey', actors.admin, AT, {
    ...base,
    title: 'Accessibility: how did it go?',
    intro: 'Five questions, two minutes. Your answers shape the next edition.',
    anonymous: false,
    placement: 'course-end',
    courseId: accessibility.id,
  });
  const anonymous = await run.call('createSurvey', actors.admin, AT, {
    ...base,
    title: 'Python: anonymous feedback',
    intro: 'Nobody sees who wrote what.',
    anonymous: true,
    placement: 'course-end',
    courseId: python.id,
  });
  const standalone = await run.call('createSurvey', actors.admin, AT, {
    ...base,
    title: 'How do you find the platform?',
    intro: 'Tell us what works and what gets in your way.',
    anonymous: false,
    placement: 'standalone',
    courseId: null,
  });
  // Lee opened the standalone survey without answering: the one learner its reminder reaches.
  await run.call('getSurveyToAnswer', actors.otherStudent, '2026-11-11T10:00:00.000Z', {
    surveyId: standalone.id,
  });
  // Answered in another tool; its webhook secret is made only in the story that shows it (shown once).
  const external = await run.call('createSurvey', actors.admin, AT, {
    ...base,
    questions: [],
    title: 'Workshop feedback (external form)',
    intro: 'The workshop team collects feedback in their own form.',
    anonymous: false,
    placement: 'standalone',
    courseId: null,
    externalUrl: 'https://forms.example/workshop',
  });
  // Repeatable: asked every week; the student answered last week's.
  const checkin = await run.call('createSurvey', actors.admin, AT, {
    ...base,
    questions: [QUESTIONS[0]!, QUESTIONS[5]!],
    title: 'Weekly check-in',
    intro: 'How did this week go? Answer each week.',
    anonymous: false,
    placement: 'standalone',
    courseId: null,
    repeatable: true,
  });
  await run.call('submitSurveyAnswers', actors.student, '2026-11-10T09:30:00.000Z', {
    surveyId: checkin.id,
    submissionId: 'story-checkin-student-1',
    answers: { useful: 3 },
  });
  await run.call('submitSurveyAnswers', actors.student, '2026-11-12T09:30:00.000Z', {
    surveyId: named.id,
    submissionId: 'story-named-student',
    answers: {
      useful: 4,
      recommend: 9,
      best: 'Exercises',
      devices: ['Laptop', 'Phone'],
      word: 'Eye-opening',
      change: 'More examples with screen readers, please.',
    },
  });
  await run.call('submitSurveyAnswers', actors.student, '2026-11-13T09:30:00.000Z', {
    surveyId: anonymous.id,
    submissionId: 'story-anonymous-student',
    answers: { useful: 5, recommend: 10 },
  });
  const refuse = (
    actor: keyof StoryActors,
    time: string,
    answers: Record<string, unknown>,
    surveyId: string,
  ) =>
    run
      .call('submitSurveyAnswers', actors[actor], time, {
        surveyId,
        submissionId: `story-refused-${actor}-${time}`,
        answers: answers as never,
      })
      .then(
        () => {
          throw new Error('Seed: a refused survey answer was recorded');
        },
        () => undefined,
      );
  await refuse('otherStudent', '2026-11-14T08:00:00.000Z', { useful: 9 }, anonymous.id);
  await refuse('otherStudent', '2026-11-15T08:00:00.000Z', { useful: 9 }, anonymous.id);
  await refuse('newcomer', '2026-11-16T08:00:00.000Z', { useful: 3 }, named.id);
  // Answers to ids that name no survey all land in one group, whatever the id.
  await refuse('otherStudent', '2026-11-16T09:00:00.000Z', { useful: 1 }, 'story-no-such-survey');
  return {
    named: named.id,
    anonymous: anonymous.id,
    standalone: standalone.id,
    external: external.id,
    checkin: checkin.id,
  };
}
