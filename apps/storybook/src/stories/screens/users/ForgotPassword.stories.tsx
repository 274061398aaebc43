import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { STORY_ACCOUNTS } from '../../../seed';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { atViewport } from '../../../story-app/viewports';
import { storyApp } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Users/ForgotPassword',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/forgot-password' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function requestReset(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
  },
};

/** Main flow: the reset e-mail goes out and the page says to check the inbox. */
export const SendResetLink: Story = {
  play: async (context) => {
    await requestReset(context.canvasElement, STORY_ACCOUNTS.student.email);
    const canvas = within(context.canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Check your inbox' });
    // Focused by an effect after the heading is drawn: on a busy machine the query can see it first.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        `If an account uses ${STORY_ACCOUNTS.student.email}, we have sent it a link to reset the password.`,
      ),
    ).toBeVisible();
    await expect(await storyApp(context).server.outbox()).toContainEqual(
      expect.objectContaining({ kind: 'PASSWORD_RESET', to: STORY_ACCOUNTS.student.email }),
    );
  },
};

/** An unknown address gets the same answer (no account enumeration), and no e-mail is sent. */
export const UnknownAddress: Story = {
  play: async (context) => {
    await requestReset(context.canvasElement, 'nobody@example.com');
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: 'Check your inbox' }),
    ).toBeVisible();
    const mails = await storyApp(context).server.outbox();
    await expect(mails.filter((mail) => mail.to === 'nobody@example.com')).toEqual([]);
    await expect(mails.filter((mail) => mail.kind === 'PASSWORD_RESET')).toEqual([]);
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    await requestReset(canvasElement, 'not an address');
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Email address' }),
    ).toHaveAccessibleDescription('Enter a valid email address, for example name@example.com.');
  },
};

export const TooManyRequests: Story = {
  parameters: {
    lms: {
      state: 'error',
      error: 'auth/too-many-requests',
      stateScope: { areas: ['auth'], names: ['sendOobCode'] },
    },
  },
  play: async ({ canvasElement }) => {
    await requestReset(canvasElement, STORY_ACCOUNTS.student.email);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/too-many-requests'],
    );
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };

export const French: Story = { parameters: { lms: { language: 'fr-FR' } } };
