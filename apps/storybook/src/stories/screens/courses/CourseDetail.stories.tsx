import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { seeded } from '../../../story-app/with-lms';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { callAs } from '../../../story-app/story-operations';

/** Python for Absolute Beginners: the free course; the newcomer is not enrolled in it. */
const FREE = '/courses/{course:python}';
/** Photography: Seeing the Light costs 19 euros; nobody is enrolled. */
const PAID = '/courses/{course:photography}';
/** Spreadsheet Analysis: paid, and the demo student is enrolled. */
const ENROLLED = '/courses/{course:spreadsheets}';

const meta = {
  title: 'Screens/Courses/CourseDetail',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: FREE, role: 'newcomer' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const facts = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    [...canvasElement.querySelectorAll('.lms-course-detail__fact')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ]),
  );

/** What the course is, what it holds (modules, lessons with kind and length) and the facts to decide on. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Python for Absolute Beginners' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses');
    await expect(facts(canvasElement)).toEqual({
      Category: 'Programming',
      Level: 'Beginner',
      Duration: '51 min',
      Lessons: '6 lessons',
      Price: 'Free',
    });
    const about = within(canvas.getByRole('region', { name: 'About this course' }));
    await expect(await about.findByText(/You will finish by writing a small tool/)).toBeVisible();
    const syllabus = within(canvas.getByRole('region', { name: 'Syllabus' }));
    await expect(syllabus.getByRole('heading', { level: 3, name: 'Getting started' })).toBeVisible();
    await expect(syllabus.getByRole('heading', { level: 3, name: 'Values and decisions' })).toBeVisible();
    const video = syllabus.getByText('Python in the wild').closest('li');
    await expect(video).toHaveTextContent('Video · 10 min');
    await expect(syllabus.getByText('Quiz: values and decisions').closest('li')).toHaveTextContent(
      'Quiz · 8 min',
    );
  },
};

/**
 * Main flow: a free course not enrolled in. "Enrol for free" enrols (once, on the server) and opens the course;
 * back on the course page, the action has become Continue.
 */
export const EnrolInFreeCourse: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const python = seeded(context, '{course:python}');
    const enrolled = async () =>
      (await callAs(context, 'newcomer', 'listMyEnrollments', {})).filter(
        (enrollment) => enrollment.course_id === python,
      );
    await expect(await enrolled()).toHaveLength(0);

    await userEvent.click(await canvas.findByRole('button', { name: 'Enrol for free' }));
    await expect(await canvas.findByRole('navigation', { name: 'Course outline' })).toBeVisible();
    await expect(await enrolled()).toHaveLength(1);

    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('link', { name: 'Courses' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Python for Absolute Beginners' }));
    const action = await canvas.findByRole('link', { name: 'Continue' });
    await expect(action).toHaveAttribute('href', seeded(context, '/student/courses/{course:python}/view'));
    await expect(canvas.queryByRole('button', { name: 'Enrol for free' })).not.toBeInTheDocument();
  },
};

/** A paid course not bought yet: the one action is Buy, with the price, leading to the payment page. */
export const PaidCourse: Story = {
  parameters: { lms: { route: PAID } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const buy = await canvas.findByRole('link', { name: 'Buy for €19.00' });
    await expect(buy).toHaveAttribute('href', seeded(context, '/payment/{course:photography}'));
    await expect(facts(canvasElement).Price).toBe('€19.00');
    await expect(canvas.queryByRole('button', { name: 'Enrol for free' })).not.toBeInTheDocument();
  },
};

/** Enrolled (here in a paid course): Continue opens the course where the student left off; nothing to buy. */
export const Enrolled: Story = {
  parameters: { lms: { route: ENROLLED, role: 'student' } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const action = await canvas.findByRole('link', { name: 'Continue' });
    await expect(action).toHaveAttribute(
      'href',
      seeded(context, '/student/courses/{course:spreadsheets}/view'),
    );
    await expect(canvas.queryByRole('link', { name: /^Buy for/ })).not.toBeInTheDocument();
    await userEvent.click(action);
    await expect(await canvas.findByRole('navigation', { name: 'Course outline' })).toBeVisible();
  },
};

/** Enrolling can fail (the network, the server): the reason is shown and the button stays to try again. */
export const EnrolFails: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['enrollInCourse'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enrol for free' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You could not be enrolled');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/unavailable']);
    await expect(canvas.getByRole('button', { name: 'Enrol for free' })).toBeEnabled();
  },
};

/** A course that does not exist, or is not published (a draft here), cannot be opened by a student. */
export const NotFound: Story = {
  parameters: { lms: { route: '/courses/{course:sqlDraft}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This course could not be loaded');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/not-found']);
    await expect(canvas.getByRole('link', { name: 'All courses' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', {
      level: 1,
      name: 'Loading the course',
    });
    await expect(heading.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** The failure is explained; Try again loads the course once the back end answers. */
export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await retryAfterError(context, {
      loaded: async () => {
        await waitFor(() =>
          expect(
            canvas.getByRole('heading', { level: 1, name: 'Python for Absolute Beginners' }),
          ).toBeVisible(),
        );
        await expect(await canvas.findByRole('button', { name: 'Enrol for free' })).toBeVisible();
      },
    });
  },
};

/** A long title and summary wrap; the price stays readable. */
export const LongContent: Story = {
  parameters: { lms: { route: '/courses/{course:long-1}', content: 'long' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /^Advanced Interdisciplinary/ }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Enrol for free' })).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { route: PAID, language: 'fr-FR' } },
  play: async (context) => {
    const { canvasElement } = context;
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Programme' })).toBeVisible();
    // French formats the price its own way (19,00 €).
    await expect(await canvas.findByRole('link', { name: /^Acheter pour 19,00\s€$/ })).toHaveAttribute(
      'href',
      seeded(context, '/payment/{course:photography}'),
    );
  },
};

/** Arabic mirrors the page; the author's English title, summary and outline keep their own direction. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: 'Python for Absolute Beginners' });
    await expect(getComputedStyle(title).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByText(/^Write your first programs/)).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByText('Python in the wild')).direction).toBe('ltr');
    await expect(await canvas.findByRole('button', { name: 'سجّل مجانًا' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'المنهج' })).direction).toBe('rtl');
  },
};
