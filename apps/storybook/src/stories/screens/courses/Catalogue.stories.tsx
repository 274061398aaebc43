import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seeded } from '../../../story-app/with-lms';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';

const meta = {
  title: 'Screens/Courses/Catalogue',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/courses', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Results' }));

/** The titles of the cards shown, in order. */
const cardTitles = (canvasElement: HTMLElement) =>
  results(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

const count = async (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(results(canvasElement).getByRole('status')).toHaveTextContent(text));

/** Every published course, newest first, with level, size and price; drafts and archived courses never show. */
export const Loaded: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await count(canvasElement, '6 courses');
    await expect(cardTitles(canvasElement)[0]).toBe('Personal Finance That Works');
    await expect(canvas.getByRole('link', { name: 'Python for Absolute Beginners' })).toHaveAttribute(
      'href',
      seeded(context, '/courses/{course:python}'),
    );
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.queryByText('SQL Performance Tuning')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Flash Animation Basics')).not.toBeInTheDocument();
    // Only one page of results: no page navigation.
    await expect(canvas.queryByRole('navigation', { name: 'Pages of courses' })).not.toBeInTheDocument();
  },
};

/** Main flow: search (Enter applies it at once), then a category, then a sort; each narrows or reorders the list. */
export const SearchFilterAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, '6 courses');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'pivot tables{Enter}');
    await count(canvasElement, '1 course');
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(['Spreadsheet Analysis']));

    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search courses' }));
    await count(canvasElement, '6 courses');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Design');
    await count(canvasElement, '1 course');
    // The cleared search and the category are two requests: the list settles on the last one's answer.
    await waitFor(() => expect(cardTitles(canvasElement)).toEqual(['Web Accessibility Essentials']));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'All categories');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(cardTitles(canvasElement)[0]).toBe('Python for Absolute Beginners'));
    await expect(cardTitles(canvasElement)).toHaveLength(6);
    await expect(cardTitles(canvasElement)[5]).toBe('Project Management Foundations');
  },
};

/** A shared link restores its category and sort (they live in the URL). */
export const FromSharedLink: Story = {
  parameters: { lms: { route: '/courses?category=Data&sort=title' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, '1 course');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Data');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
    await expect(cardTitles(canvasElement)).toEqual(['Spreadsheet Analysis']);
  },
};

/** A search with no match says so and offers to show every course again. */
export const SearchWithoutMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, '6 courses');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'zzz-no-such-course');
    await expect(await canvas.findByRole('heading', { name: 'No course matches' })).toBeVisible();
    await count(canvasElement, '0 courses');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all courses' }));
    await count(canvasElement, '6 courses');
    // The box follows the URL right after the list (an effect of the same navigation).
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(''));
  },
};

/** More courses than a page holds (12): previous / next with the position; long titles wrap. */
export const Paginated: Story = {
  parameters: { lms: { content: 'long' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, '22 courses');
    await expect(cardTitles(canvasElement)).toHaveLength(12);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of courses' }));
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const firstPage = cardTitles(canvasElement);

    await userEvent.click(pages.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages.getByText('Page 2 of 2')).toBeVisible());
    await waitFor(() => expect(cardTitles(canvasElement)).toHaveLength(10));
    // A page boundary never repeats a course.
    for (const title of cardTitles(canvasElement)) await expect(firstPage).not.toContain(title);
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Nothing is published yet. */
export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No courses yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show all courses' })).not.toBeInTheDocument();
  },
};

/** Placeholder cards while the list loads; the results say they are busy. */
export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Loading' })).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Results' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The failure is explained; Try again loads the list once the back end answers. */
export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The courses could not be loaded',
      loaded: async () => {
        await count(context.canvasElement, '6 courses');
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('searchbox', { name: 'Search courses' }),
    ).toBeVisible();
    await count(canvasElement, '6 courses');
  },
};

export const PaginatedOnMobile: Story = {
  parameters: { lms: { content: 'long' } },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('navigation', { name: 'Pages of courses' }),
    ).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Rechercher des cours' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
    await expect(await canvas.findByText('6 cours')).toBeVisible();
    await expect(canvas.getByText('Gratuit')).toBeVisible();
  },
};

/** Arabic mirrors the page; authors' English titles and summaries keep their own direction (dir="auto"). */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { name: 'Python for Absolute Beginners' });
    await expect(getComputedStyle(title).direction).toBe('ltr');
    const summary = canvas.getByText(/^Write your first programs/);
    await expect(getComputedStyle(summary).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).direction).toBe('rtl');
  },
};
