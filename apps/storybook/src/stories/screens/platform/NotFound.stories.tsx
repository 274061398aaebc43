import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { atViewport } from '../../../story-app/viewports';

const meta = {
  title: 'Screens/Platform/Not found',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/no-such-page', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any path the route table does not know shows the not-found page, with a way home. */
export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the home page' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
  },
};

/** Spec section 6 puts the catch-all page among signed-in pages: a visitor is asked to sign in first. */
export const SignedOut: Story = {
  parameters: { lms: { role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };
