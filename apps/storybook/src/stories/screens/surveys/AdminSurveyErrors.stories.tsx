import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { atViewport } from '../../../story-app/viewports';

// /admin/survey-errors on the demo set (seed/surveys): the other student's invalid answer twice (one group, count 2)
// to the anonymous survey (its answers withheld: it has fewer than 5), the newcomer's answer refused because they
// are not enrolled (recoverable, so it can be retried), and an answer to a survey id that names no survey.
const meta = {
  title: 'Screens/Admin/SurveyErrors',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/survey-errors', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('table', {
      name: 'Survey errors grouped by survey, code and message',
    }),
  );

/** Grouped errors with count, first and last seen, the payload, and the actions each allows. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(within(canvasElement).getByText('3 groups of errors')).toBeVisible();
    const invalid = within(rows.getByRole('row', { name: /Answers refused/ }));
    await expect(invalid.getByRole('cell', { name: '2' })).toBeVisible();
    await expect(invalid.queryByRole('button', { name: /^Retry/ })).toBeNull();
    await userEvent.click(invalid.getByText('Show payload'));
    // An anonymous survey below 5 answers: what was answered stays hidden, how it was sent shows.
    await expect(invalid.getByText(/"answers": "\[withheld below 5 answers\]"/)).toBeVisible();
    await expect(invalid.queryByText(/"useful": 9/)).toBeNull();
    const unknown = within(rows.getByRole('row', { name: /Unknown survey/ }));
    await expect(unknown.getByText('Surveys that do not exist (ids made up or deleted)')).toBeVisible();
    const notEnrolled = within(rows.getByRole('row', { name: /Learner not enrolled/ }));
    await expect(notEnrolled.getByRole('button', { name: /^Retry/ })).toBeVisible();
  },
};

/** Main flow: a retry that fails again (the learner is still not enrolled) says so; marking resolved hides it. */
export const RetryThenResolve: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const notEnrolled = within(rows.getByRole('row', { name: /Learner not enrolled/ }));
    await userEvent.click(notEnrolled.getByRole('button', { name: /^Retry/ }));
    await expect(await within(document.body).findByText('Retry: 0 recorded, 1 still refused.')).toBeVisible();
    await userEvent.click(notEnrolled.getByRole('button', { name: /^Mark resolved/ }));
    await expect(await within(canvasElement).findByText('2 groups of errors')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No survey errors' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['adminListSurveyErrors'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['adminListSurveyErrors'] } },
  },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The survey errors could not be loaded',
      loaded: async () => {
        await table(context.canvasElement);
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'أخطاء الاستبيانات' }),
    ).toBeVisible();
  },
};
