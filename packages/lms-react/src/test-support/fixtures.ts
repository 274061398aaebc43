import type { CourseSummary, Enrollment, UserDocument } from '@lms/core';

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

export function enrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: 'e1',
    user_id: 'u1',
    course_id: 'c1',
    progress: 0,
    completed: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function userDocument(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    role: 'user',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    last_login: null,
    provider: 'password',
    preferences: { language: 'en-US', notifications: true },
    xapi_identifier: 'mailto:ada@example.com',
    ...overrides,
  };
}
