import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import {
  LANDING_STATE_STORIES,
  showsPlaceholders,
  showsPublishedCourses,
  welcomesInFrench,
} from '../../../story-app/landing-plays';
import { atViewport } from '../../../story-app/viewports';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';

const meta = {
  title: 'Screens/Platform/Landing',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor sees the newest published courses (drafts and archived courses never appear), is invited to an account
 * or to the courses below, and finds help in the footer.
 */
export const SignedOut: Story = {
  play: async (context) => {
    await showsPublishedCourses(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const listHeading = canvas.getByRole('heading', { level: 2, name: 'Published courses' });
    await expect(canvas.getByRole('link', { name: 'See the courses' })).toHaveAttribute(
      'href',
      `#${listHeading.id}`,
    );
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Help and support' })).toBeVisible();
    // The info and "why" pages are for signed-in users (spec section 6): not offered to a visitor.
    await expect(footer.queryByRole('link', { name: 'How it works' })).toBeNull();
  },
};

/** The spec's "index page" (/index) is the same landing page. */
export const AtIndex: Story = { parameters: { lms: { route: '/index' } }, play: showsPublishedCourses };

/** A signed-in student who has not started learning stays on the landing page (guard rule 4). */
export const NewStudent: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Account of Nina Newcomer' })).toBeVisible();
    // Signed in, the welcome leads on to learning, and the footer to the pages about the platform.
    await expect(canvas.getByRole('link', { name: 'Continue learning' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse courses' })).toBeVisible();
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'How it works' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Why learn with us' })).toBeVisible();
  },
};

/** Admins are kept away from the student-dashboard auto-landing (spec section 6). */
export const Admin: Story = {
  parameters: { lms: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Administration' })).toBeVisible();
  },
};

/** Placeholder cards while the catalogue loads; the region says it is busy. */
export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async (context) => {
    await showsPlaceholders(context);
    // The bar follows the pending server call, which the store records just after the skeleton first renders.
    await expect(
      await within(context.canvasElement).findByRole('progressbar', { name: 'Loading' }),
    ).toBeVisible();
  },
};

export const Empty: Story = LANDING_STATE_STORIES.Empty;

export const ErrorThenRetry: Story = LANDING_STATE_STORIES.ErrorThenRetry;

export const LongContent: Story = LANDING_STATE_STORIES.LongContent;

export const Mobile: Story = LANDING_STATE_STORIES.Mobile;

export const Desktop: Story = { globals: atViewport('desktop') };

export const LongContentOnMobile: Story = {
  parameters: { lms: { content: 'long' } },
  globals: atViewport('mobile'),
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async (context) => {
    await welcomesInFrench(context);
    await waitForLanguage(context.canvasElement, 'fr-FR');
  },
};

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};
