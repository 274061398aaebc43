import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backendRecordingCalls } from '../../../test-support/answer-override';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../../test-support/render-on-domain';
import {
  completeLesson,
  createAccount,
  createCourse,
  enrol,
  seededPlatform,
  seedPeople,
  type TestAccount,
  type TestServer,
} from '../../../test-support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Ada's learning, written through the domain at the times the screens describe: Course c1 enrolled yesterday with 2
 * of its 5 lessons done (the last two hours ago), Course c2 completed days ago, Course c3 enrolled and not started.
 * Nia has no course.
 */
const platform = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  const now = Date.now();
  const c1 = await createCourse(server, admin, {
    title: 'Course c1',
    modules: [
      {
        lessons: [
          { kind: 'text', title: 'First lesson' },
          { kind: 'text', title: 'Second lesson' },
          'text',
          'text',
          'text',
        ],
      },
    ],
  });
  const c2 = await createCourse(server, admin, { title: 'Course c2' });
  const c3 = await createCourse(server, admin, { title: 'Course c3' });
  await enrol(server, student, c2.id, now - 4 * DAY);
  await completeLesson(server, student, c2.id, c2.lessons[0]!, now - 4 * DAY + 60_000);
  await enrol(server, student, c3.id, now - 3 * DAY);
  await enrol(server, student, c1.id, now - 26 * HOUR);
  await completeLesson(server, student, c1.id, c1.lessons[0]!, now - 3 * HOUR);
  await completeLesson(server, student, c1.id, c1.lessons[1]!, now - 2 * HOUR);
  const newcomer = await createAccount(server, { email: 'nia@example.com', displayName: 'Nia New' });
  return { student, newcomer, c1 };
});

/** Fourteen courses Ada enrolled in, Course k0 the most recent. */
const manyCourses = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  const now = Date.now();
  for (let index = 0; index < 14; index += 1) {
    const course = await createCourse(server, admin, { title: `Course k${index}` });
    await enrol(server, student, course.id, now - (index + 1) * HOUR);
  }
  return { student };
});

async function setup(path: string, seeded: { server: TestServer; student: TestAccount }) {
  const { backend, calls } = backendRecordingCalls(seeded.server);
  const view = await renderLms({
    path,
    server: seeded.server,
    signedInAs: seeded.student,
    config: { backend },
  });
  const learningCalls = () => calls.filter((call) => call.name === 'listMyLearning').map((call) => call.data);
  return { ...view, learningCalls, user: userEvent.setup() };
}

describe('StudentDashboardPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows courses in progress with a labelled progress bar and a Continue link to the viewer', async () => {
    const seeded = await platform();
    await setup('/student/dashboard', seeded);
    const inProgress = await screen.findByRole('region', { name: 'In progress' });
    const bar = await within(inProgress).findByRole('progressbar', { name: 'Progress in Course c1' });
    expect(bar).toHaveAttribute('value', '40');
    expect(within(inProgress).getByText('40% · 2 of 5 lessons completed')).toBeInTheDocument();
    expect(
      within(inProgress).getByText(/Last lesson: \u2068Second lesson\u2069 · 2 hours ago/),
    ).toBeInTheDocument();
    expect(within(inProgress).getByRole('link', { name: 'Continue Course c1' })).toHaveAttribute(
      'href',
      `/student/courses/${seeded.c1.id}/view`,
    );
    expect(within(inProgress).queryByText('Course c2')).not.toBeInTheDocument();
  });

  it('lists completed courses separately, with Review', async () => {
    await setup('/student/dashboard', await platform());
    const completed = await screen.findByRole('region', { name: 'Completed' });
    expect(await within(completed).findByRole('link', { name: 'Review Course c2' })).toBeInTheDocument();
    expect(within(completed).queryByText('Course c1')).not.toBeInTheDocument();
  });

  it('shows recent activity, newest first, with relative times', async () => {
    await setup('/student/dashboard', await platform());
    const recent = await screen.findByRole('region', { name: 'Recent activity' });
    const entries = await within(recent).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Completed “Second lesson” in Course c1');
    expect(entries[0]).toHaveTextContent('2 hours ago');
    expect(entries[1]).toHaveTextContent('Completed “First lesson” in Course c1');
    expect(entries[1]).toHaveTextContent('3 hours ago');
    expect(entries[2]).toHaveTextContent('Enrolled in Course c1');
    expect(entries[2]).toHaveTextContent('yesterday');
  });

  it('a student with no course gets one clear empty state pointing to the catalogue', async () => {
    const { server, newcomer } = await platform();
    await setup('/student/dashboard', { server, student: newcomer });
    expect(
      await screen.findByRole('heading', { name: 'You are not enrolled in any course yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('a failed load explains the error with Try again, which loads it', async () => {
    const seeded = await platform();
    seeded.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['listMyLearning'] });
    const { user } = await setup('/student/dashboard', seeded);
    expect(
      await screen.findByRole('heading', { name: 'Your dashboard could not be loaded' }),
    ).toBeInTheDocument();
    seeded.server.setMode({ kind: 'live' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'In progress' })).toBeInTheDocument();
  });
});

describe('StudentCoursesPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('filters all / in progress / completed through the URL and listMyLearning', async () => {
    const { user, learningCalls } = await setup('/student/courses', await platform());
    expect(await screen.findByRole('heading', { name: '3 courses' })).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Show' });
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filters).getByRole('link', { name: 'Completed' }));
    expect(await screen.findByRole('heading', { name: '1 completed course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course c2' })).toBeInTheDocument();
    expect(within(filters).getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    expect(learningCalls()).toContainEqual({ filter: 'completed', page: 1, pageSize: 12 });
  });

  it('reads the filter from the URL: in progress includes courses not started yet', async () => {
    await setup('/student/courses?filter=in-progress', await platform());
    expect(await screen.findByRole('heading', { name: '2 courses in progress' })).toBeInTheDocument();
    expect(screen.getByText('Not started yet')).toBeInTheDocument();
  });

  it('paginates twelve at a time', async () => {
    const { user, learningCalls } = await setup('/student/courses', await manyCourses());
    await screen.findByRole('link', { name: 'Course k0' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Course k13' })).toBeInTheDocument();
    expect(learningCalls()).toContainEqual({ filter: 'all', page: 2, pageSize: 12 });
  });

  it('an empty filter says so', async () => {
    const { server, newcomer } = await platform();
    await setup('/student/courses?filter=completed', { server, student: newcomer });
    expect(await screen.findByRole('heading', { name: 'No completed course yet' })).toBeInTheDocument();
  });
});
