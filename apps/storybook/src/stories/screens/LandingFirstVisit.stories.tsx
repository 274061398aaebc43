import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PlainLandingAtRoot } from '../../story-app/PlainLandingAtRoot';
import { retryAfterError } from '../../story-app/retry-after-error';
import { atViewport } from '../../story-app/viewports';
import { storyApp } from '../../story-app/with-lms';

/**
 * The landing page as a signed-out visitor's first visit gets it: drawn without React, with the markup of
 * Screens/Landing (the React page every other visit gets). Its links load the app.
 */
const meta = {
  title: 'Screens/Landing (first visit, without React)',
  render: (_args, context) => <PlainLandingAtRoot app={storyApp(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const catalogue = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Published courses' }));

/** The page's own root (inside Storybook's provider): it carries the language and the direction. */
const pageRoot = (canvasElement: HTMLElement) => canvasElement.querySelector('.lms-root .lms-root');

/** The newest published courses under the signed-out header; every link leads into the app. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
    await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Personal Finance That Works' })).toHaveAttribute(
      'href',
      '/courses/course-finance',
    );
    await expect(canvas.queryByText('SQL Performance Tuning')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Published courses' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('list', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Published courses' });
    await expect(await within(region).findByRole('heading', { name: 'No courses yet' })).toBeVisible();
  },
};

/** The failure is explained in words; Try again asks the back end again and shows the courses once it answers. */
export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The courses could not be loaded',
      loaded: async () => {
        await waitFor(() => expect(catalogue(context.canvasElement).getAllByRole('article')).toHaveLength(6));
      },
    });
  },
};

/** More courses than the page shows: a link leads to the full catalogue. Long titles wrap. */
export const LongContent: Story = {
  parameters: { lms: { content: 'long' } },
  play: async ({ canvasElement }) => {
    await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(12);
    await expect(catalogue(canvasElement).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(6);
  },
};

/** The configured language (a signed-out visitor has no profile to choose one). */
export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Apprenez quelque chose de nouveau' }),
    ).toBeVisible();
    await expect(pageRoot(canvasElement)).toHaveAttribute('lang', 'fr-FR');
  },
};

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(pageRoot(canvasElement)).toHaveAttribute('dir', 'rtl'), { timeout: 10_000 });
    await expect(pageRoot(canvasElement)).toHaveAttribute('lang', 'ar');
  },
};
