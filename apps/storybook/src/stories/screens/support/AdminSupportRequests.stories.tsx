import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { atViewport } from '../../../story-app/viewports';
import { seeded } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Admin/SupportRequests',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/support-requests', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous: the first story of the file waits for the screen's code as well.
const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));
const subjects = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr td:nth-child(2) span[dir]')].map((cell) => cell.textContent);

/** The queue, latest activity first: reference, subject, requester, status, priority, assignee; Open on each. */
export const Queue: Story = {
  play: async (context) => {
    const rows = await table(context.canvasElement);
    await expect(subjects(context.canvasElement)).toEqual([
      'I cannot create an account',
      'The video lesson stays black',
      'Charged twice for Spreadsheet Analysis',
      'Typo in the accessibility quiz',
    ]);
    const urgent = within(rows.getByRole('row', { name: /The video lesson stays black/ }));
    await expect(urgent.getByText('Urgent')).toBeVisible();
    await expect(urgent.getByText('Ada Admin')).toBeVisible();
    await expect(urgent.getByRole('link', { name: /^Open SR-/ })).toHaveAttribute(
      'href',
      seeded(context, '/admin/support-requests/{supportRequest:urgent}'),
    );
    await expect(within(context.canvasElement).getByText('4 requests')).toBeVisible();
    // The admin navigation lists the section.
    const nav = within(within(context.canvasElement).getByRole('navigation', { name: 'Administration' }));
    await expect(nav.getByRole('link', { name: 'Support requests' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Filters and search live in the URL and narrow the queue; "Assigned to me" finds the admin's requests. */
export const Filtered: Story = {
  parameters: { lms: { route: '/admin/support-requests?status=new' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await table(context.canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    await expect(subjects(context.canvasElement)).toEqual(['I cannot create an account']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), '');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assignee' }), 'me');
    await waitFor(() => expect(subjects(context.canvasElement)).toEqual(['The video lesson stays black']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assignee' }), '');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search by reference/ }), 'vera@{Enter}');
    await waitFor(() => expect(subjects(context.canvasElement)).toEqual(['I cannot create an account']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Priority' }), 'low');
    await expect(await canvas.findByRole('heading', { name: 'No request matches' })).toBeVisible();
  },
};

/** More requests than one page: pages in the URL. */
export const ManyPages: Story = {
  parameters: { lms: { content: 'long' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByText('28 requests')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(subjects(canvasElement)).toHaveLength(8));
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No support requests' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['adminListSupportRequests'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    lms: {
      state: 'error',
      error: 'functions/unavailable',
      stateScope: { names: ['adminListSupportRequests'] },
    },
  },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The support requests could not be loaded',
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
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'طلبات الدعم' }),
    ).toBeVisible();
    await table(canvasElement);
  },
};
