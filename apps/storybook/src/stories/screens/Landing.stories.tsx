import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../story-app/AppAtRoute';
import { atViewport } from '../../story-app/viewports';
import { waitForLanguage, waitForRightToLeft } from '../../story-app/play-helpers';
import { retryAfterError } from '../../story-app/retry-after-error';

const meta = {
  title: 'Screens/Landing',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const catalogue = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Published courses' }));

/** A visitor sees the newest published courses (drafts and archived courses never appear). */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
    const items = await catalogue(canvasElement).findAllByRole('article');
    await expect(items).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Personal Finance That Works' })).toHaveAttribute(
      'href',
      '/courses/course-finance',
    );
    await expect(canvas.queryByText('SQL Performance Tuning')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Free').length).toBeGreaterThan(0);
  },
};

/** A signed-in student who has not started learning stays on the landing page (guard rule 4). */
export const NewStudent: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Account of Nina Newcomer' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Published courses' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('list', { name: 'Loading' })).toBeVisible();
    // The bar follows the pending server call, which the store records just after the skeleton first renders.
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Published courses' });
    await expect(await within(region).findByRole('heading', { name: 'No courses yet' })).toBeVisible();
  },
};

/** The failure is explained in words; "Try again" asks the back end again and shows the courses once it answers. */
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

/** More courses than the landing page shows: a link leads to the full catalogue. Long titles wrap. */
export const LongContent: Story = {
  parameters: { lms: { content: 'long' } },
  play: async ({ canvasElement }) => {
    await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(12);
    const more = catalogue(canvasElement).getByRole('link', { name: 'Courses' });
    await expect(more).toHaveAttribute('href', '/courses');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(6);
  },
};

export const Desktop: Story = { globals: atViewport('desktop') };

export const LongContentOnMobile: Story = {
  parameters: { lms: { content: 'long' } },
  globals: atViewport('mobile'),
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Apprenez quelque chose de nouveau' }),
    ).toBeVisible();
    await waitForLanguage(canvasElement, 'fr-FR');
  },
};

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};
