import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  LANDING_STATE_STORIES,
  showsPlaceholders,
  showsPublishedCourses,
  welcomesInFrench,
} from '../../../story-app/landing-plays';
import { PlainLandingAtRoot } from '../../../story-app/PlainLandingAtRoot';
import { storyApp } from '../../../story-app/with-lms';

/**
 * The landing page as a signed-out visitor's first visit gets it: drawn without React, with the markup of
 * Screens/Platform/Landing (the React page every other visit gets), so the same plays check both. Its links load the app.
 */
const meta = {
  title: 'Screens/Platform/Landing (first visit, without React)',
  render: (_args, context) => <PlainLandingAtRoot app={storyApp(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's own root (inside Storybook's provider): it carries the language and the direction. */
const pageRoot = (canvasElement: HTMLElement) => canvasElement.querySelector('.lms-root .lms-root');

/** Under the signed-out header, whose links lead into the app. */
export const SignedOut: Story = {
  play: async (context) => {
    await showsPublishedCourses(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};

export const Loading: Story = { parameters: { lms: { state: 'loading' } }, play: showsPlaceholders };

export const Empty: Story = LANDING_STATE_STORIES.Empty;

export const ErrorThenRetry: Story = LANDING_STATE_STORIES.ErrorThenRetry;

export const LongContent: Story = LANDING_STATE_STORIES.LongContent;

export const Mobile: Story = LANDING_STATE_STORIES.Mobile;

/** The configured language (a signed-out visitor has no profile to choose one). */
export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async (context) => {
    await welcomesInFrench(context);
    await expect(pageRoot(context.canvasElement)).toHaveAttribute('lang', 'fr-FR');
  },
};

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(pageRoot(canvasElement)).toHaveAttribute('dir', 'rtl'));
    await expect(pageRoot(canvasElement)).toHaveAttribute('lang', 'ar');
  },
};
