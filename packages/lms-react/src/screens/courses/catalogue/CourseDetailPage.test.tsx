import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../../test-support/LocationProbe';
import { createPaidCourse, placeOrder } from '../../../test-support/payments-seed';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../../test-support/render-on-domain';
import {
  callAs,
  completeLesson,
  createCourse,
  enrol,
  seededPlatform,
  seedPeople,
} from '../../../test-support/test-server';

/** A free course with a described syllabus and a course for sale. */
const platform = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  const free = await createCourse(server, admin, {
    title: 'Intro to testing',
    description: 'Learn to **write tests** that fail.',
    modules: [
      {
        title: 'Getting started',
        lessons: [
          { kind: 'text', title: 'Why tests', durationMinutes: 5 },
          { kind: 'video', title: 'First test', durationMinutes: 20 },
        ],
      },
    ],
  });
  const paid = await createPaidCourse(server, admin, { priceCents: 4999, currency: 'EUR' });
  return { student, admin, free, paid };
});

type Seeded = Awaited<ReturnType<typeof platform>>;

/** Opens `path` as the student, after `prepare` changed the platform as the test needs. */
async function setup(path: (seeded: Seeded) => string, prepare?: (seeded: Seeded) => Promise<unknown>) {
  const seeded = await platform();
  await prepare?.(seeded);
  const view = await renderLms({
    path: path(seeded),
    server: seeded.server,
    signedInAs: seeded.student,
    config: { screens: { 'product-viewer': LocationProbe, payment: LocationProbe } },
  });
  return { ...seeded, ...view };
}

describe('CourseDetailPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows title, summary, facts, description and the syllabus with each lesson kind and minutes', async () => {
    await setup(({ free }) => `/courses/${free.id}`);
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
    const { user, runtime, server, student, free } = await setup(({ free }) => `/courses/${free.id}`);
    await user.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByText(`/student/courses/${free.id}/view`)).toBeInTheDocument();
    const enrolments = await callAs(server, student, 'listMyEnrollments', {});
    expect(enrolments.map((item) => item.course_id)).toEqual([free.id]);
    // The enrolments slice (guard rule 4, cache cleanup) sees the new enrolment.
    expect(runtime.store.getState().enrollments.items?.map((item) => item.course_id)).toEqual([free.id]);
  });

  it('a paid course shows Buy with the formatted price, linking to the payment route', async () => {
    const { paid } = await setup(({ paid }) => `/courses/${paid.id}`);
    const buy = await screen.findByRole('link', { name: 'Buy for €49.99' });
    expect(buy).toHaveAttribute('href', `/payment/${paid.id}`);
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).not.toBeInTheDocument();
  });

  it('a student who bought the course sees Continue, leading to the viewer, and no Enrol or Buy', async () => {
    const { paid } = await setup(
      ({ paid }) => `/courses/${paid.id}`,
      async ({ server, student, paid }) => {
        await placeOrder(server, student, paid.id, { status: 'paid' });
        await completeLesson(server, student, paid.id, paid.lessons[0]!);
      },
    );
    const proceed = await screen.findByRole('link', { name: 'Continue' });
    expect(proceed).toHaveAttribute('href', `/student/courses/${paid.id}/view`);
    expect(screen.queryByRole('link', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('an enrolled student of a free course sees Continue instead of Enrol for free', async () => {
    const { free } = await setup(
      ({ free }) => `/courses/${free.id}`,
      ({ server, student, free }) => enrol(server, student, free.id),
    );
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/student/courses/${free.id}/view`,
    );
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).not.toBeInTheDocument();
  });

  it('a course that cannot be loaded explains why and links back to the catalogue', async () => {
    await setup(() => '/courses/no-such-course');
    expect(
      await screen.findByRole('heading', { name: 'This course could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses');
  });
});
