import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seeded } from '../../../story-app/with-lms';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';

/** Python for Absolute Beginners: lessons open in order; the demo student is part-way through. */
const IN_PROGRESS = '/student/courses/{course:python}/view';
/** Web Accessibility Essentials: the demo student has completed every lesson. */
const COMPLETED = '/student/courses/{course:accessibility}/view';

const meta = {
  title: 'Screens/Learning/CourseViewer',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: IN_PROGRESS, role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const outline = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Course outline' }));

/** The outline with each lesson's state, progress, and the lesson to resume at. */
export const StudentInProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Python for Absolute Beginners' }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: /lessons completed/ })).toBeVisible();
    const current = (await outline(canvasElement)).getByRole('link', { current: 'page' });
    await expect(current).toBeVisible();
    // The lesson to resume at is open beside the outline.
    const title = current.querySelector('.lms-viewer-outline__title')?.textContent ?? '';
    await expect(await canvas.findByRole('heading', { level: 2, name: title })).toBeVisible();
  },
};

/** Lessons after the first one not completed stay locked, and say so; they are not links. */
export const LockedLessons: Story = {
  play: async ({ canvasElement }) => {
    const locked = (await outline(canvasElement)).getAllByText(/Locked/);
    await expect(locked.length).toBeGreaterThan(0);
    for (const item of locked) await expect(item.closest('a')).toBeNull();
  },
};

/**
 * A course completed before this visit: its moment shown calmly (no confetti), with the certificate it issued, the
 * dashboard and more courses as the next steps.
 */
export const Completed: Story = {
  parameters: { lms: { route: COMPLETED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const moment = within(await canvas.findByRole('region', { name: /^You finished .+!$/ }));
    await expect(moment.getByText('You have completed this course. Well done!')).toBeVisible();
    await expect(moment.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    await expect(moment.getByRole('link', { name: 'Browse more courses' })).toBeVisible();
    await expect(canvasElement.querySelector('.lms-confetti')).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: /6 of 6 lessons completed/ })).toHaveValue(100);
  },
};

/** Spreadsheet Analysis: the student is half-way through; its final quiz shows the answers once passed. */
const SPREADSHEETS = '/student/courses/{course:spreadsheets}/view';
/** Project Management: not started; its quizzes allow three tries (answers after the last) and two (never). */
const PROJECTS = '/student/courses/{course:projects}/view';

const openQuiz = async (canvasElement: HTMLElement, title: string, link: RegExp) => {
  await userEvent.click(await (await outline(canvasElement)).findByRole('link', { name: link }));
  await within(canvasElement).findByRole('heading', { level: 2, name: title });
};

/** A wrong answer to the first question only: 0 of 3, below the pass mark. */
const failQuiz = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Skip to the end' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
  await expect(await canvas.findByText(/Not passed yet\. You scored 0%/)).toBeVisible();
};

/** Answer a quiz right, see the score and the right answers (shown once passed), then go on to another lesson. */
export const Quiz: Story = {
  parameters: { lms: { route: SPREADSHEETS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openQuiz(canvasElement, 'Final quiz', /Final quiz/);
    const right = [
      'Read the example',
      'Taking notes',
      'Practising a little every day',
      'Explaining an idea to someone else',
      'True',
    ];
    for (const answer of right) await userEvent.click(await canvas.findByLabelText(answer));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByText(/Passed! You scored 100%/)).toBeVisible();
    await expect(canvas.getAllByText('(right answer)')).toHaveLength(5);
    // The answers are out: another attempt would score them.
    await expect(canvas.getByText('No attempts left.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('link', { name: 'Previous: Worksheet' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Worksheet' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** A limited quiz counts the attempts; a failed one keeps the right answers until the last attempt. */
export const QuizAttemptsLeft: Story = {
  parameters: { lms: { route: PROJECTS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openQuiz(canvasElement, 'Check your understanding', /Check your understanding/);
    // The heading shows before the lesson's content has arrived.
    await expect(await canvas.findByText('Attempt 1 of 3.')).toBeVisible();
    await failQuiz(canvasElement);
    await expect(canvas.getByText('The right answers are shown after your last attempt.')).toBeVisible();
    await expect(canvas.queryByText('(right answer)')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Attempt 2 of 3.')).toBeVisible();
  },
};

/** The last attempt used: no more tries, and a quiz that never shows its answers does not. */
export const QuizNoAttemptsLeft: Story = {
  parameters: { lms: { route: PROJECTS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openQuiz(canvasElement, 'Final quiz', /Final quiz/);
    await expect(await canvas.findByText('Attempt 1 of 2.')).toBeVisible();
    await failQuiz(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Attempt 2 of 2.')).toBeVisible();
    await failQuiz(canvasElement);
    await expect(canvas.getByText('This quiz does not show the right answers.')).toBeVisible();
    await expect(canvas.getByText('No attempts left.')).toBeVisible();
    await expect(canvas.queryByText('(right answer)')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

/** A quiz passed earlier whose answers were shown is closed when opened again: no form to send. */
export const QuizClosedAfterPassing: Story = {
  parameters: { lms: { route: COMPLETED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openQuiz(canvasElement, 'Check your understanding', /Check your understanding/);
    await expect(await canvas.findByText('No attempts left.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
    for (const question of canvas.getAllByRole('group')) await expect(question).toBeDisabled();
  },
};

/** The browser's player with captions; it resumes where the student stopped. */
export const Video: Story = {
  parameters: { lms: { route: COMPLETED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await (await outline(canvasElement)).findByRole('link', { name: /Why accessibility matters/ }),
    );
    await canvas.findByRole('heading', { level: 2, name: 'Why accessibility matters' });
    await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
    await expect(canvasElement.querySelector('video track')).toHaveAttribute('kind', 'captions');
  },
};

/** Offline: opening a lesson completes it on the device at once, and the notice says it will be sent later. */
export const Offline: Story = {
  parameters: { lms: { network: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/You are offline\. Your progress is saved on this device/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the course' }),
    ).toBeVisible();
  },
};

/** The failure is explained, with a way to try again. */
export const LoadFailed: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This course could not be opened');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Someone not enrolled is sent to the course page, where they can enrol. */
export const NotEnrolled: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      seeded(context, '/courses/{course:python}'),
    );
  },
};

export const LongContent: Story = {
  parameters: { lms: { content: 'long' } },
};

/** On a phone the lesson comes first; the outline is a drawer behind its button. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Course outline' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Course outline' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('navigation', { name: 'Course outline' })).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(
      await within(canvasElement).findByRole('navigation', { name: 'Plan du cours' }),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await within(canvasElement).findByRole('progressbar', { name: /من/ })).toBeVisible();
  },
};
