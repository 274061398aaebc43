import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError, type MyActionPlanSummary, type MyLearningItem } from '@lms/core';
import { courseSummary } from '../../test-support/fixtures';
import { renderLms } from '../../test-support/render-lms';

const student = { uid: 'u1', email: 'student@example.com' };

const learning: MyLearningItem = {
  enrollmentId: 'e-c1',
  enrolledAt: '2026-11-01T00:00:00.000Z',
  course: courseSummary({ id: 'c1', title: 'Course c1' }),
  percent: 40,
  completed: false,
  completedLessons: 2,
  totalLessons: 5,
  lastLesson: { id: 'l2', title: 'Second lesson', kind: 'text' },
  lastActivityAt: '2026-11-20T00:00:00.000Z',
};

function summary(id: string, overrides: Partial<MyActionPlanSummary> = {}): MyActionPlanSummary {
  return {
    course: { id, slug: `course-${id}`, title: `Course ${id}` },
    counts: { total: 3, done: 1, inProgress: 1 },
    nextStepId: `${id}-step-2`,
    nextDueAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

type PlansAnswer = { items: MyActionPlanSummary[]; total?: number };

function setup(plans: (input: { page?: number; pageSize?: number }) => PlansAnswer) {
  return renderLms({
    path: '/student/dashboard',
    signedInAs: student,
    handlers: {
      listMyEnrollments: () => [],
      // One course in progress: the dashboard lists its sections (with no course it shows only an invitation).
      listMyLearning: (input) => ({
        items: [learning],
        total: 1,
        page: input.page ?? 1,
        pageSize: input.pageSize ?? 20,
      }),
      listMyRecentActivity: () => ({ items: [] }),
      listMyActionPlans: (input) => {
        const answer = plans(input);
        return {
          total: answer.items.length,
          page: input.page ?? 1,
          pageSize: input.pageSize ?? 6,
          ...answer,
        };
      },
    },
  });
}

describe('the dashboard’s action plans', () => {
  it('shows each plan’s progress and next due date, and leads to the step to do next', async () => {
    setup(() => ({
      items: [
        summary('c1'),
        summary('c2', {
          counts: { total: 2, done: 2, inProgress: 0 },
          nextStepId: 'c2-step-1',
          nextDueAt: null,
        }),
      ],
    }));
    const plans = within(await screen.findByRole('region', { name: 'Your action plans' }));
    expect(plans.getByRole('progressbar', { name: 'Action plan of Course c1' })).toHaveAttribute(
      'value',
      '1',
    );
    expect(plans.getByText(/^1 of 3 steps done · next step due /)).toBeVisible();
    expect(plans.getByRole('link', { name: 'Continue the action plan of Course c1' })).toHaveAttribute(
      'href',
      '/action-plan/c1-step-2',
    );
    // A finished plan has no due date left and is offered for review from its first step.
    expect(plans.getByText('2 of 2 steps done')).toBeVisible();
    await userEvent.click(plans.getByRole('link', { name: 'Review the action plan of Course c2' }));
    expect(await screen.findByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
  });

  it('shows nothing when none of the student’s courses has a plan', async () => {
    let answered = false;
    setup(() => {
      answered = true;
      return { items: [] };
    });
    expect(await screen.findByRole('region', { name: 'In progress' })).toBeVisible();
    await waitFor(() => expect(answered).toBe(true));
    // Let the answer reach the screen before looking for what it must not show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your action plans' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your action plans')).not.toBeInTheDocument();
  });

  it('pages through many plans, six at a time', async () => {
    const all = Array.from({ length: 8 }, (_, i) => summary(`p${i + 1}`));
    const asked: Array<number | undefined> = [];
    setup((input) => {
      asked.push(input.pageSize);
      const page = input.page ?? 1;
      return { items: all.slice((page - 1) * 6, page * 6), total: all.length };
    });
    const plans = within(await screen.findByRole('region', { name: 'Your action plans' }));
    expect(await plans.findAllByRole('progressbar')).toHaveLength(6);
    const pages = within(plans.getByRole('navigation', { name: 'Pages of your action plans' }));
    expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(await plans.findByRole('link', { name: 'Continue the action plan of Course p8' })).toBeVisible();
    expect(plans.getAllByRole('progressbar')).toHaveLength(2);
    expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(asked.every((size) => size === 6)).toBe(true);
  });

  it('says when the plans could not be loaded, with Try again', async () => {
    let fail = true;
    setup(() => {
      if (fail) throw new LmsError('functions/unavailable', 'down');
      return { items: [summary('c1')] };
    });
    const plans = within(await screen.findByRole('region', { name: 'Your action plans' }));
    expect(await plans.findByText('Your action plans could not be loaded')).toBeVisible();
    fail = false;
    await userEvent.click(plans.getByRole('button', { name: 'Try again' }));
    expect(await plans.findByRole('link', { name: 'Continue the action plan of Course c1' })).toBeVisible();
  });
});
