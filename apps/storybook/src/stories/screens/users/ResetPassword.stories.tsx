import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { STORY_ACCOUNTS } from '../../../seed';
import { passwordOf } from '../../../story-app/story-operations';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { atViewport } from '../../../story-app/viewports';
import { storyApp } from '../../../story-app/with-lms';

/** The page the reset e-mail opens: the story mails the student a real code first. */
const meta = {
  title: 'Screens/Users/ResetPassword',
  render: () => <AppAtRoute />,
  parameters: {
    lms: {
      route: '/reset-password?oobCode={oobCode}',
      mailedLink: { kind: 'PASSWORD_RESET', email: STORY_ACCOUNTS.student.email },
      passwordPolicy: 'strict',
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function choosePassword(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New password', { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
}

export const FromTheEmail: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
  },
};

/** Main flow: a new password that meets the policy; the old one stops working, the new one signs in. */
export const ChooseNewPassword: Story = {
  play: async (context) => {
    await choosePassword(context.canvasElement, 'Brand-new-pass-7');
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: 'Password changed' }),
    ).toBeVisible();
    const { auth } = storyApp(context).server.connect(async () => null);
    await expect(
      auth.signInWithPassword({ email: STORY_ACCOUNTS.student.email, password: 'Brand-new-pass-7' }),
    ).resolves.toBeDefined();
    await expect(
      auth.signInWithPassword({ email: STORY_ACCOUNTS.student.email, password: passwordOf('student') }),
    ).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
  },
};

/** A password that misses the policy is refused before the code is used, so it can be corrected. */
export const PasswordTooWeak: Story = {
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'weak');
    await expect(
      within(canvasElement).getByLabelText('New password', { selector: 'input' }),
    ).toHaveAccessibleDescription(
      new RegExp(ERROR_MESSAGES['auth/password-does-not-meet-requirements'].replace('.', '\\.')),
    );
  },
};

/** A code that is unknown or already used: the page says so and offers a new link. */
export const UsedOrUnknownCode: Story = {
  parameters: { lms: { route: '/reset-password?oobCode=already-used' } },
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'Brand-new-pass-7');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/invalid-action-code'],
    );
  },
};

/** Opened without a code (a truncated link). */
export const MissingCode: Story = {
  parameters: { lms: { route: '/reset-password' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/invalid-action-code'],
    );
    await expect(canvas.getByRole('link', { name: 'Need a new link? Request one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };
