// What a person checks on the landing page, shared by its two drawings: the React page (Screens/Platform/Landing) and a
// signed-out first visit's page without React (Screens/Platform/Landing (first visit, without React)). They have the same
// markup, so the same plays hold for both.
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { retryAfterError } from './retry-after-error';
import { atViewport } from './viewports';
import { seeded } from './with-lms';

type PlayContext = Pick<StoryContext, 'loaded' | 'canvasElement'>;

const catalogue = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Published courses' }));

/** The newest published courses (drafts and archived courses never appear), each linking to its page. */
export async function showsPublishedCourses(context: PlayContext): Promise<void> {
  const { canvasElement } = context;
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
  await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(6);
  await expect(canvas.getByRole('link', { name: 'Personal Finance That Works' })).toHaveAttribute(
    'href',
    seeded(context, '/courses/{course:finance}'),
  );
  await expect(canvas.queryByText('SQL Performance Tuning')).not.toBeInTheDocument();
  await expect(canvas.getAllByText('Free').length).toBeGreaterThan(0);
}

/** Placeholder cards while the catalogue loads; the region says it is busy. */
export async function showsPlaceholders({ canvasElement }: PlayContext): Promise<void> {
  const region = await within(canvasElement).findByRole('region', { name: 'Published courses' });
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await expect(within(region).getByRole('list', { name: 'Loading' })).toBeVisible();
}

export async function saysNothingIsPublished({ canvasElement }: PlayContext): Promise<void> {
  const region = await within(canvasElement).findByRole('region', { name: 'Published courses' });
  await expect(await within(region).findByRole('heading', { name: 'No courses yet' })).toBeVisible();
}

/** The failure is explained in words; Try again asks the back end again and shows the courses once it answers. */
export async function retriesAfterError(context: PlayContext): Promise<void> {
  await retryAfterError(context, {
    title: 'The courses could not be loaded',
    loaded: async () => {
      await waitFor(() => expect(catalogue(context.canvasElement).getAllByRole('article')).toHaveLength(6));
    },
  });
}

/** More courses than the page shows: a link leads to the full catalogue. */
export async function linksToAllCourses({ canvasElement }: PlayContext): Promise<void> {
  await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(12);
  await expect(catalogue(canvasElement).getByRole('link', { name: 'Courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
}

export async function showsSixCards({ canvasElement }: PlayContext): Promise<void> {
  await expect(await catalogue(canvasElement).findAllByRole('article')).toHaveLength(6);
}

export async function welcomesInFrench({ canvasElement }: PlayContext): Promise<void> {
  await expect(
    await within(canvasElement).findByRole('heading', {
      level: 1,
      name: 'Apprenez quelque chose de nouveau',
    }),
  ).toBeVisible();
}

/** The stories both drawings have alike: the list's states and a phone. */
export const LANDING_STATE_STORIES = {
  Empty: { parameters: { lms: { state: 'empty' } }, play: saysNothingIsPublished },
  ErrorThenRetry: {
    parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
    play: retriesAfterError,
  },
  /** More courses than the landing page shows: a link leads to the full catalogue. Long titles wrap. */
  LongContent: { parameters: { lms: { content: 'long' } }, play: linksToAllCourses },
  Mobile: { globals: atViewport('mobile'), play: showsSixCards },
} as const;
