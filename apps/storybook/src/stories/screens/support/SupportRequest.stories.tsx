import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { atViewport } from '../../../story-app/viewports';

const meta = {
  title: 'Screens/Support/SupportRequest',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/contact-support/requests/{supportReference:answered}', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The requester's conversation: their messages and support's answers, never support's internal notes. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      // The first story of the file waits for the screen's code as well.
      await canvas.findByRole('heading', { level: 1, name: 'Charged twice for Spreadsheet Analysis' }),
    ).toBeVisible();
    const conversation = within(canvas.getByRole('list', { name: 'Conversation' }));
    await expect(conversation.getAllByRole('article')).toHaveLength(4);
    await expect(conversation.queryByText(/probably a card hold/)).toBeNull();
    await expect(canvas.getByText('Resolved')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(
      'We marked this request resolved; writing again reopens it.',
    );
  },
};

/** Main flow: writing again reopens the resolved request. */
export const ReplyReopens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your answer' }),
      'It happened again today.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('In progress')).toBeVisible();
    await expect(await canvas.findByText('It happened again today.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  },
};

/** A visitor who is not signed in opens the link from the e-mail: its token is their access. */
export const VisitorThroughMailedLink: Story = {
  parameters: {
    lms: {
      role: 'signed-out',
      route: '/contact-support/requests/{supportReference:visitor}?token={supportToken:visitor}',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'I cannot create an account' }),
    ).toBeVisible();
    await expect(canvas.getByText('Received')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send answer' })).toBeVisible();
  },
};

/** Without the link's token and signed out, the request is not shown, and the page says how to reach it. */
export const WithoutTheLink: Story = {
  parameters: { lms: { role: 'signed-out', route: '/contact-support/requests/{supportReference:visitor}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This request could not be shown');
    await expect(
      canvas.getByText(/Open the link in the e-mail we sent about this request, or sign in/),
    ).toBeVisible();
  },
};

/** A closed request takes no more answers: a new request is the way on. */
export const Closed: Story = {
  parameters: { lms: { route: '/contact-support/requests/{supportReference:closed}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This request is closed.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Send a new request' })).toHaveAttribute(
      'href',
      '/contact-support',
    );
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['getSupportRequest'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['getSupportRequest'] } },
  },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'This request could not be shown',
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
