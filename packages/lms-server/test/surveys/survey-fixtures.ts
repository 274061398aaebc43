// Survey inputs for the server tests: one question of every kind, on a course or standalone.
import type { SurveyInput } from '@lms/core';

export function surveyInput(options: Partial<SurveyInput> = {}): SurveyInput {
  return {
    title: 'Course feedback',
    intro: 'Tell us how it went.',
    anonymous: false,
    placement: options.courseId ? 'course-end' : 'standalone',
    questions: [
      {
        id: 'stars',
        kind: 'rating',
        prompt: 'How was it?',
        required: true,
        scale: 5,
        lowLabel: 'Poor',
        highLabel: 'Great',
      },
      { id: 'nps', kind: 'rating', prompt: 'Would you recommend it?', required: false, scale: 10 },
      {
        id: 'best',
        kind: 'single',
        prompt: 'Best part?',
        required: false,
        options: ['Videos', 'Quizzes', 'Texts'],
      },
      {
        id: 'tools',
        kind: 'multiple',
        prompt: 'What did you use?',
        required: false,
        options: ['Phone', 'Laptop'],
      },
      { id: 'title', kind: 'short-text', prompt: 'One word for it', required: false },
      { id: 'more', kind: 'long-text', prompt: 'Anything else?', required: false },
    ],
    ...options,
  };
}
