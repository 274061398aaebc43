import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seeded } from '../../../story-app/with-lms';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';

/** The demo student has five courses: three in progress (one not started) and two completed. */
const meta = {
  title: 'Screens/Learning/StudentCourses',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/student/courses', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const filters = async (canvasElement: HTMLElement, name = 'Show') =>
  within(await within(canvasElement).findByRole('navigation', { name }));

/** The titles listed, in order. */
const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((item) => within(item).getByRole('heading').textContent);

/** Every course the student is enrolled in, most recently active first, with progress and the way back in. */
export const AllCourses: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your courses' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: '5 courses' })).toBeVisible();
    await expect((await filters(canvasElement)).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(titles(canvasElement)).toEqual([
      'Spreadsheet Analysis',
      'Python for Absolute Beginners',
      'Project Management Foundations',
      'Web Accessibility Essentials',
      'Flash Animation Basics',
    ]);
    await expect(canvas.getByRole('link', { name: 'Continue Spreadsheet Analysis' })).toHaveAttribute(
      'href',
      seeded(context, '/student/courses/{course:spreadsheets}/view'),
    );
    await expect(canvas.getByRole('link', { name: 'Review Flash Animation Basics' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of your courses' })).not.toBeInTheDocument();
  },
};

/** Main flow: the filters narrow the list (and go into the URL), the current one is marked for screen readers. */
export const FilterCompletedThenInProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = await filters(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '5 courses' });

    await userEvent.click(show.getByRole('link', { name: 'Completed' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '2 completed courses' })).toBeVisible();
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(['Web Accessibility Essentials', 'Flash Animation Basics']),
    );
    await expect(show.getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    await expect(show.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');

    await userEvent.click(show.getByRole('link', { name: 'In progress' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '3 courses in progress' }),
    ).toBeVisible();
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(3));
    await expect(canvas.getByText(/^Not started yet/)).toBeVisible();
  },
};

/** The filter comes from the URL, as the dashboard's "See all" links it. */
export const InProgressFromLink: Story = {
  parameters: { lms: { route: '/student/courses?filter=in-progress' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '3 courses in progress' }),
    ).toBeVisible();
    await expect((await filters(canvasElement)).getByRole('link', { name: 'In progress' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByText('Web Accessibility Essentials')).not.toBeInTheDocument();
  },
};

/** Twelve to a page: previous / next with the position; the page goes into the URL with the filter. */
export const Paginated: Story = {
  parameters: { lms: { content: 'long' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '21 courses' })).toBeVisible();
    await expect(titles(canvasElement)).toHaveLength(12);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of your courses' }));
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    const firstPage = titles(canvasElement);
    await userEvent.click(pages.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages.getByText('Page 2 of 2')).toBeVisible());
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(9));
    for (const title of titles(canvasElement)) await expect(firstPage).not.toContain(title);
    await userEvent.click(pages.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(titles(canvasElement)).toEqual(firstPage));
  },
};

/** A student with no course is pointed to the catalogue. */
export const NoEnrolments: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not enrolled in any course yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  },
};

/** A filter with nothing in it says so. */
export const NothingCompleted: Story = {
  parameters: { lms: { role: 'newcomer', route: '/student/courses?filter=completed' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No completed course yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const count = await within(canvasElement).findByRole('heading', { level: 2, name: 'Loading' });
    await expect(count.closest('section')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The failure is explained; Try again loads the list once the back end answers. */
export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await retryAfterError(context, {
      title: 'Your courses could not be loaded',
      loaded: async () => {
        await expect(await canvas.findByRole('heading', { level: 2, name: '5 courses' })).toBeVisible();
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect((await filters(canvasElement)).getByRole('link', { name: 'Completed' })).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Continue Spreadsheet Analysis' }),
    ).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR', route: '/student/courses?filter=completed' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '2 cours terminés' })).toBeVisible();
    await expect(
      (await filters(canvasElement, 'Afficher')).getByRole('link', { name: 'Terminés' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Revoir Web Accessibility Essentials' })).toBeVisible();
  },
};

/** Arabic mirrors the page; English course titles keep their own direction. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '5 دورات' })).toBeVisible();
    const title = canvas.getByRole('heading', { level: 3, name: 'Python for Absolute Beginners' });
    await expect(getComputedStyle(title).direction).toBe('ltr');
    const show = await filters(canvasElement, 'عرض');
    await expect(getComputedStyle(show.getByRole('link', { name: 'الكل' })).direction).toBe('rtl');
  },
};
