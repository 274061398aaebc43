import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError, type Activity, type MyLearningItem, type OperationInput } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { courseSummary } from '../../test-support/fixtures';

const student = { uid: 'u1', email: 'student@example.com' };

function item(id: string, overrides: Partial<MyLearningItem> = {}): MyLearningItem {
  return {
    enrollmentId: `e-${id}`,
    enrolledAt: '2026-01-01T00:00:00.000Z',
    course: courseSummary({ id, title: `Course ${id}` }),
    percent: 40,
    completed: false,
    completedLessons: 2,
    totalLessons: 5,
    lastLesson: { id: 'l2', title: 'Second lesson', kind: 'text' },
    lastActivityAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    ...overrides,
  };
}

/** listMyLearning filtered and paged like the server. */
function learningOf(items: MyLearningItem[]) {
  return (input: OperationInput<'listMyLearning'>) => {
    const filter = input.filter ?? 'all';
    const matching = items.filter(
      (entry) => filter === 'all' || (filter === 'completed' ? entry.completed : !entry.completed),
    );
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 20;
    return {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    };
  };
}

const activity: Activity[] = [
  {
    id: 'a1',
    kind: 'lesson-completed',
    at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    course: { id: 'c1', slug: 'course-c1', title: 'Course c1' },
    lesson: { id: 'l1', title: 'First lesson' },
    scorePercent: null,
    passed: null,
  },
  {
    id: 'a2',
    kind: 'enrolled',
    at: new Date(Date.now() - 26 * 3600_000).toISOString(),
    course: { id: 'c1', slug: 'course-c1', title: 'Course c1' },
    lesson: null,
    scorePercent: null,
    passed: null,
  },
];

function setup(path: string, items: MyLearningItem[], options: { failing?: boolean } = {}) {
  const view = renderLms({
    path,
    signedInAs: student,
    handlers: {
      listMyEnrollments: () => [],
      listMyLearning: (input) => {
        if (options.failing) throw new LmsError('functions/unavailable', 'down');
        return learningOf(items)(input);
      },
      listMyRecentActivity: () => ({ items: items.length > 0 ? activity : [] }),
    },
  });
  const learningCalls = () =>
    view.runtime.backend.calls.filter((call) => call.name === 'listMyLearning').map((call) => call.data);
  return { ...view, learningCalls, user: userEvent.setup() };
}

describe('StudentDashboardPage', () => {
  it('shows courses in progress with a labelled progress bar and a Continue link to the viewer', async () => {
    setup('/student/dashboard', [
      item('c1'),
      item('c2', { completed: true, percent: 100, completedLessons: 5 }),
    ]);
    const inProgress = await screen.findByRole('region', { name: 'In progress' });
    const bar = await within(inProgress).findByRole('progressbar', { name: 'Progress in Course c1' });
    expect(bar).toHaveAttribute('value', '40');
    expect(within(inProgress).getByText('40% · 2 of 5 lessons completed')).toBeInTheDocument();
    expect(
      within(inProgress).getByText(/Last lesson: \u2068Second lesson\u2069 · 2 hours ago/),
    ).toBeInTheDocument();
    expect(within(inProgress).getByRole('link', { name: 'Continue Course c1' })).toHaveAttribute(
      'href',
      '/student/courses/c1/view',
    );
    expect(within(inProgress).queryByText('Course c2')).not.toBeInTheDocument();
  });

  it('lists completed courses separately, with Review', async () => {
    setup('/student/dashboard', [item('c1'), item('c2', { completed: true, percent: 100 })]);
    const completed = await screen.findByRole('region', { name: 'Completed' });
    expect(await within(completed).findByRole('link', { name: 'Review Course c2' })).toBeInTheDocument();
    expect(within(completed).queryByText('Course c1')).not.toBeInTheDocument();
  });

  it('shows recent activity with relative times', async () => {
    setup('/student/dashboard', [item('c1')]);
    const recent = await screen.findByRole('region', { name: 'Recent activity' });
    const entries = await within(recent).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Completed “First lesson” in Course c1');
    expect(entries[0]).toHaveTextContent('3 hours ago');
    expect(entries[1]).toHaveTextContent('Enrolled in Course c1');
    expect(entries[1]).toHaveTextContent('yesterday');
  });

  it('a student with no course gets one clear empty state pointing to the catalogue', async () => {
    setup('/student/dashboard', []);
    expect(
      await screen.findByRole('heading', { name: 'You are not enrolled in any course yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('a failed load explains the error with Try again', async () => {
    setup('/student/dashboard', [item('c1')], { failing: true });
    expect(
      await screen.findByRole('heading', { name: 'Your dashboard could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('StudentCoursesPage', () => {
  const mine = [
    item('c1'),
    item('c2', { completed: true, percent: 100 }),
    item('c3', { lastLesson: null, percent: 0, completedLessons: 0, lastActivityAt: null }),
  ];

  it('filters all / in progress / completed through the URL and listMyLearning', async () => {
    const { user, learningCalls } = setup('/student/courses', mine);
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
    setup('/student/courses?filter=in-progress', mine);
    expect(await screen.findByRole('heading', { name: '2 courses in progress' })).toBeInTheDocument();
    expect(screen.getByText('Not started yet')).toBeInTheDocument();
  });

  it('paginates twelve at a time', async () => {
    const many = Array.from({ length: 14 }, (_, index) => item(`k${index}`));
    const { user, learningCalls } = setup('/student/courses', many);
    await screen.findByRole('link', { name: 'Course k0' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Course k13' })).toBeInTheDocument();
    expect(learningCalls()).toContainEqual({ filter: 'all', page: 2, pageSize: 12 });
  });

  it('an empty filter says so', async () => {
    setup('/student/courses?filter=completed', [item('c1')]);
    expect(await screen.findByRole('heading', { name: 'No completed course yet' })).toBeInTheDocument();
  });
});
