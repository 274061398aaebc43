// A course as a listing shows it: the data the plain landing page draws (a view's input, not a back end's answer).
import type { CourseSummary } from '@lms/core';

export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 'c1',
    slug: 'intro-to-testing',
    title: 'Intro to testing',
    thumbnail: null,
    summary: 'Write tests that can fail.',
    category: 'engineering',
    level: 'beginner',
    durationMinutes: 90,
    priceCents: 0,
    currency: 'USD',
    status: 'published',
    lessonCount: 4,
    ...overrides,
  };
}
