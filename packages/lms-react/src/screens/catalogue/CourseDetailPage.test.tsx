import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError, type Course, type Enrollment } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { courseSummary, enrollment } from '../../test-support/fixtures';
import { LocationProbe } from '../../test-support/LocationProbe';

const student = { uid: 'u1', email: 'student@example.com' };

function course(overrides: Partial<Course> = {}): Course {
  return {
    ...courseSummary({ id: 'c1', title: 'Intro to testing', lessonCount: 2, durationMinutes: 25 }),
    description: 'Learn to **write tests** that fail.',
    lockLessonsInOrder: false,
    modules: [
      {
        id: 'm1',
        title: 'Getting started',
        position: 0,
        lessons: [
          { id: 'l1', title: 'Why tests', kind: 'text', position: 0, durationMinutes: 5 },
          { id: 'l2', title: 'First test', kind: 'video', position: 1, durationMinutes: 20 },
        ],
      },
    ],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function setup(options: { course?: Course; enrolments?: Enrollment[]; getCourseFails?: boolean } = {}) {
  const enrolments = [...(options.enrolments ?? [])];
  const shown = options.course ?? course();
  const view = renderLms({
    path: '/courses/c1',
    signedInAs: student,
    config: { screens: { 'product-viewer': LocationProbe, payment: LocationProbe } },
    handlers: {
      getCourse: () => {
        if (options.getCourseFails) throw new LmsError('functions/not-found', 'no such course');
        return shown;
      },
      // A copy: the store freezes what it receives.
      listMyEnrollments: () => [...enrolments],
      enrollInCourse: ({ courseId }) => {
        const existing = enrolments.find((item) => item.course_id === courseId);
        if (existing) return { enrollment: existing, created: false };
        const created = enrollment({ id: 'e-new', course_id: courseId });
        enrolments.push(created);
        return { enrollment: created, created: true };
      },
    },
  });
  return { ...view, enrolments, user: userEvent.setup() };
}

describe('CourseDetailPage', () => {
  it('shows title, summary, facts, description and the syllabus with each lesson kind and minutes', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro to testing' })).toBeInTheDocument();
    expect(screen.getByText('Write tests that can fail.')).toBeInTheDocument();
    expect(screen.getByText('25 min')).toBeInTheDocument();
    expect(screen.getByText('2 lessons', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Free', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('write tests')).toBeInTheDocument();
    const syllabus = screen.getByRole('region', { name: 'Syllabus' });
    expect(within(syllabus).getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(within(syllabus).getByText('Why tests')).toBeInTheDocument();
    expect(within(syllabus).getByText('Reading · 5 min')).toBeInTheDocument();
    expect(within(syllabus).getByText('Video · 20 min')).toBeInTheDocument();
  });

  it('a free course: Enrol for free enrols, refreshes the enrolments and lands in the viewer route', async () => {
    const { user, runtime, enrolments } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByText('/student/courses/c1/view')).toBeInTheDocument();
    expect(enrolments).toHaveLength(1);
    // The enrolments slice (guard rule 4, cache cleanup) sees the new enrolment.
    expect(runtime.store.getState().enrollments.items?.map((item) => item.course_id)).toEqual(['c1']);
  });

  it('a paid course shows Buy with the formatted price, linking to the payment route', async () => {
    setup({ course: course({ priceCents: 4999, currency: 'EUR' }) });
    const buy = await screen.findByRole('link', { name: 'Buy for €49.99' });
    expect(buy).toHaveAttribute('href', '/payment/c1');
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).not.toBeInTheDocument();
  });

  it('an enrolled student sees Continue, leading to the viewer, and no Enrol or Buy', async () => {
    setup({
      course: course({ priceCents: 4999 }),
      enrolments: [enrollment({ course_id: 'c1', progress: 40 })],
    });
    const proceed = await screen.findByRole('link', { name: 'Continue' });
    expect(proceed).toHaveAttribute('href', '/student/courses/c1/view');
    expect(screen.queryByRole('link', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('a course that cannot be loaded explains why and links back to the catalogue', async () => {
    setup({ getCourseFails: true });
    expect(
      await screen.findByRole('heading', { name: 'This course could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses');
  });
});
