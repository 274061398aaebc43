import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';

/** The info page (/info) and the why-course page (/why-course): for signed-in users (spec section 6). */
const meta = {
  title: 'Screens/Platform/Static pages',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/info', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How Learnwell works' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your profile' })).toHaveAttribute('href', '/profile');
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact-support',
    );
  },
};

/** "See how it works" leads from the why-course page to the info page. */
export const WhyCourse: Story = {
  parameters: { lms: { route: '/why-course' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Why learn with Learnwell?' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See how it works' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How Learnwell works' })).toBeVisible();
  },
};

/** A visitor is asked to sign in first (the route needs a signed-in user). */
export const InfoSignedOut: Story = {
  parameters: { lms: { role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeVisible();
  },
};

export const InfoOnMobile: Story = { globals: atViewport('mobile') };

export const WhyCourseOnMobile: Story = {
  parameters: { lms: { route: '/why-course' } },
  globals: atViewport('mobile'),
};

export const WhyCourseInFrench: Story = {
  parameters: { lms: { route: '/why-course', language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
  },
};
