import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { atViewport } from '../../../story-app/viewports';
import { storyApp } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Admin/SupportRequest',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/support-requests/{supportRequest:answered}', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const side = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('complementary', { name: 'About this request' }));

/** Everything support needs: the conversation with internal notes, times, where it came from, the learner. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = await side(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: /Charged twice for Spreadsheet Analysis/ }),
    ).toBeVisible();
    const conversation = within(canvas.getByRole('list', { name: 'Conversation' }));
    await expect(conversation.getByText(/probably a card hold/)).toBeVisible();
    await expect(conversation.getByText('wrote an internal note (support only)')).toBeVisible();
    await expect(about.getByText('53 minutes')).toBeVisible();
    await expect(about.getByText('24 hours')).toBeVisible();
    await expect(about.getByText('http://localhost:6006/student/orders')).toBeVisible();
    const learner = within(about.getByRole('region', { name: "The requester's account" }));
    await expect(learner.getByText(/Sam Student/)).toBeVisible();
    const orders = learner.getAllByRole('listitem').map((item) => item.textContent);
    await expect(orders.some((text) => /Spreadsheet Analysis · €23\.20 · paid/.test(text ?? ''))).toBe(true);
  },
};

/** A visitor's request: no account has the address, so there is no learner context; nobody has answered yet. */
export const VisitorRequest: Story = {
  parameters: { lms: { route: '/admin/support-requests/{supportRequest:visitor}' } },
  play: async ({ canvasElement }) => {
    const about = await side(canvasElement);
    await expect(
      about.getByText('No account has this e-mail address: the request was sent by a visitor.'),
    ).toBeVisible();
    await expect(about.getAllByText('Not yet')).toHaveLength(2);
  },
};

/** Main flow: the answer is mailed to the requester and the request waits for them. */
export const Reply: Story = {
  parameters: { lms: { route: '/admin/support-requests/{supportRequest:visitor}' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Answer to Vera Visitor' }),
      'We removed the old sign-up; please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Your answer was e-mailed to vera@example.org.')).toBeVisible();
    const about = await side(context.canvasElement);
    await waitFor(() => expect(about.getByRole('combobox', { name: 'Status' })).toHaveValue('waiting'));
    const mail = (await storyApp(context).server.outbox()).find((candidate) =>
      candidate.text.includes('We removed the old sign-up'),
    );
    await expect(mail?.to).toBe('vera@example.org');
    await expect(mail?.link).toContain('/contact-support/requests/SR-');
  },
};

/** An internal note: saved for support only, nobody is mailed. */
export const InternalNote: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Internal note/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Internal note' }), 'Refund policy: 7 days.');
    const mailsBefore = (await storyApp(context).server.outbox()).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await expect(await canvas.findByText('The note was saved.')).toBeVisible();
    await expect(await canvas.findByText('Refund policy: 7 days.')).toBeVisible();
    await expect((await storyApp(context).server.outbox()).length).toBe(mailsBefore);
  },
};

/** Assignee and priority apply as soon as they are chosen. */
export const AssignAndPrioritise: Story = {
  parameters: { lms: { route: '/admin/support-requests/{supportRequest:visitor}' } },
  play: async ({ canvasElement }) => {
    const about = await side(canvasElement);
    // The administrators to choose from arrive with their own call.
    await about.findByRole('option', { name: 'Ada Admin' });
    await userEvent.selectOptions(about.getByRole('combobox', { name: 'Assigned to' }), 'Ada Admin');
    // Each change applies at once; the next waits until it is saved.
    await waitFor(() => expect(about.getByRole('combobox', { name: 'Priority' })).toBeEnabled());
    await userEvent.selectOptions(about.getByRole('combobox', { name: 'Priority' }), 'high');
    await waitFor(() => expect(about.getByRole('combobox', { name: 'Priority' })).toHaveValue('high'));
    await expect(about.getByRole('combobox', { name: 'Assigned to' })).toHaveDisplayValue('Ada Admin');
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['adminGetSupportRequest'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    lms: {
      state: 'error',
      error: 'functions/unavailable',
      stateScope: { names: ['adminGetSupportRequest'] },
    },
  },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'This support request could not be loaded',
      loaded: async () => {
        await within(context.canvasElement).findByRole('list', { name: 'Conversation' });
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send answer' })).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'إرسال الرد' })).toBeVisible();
  },
};
