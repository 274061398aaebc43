import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { STORY_ACCOUNTS } from '../../../seed';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { atViewport } from '../../../story-app/viewports';
import { storyApp } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Users/EmailLink',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/email-link' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Main flow: asking for a sign-in link mails one and says where it went. */
export const RequestLink: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Email address' }),
      STORY_ACCOUNTS.newcomer.email,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a sign-in link' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(await storyApp(context).server.outbox()).toContainEqual(
      expect.objectContaining({ kind: 'EMAIL_SIGNIN', to: STORY_ACCOUNTS.newcomer.email }),
    );
  },
};

/** The mailed link carries the address: opening it signs in straight away. */
export const OpenLinkWithAddress: Story = {
  parameters: {
    lms: {
      route: `/email-link?oobCode={oobCode}&email=${encodeURIComponent(STORY_ACCOUNTS.newcomer.email)}`,
      mailedLink: { kind: 'EMAIL_SIGNIN', email: STORY_ACCOUNTS.newcomer.email },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Account of Nina Newcomer' }),
    ).toBeVisible();
  },
};

/** Without the address (opened on another device), the page asks for it before signing in. */
export const OpenLinkWithoutAddress: Story = {
  parameters: {
    lms: {
      route: '/email-link?oobCode={oobCode}',
      mailedLink: { kind: 'EMAIL_SIGNIN', email: STORY_ACCOUNTS.newcomer.email },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Finish signing in' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      STORY_ACCOUNTS.newcomer.email,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: 'Account of Nina Newcomer' })).toBeVisible();
  },
};

/** A link typed with another address than it was sent to is refused, and the code still works afterwards. */
export const WrongAddressForLink: Story = {
  parameters: OpenLinkWithoutAddress.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Email address' }),
      STORY_ACCOUNTS.student.email,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/invalid-action-code'],
    );
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };
