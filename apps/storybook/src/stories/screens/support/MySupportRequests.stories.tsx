import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { seeded } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Support/MySupportRequests',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/contact-support/requests', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The student's own requests, latest activity first, each with its status, leading to its conversation. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // The first story of the file waits for the screen's code as well.
    const list = within(await canvas.findByRole('list', { name: 'Your requests' }));
    const links = list.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Charged twice for Spreadsheet Analysis',
      'Typo in the accessibility quiz',
    ]);
    await expect(links[0]).toHaveAttribute(
      'href',
      seeded(context, '/contact-support/requests/{supportReference:answered}'),
    );
    await expect(list.getByText('Resolved')).toBeVisible();
    await expect(list.getByText('Closed')).toBeVisible();
    // Another student's request is not among them.
    await expect(list.queryByText('The video lesson stays black')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No requests yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['listMySupportRequests'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'Your requests could not be loaded',
      loaded: async () => {
        await within(context.canvasElement).findByRole('list', { name: 'Your requests' });
      },
    });
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'طلبات الدعم الخاصة بك' }),
    ).toBeVisible();
  },
};
