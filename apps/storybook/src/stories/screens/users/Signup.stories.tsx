import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { STORY_ACCOUNTS } from '../../../seed';
import { callAs } from '../../../story-app/story-operations';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { atViewport } from '../../../story-app/viewports';
import { storyApp } from '../../../story-app/with-lms';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';

const meta = {
  title: 'Screens/Users/Signup',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/signup', passwordPolicy: 'strict' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByLabelText(name, { selector: 'input' });

/** The checklist items, as "met" or "unmet", in the policy's order. */
function checklist(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('.lms-password-checklist__item')].map((item) =>
    item.getAttribute('data-met') === 'true' ? 'met' : 'unmet',
  );
}

/** The back end's policy is listed requirement by requirement (here all six kinds). */
export const WithStrictPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await waitFor(() => expect(checklist(canvasElement)).toHaveLength(6));
    await expect(canvas.getByText('At least 10 characters')).toBeVisible();
    await expect(canvas.getByText('At most 64 characters')).toBeVisible();
    await expect(canvas.getByText('A symbol, such as ! or #')).toBeVisible();
  },
};

/** Main flow: the checklist follows each keystroke (lms-core's checkPassword), and a status line sums it up. */
export const LivePolicyChecklist: Story = {
  play: async ({ canvasElement }) => {
    const password = await field(canvasElement, 'Password');
    await waitFor(() => expect(checklist(canvasElement)).toHaveLength(6));
    await expect(password).toHaveAccessibleDescription(/Your password needs:/);
    await userEvent.type(password, 'abc');
    // minLength, maxLength, lowercase, uppercase, numeric, nonAlphanumeric
    await expect(checklist(canvasElement)).toEqual(['unmet', 'met', 'met', 'unmet', 'unmet', 'unmet']);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your password meets 2 of 6 requirements.',
    );
    await userEvent.type(password, 'DEF123!xyz');
    await expect(checklist(canvasElement)).toEqual(['met', 'met', 'met', 'met', 'met', 'met']);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your password meets every requirement.',
    );
  },
};

/** Every field is checked before anything is sent; focus goes to the first problem. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const accounts = async () => (await callAs(context, 'admin', 'listUsers', {})).total;
    const accountsBefore = await accounts();
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Email address'), 'sam@');
    await userEvent.type(await field(canvasElement, 'Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const name = await field(canvasElement, 'Your name');
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(name).toHaveFocus();
    await expect(await field(canvasElement, 'Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, for example name@example.com.',
    );
    await expect(await field(canvasElement, 'Password')).toHaveAccessibleDescription(
      new RegExp(ERROR_MESSAGES['auth/password-does-not-meet-requirements'].replace('.', '\\.')),
    );
    await expect(await accounts()).toBe(accountsBefore);
  },
};

/** Main flow: a new account is created, signed in, and welcomed by e-mail (spec section 7). */
export const CreateAccount: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Your name'), 'Robin Newman');
    await userEvent.type(await field(canvasElement, 'Email address'), 'robin@example.com');
    await userEvent.type(await field(canvasElement, 'Password'), 'Tr0ub4dor&3x');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('button', { name: 'Account of Robin Newman' })).toBeVisible();
    const { server } = storyApp(context);
    await waitFor(async () =>
      expect(await server.outbox()).toContainEqual(
        expect.objectContaining({ kind: 'welcome', to: 'robin@example.com' }),
      ),
    );
  },
};

export const EmailAlreadyInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Your name'), 'Sam Again');
    await userEvent.type(await field(canvasElement, 'Email address'), STORY_ACCOUNTS.student.email);
    await userEvent.type(await field(canvasElement, 'Password'), 'Tr0ub4dor&3x');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/email-already-in-use'],
    );
  },
};

/** With the default policy of spec section 9, the only requirement is 6 characters. */
export const DefaultPolicy: Story = {
  parameters: { lms: { passwordPolicy: 'default' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(checklist(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).getByText('At least 6 characters')).toBeVisible();
  },
};

/** While the policy loads, a placeholder stands in for the list rather than a list that changes under the eyes. */
export const PolicyLoading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { areas: ['auth'], names: ['getPasswordPolicy'] } } },
  play: async ({ canvasElement }) => {
    await field(canvasElement, 'Password');
    const list = canvasElement.querySelector('.lms-password-checklist');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list?.querySelector('.lms-skeleton')).not.toBeNull();
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Créer votre compte' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};
