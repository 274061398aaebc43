import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { seeded } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Admin/Orders',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/orders', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));
const rowOf = async (canvasElement: HTMLElement, courseTitle: string) =>
  within((await table(canvasElement)).getByRole('row', { name: new RegExp(courseTitle) }));
const courseTitlesIn = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr td:nth-child(3)')].map((cell) => cell.textContent);

/** Every order, newest first: date, student, course, amount, coupon, status and provider; Refund on paid ones. */
export const List: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const paid = await rowOf(canvasElement, 'Spreadsheet Analysis');
    await expect(paid.getByRole('cell', { name: '€23.20' })).toBeVisible();
    await expect(paid.getByRole('cell', { name: 'WELCOME20' })).toBeVisible();
    await expect(paid.getByText('Paid')).toBeVisible();
    await expect(paid.getByRole('cell', { name: 'Sandbox (test)' })).toBeVisible();
    await expect(paid.getByRole('button', { name: /^Refund Spreadsheet Analysis/ })).toBeVisible();
    const pendingRow = canvasElement.querySelector<HTMLElement>(
      `tr[data-order-id="${seeded(context, '{order:pending}')}"]`,
    );
    await expect(pendingRow).toHaveTextContent('Photography: Seeing the Light');
    const pending = within(pendingRow!);
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.queryByRole('button', { name: /^Refund/ })).toBeNull();
    await expect(courseTitlesIn(canvasElement)[0]).toBe('Photography: Seeing the Light');
    // Six: the student's five and the other student's purchase that used VIP1 up.
    await expect(within(canvasElement).getByText('6 orders')).toBeVisible();
  },
};

/** The status filter and the search narrow the list; both live in the URL. */
export const Filtered: Story = {
  parameters: { lms: { route: '/admin/orders?status=failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    await expect(canvas.getByText('1 order')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Personal Finance')).getByText('Failed')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), '');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search by e-mail/ }), 'spreadsheet{Enter}');
    await waitFor(() => expect(courseTitlesIn(canvasElement)).toEqual(['Spreadsheet Analysis']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'refunded');
    await expect(await canvas.findByRole('heading', { name: 'No order matches' })).toBeVisible();
  },
};

/** Main flow: Refund asks first, saying the enrolment ends; then the row shows refunded and Refund is gone. */
export const RefundFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = await rowOf(canvasElement, 'Spreadsheet Analysis');
    await userEvent.click(paid.getByRole('button', { name: /^Refund Spreadsheet Analysis/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'Refund €23.20?' });
    await expect(dialog).toHaveTextContent('their enrolment in Spreadsheet Analysis ends at once');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Duplicate purchase',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund and end the enrolment' }));
    const row = await rowOf(canvasElement, 'Spreadsheet Analysis');
    await expect(await row.findByText('Refunded')).toBeVisible();
    await expect(row.queryByRole('button', { name: /^Refund/ })).toBeNull();
    await expect(
      await canvas.findByText(/Order refunded: student@example.com is no longer enrolled/),
    ).toBeVisible();
  },
};

/** No orders yet: says when they will appear. */
export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The orders could not be loaded',
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

/** Arabic mirrors the list and the refund dialog. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^استرداد Spreadsheet Analysis/ }));
    await expect(await canvas.findByRole('dialog', { name: /^استرداد/ })).toBeVisible();
  },
};
