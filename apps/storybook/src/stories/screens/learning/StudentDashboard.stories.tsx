import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seeded } from '../../../story-app/with-lms';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';

/**
 * The demo student: Spreadsheets half done, Python a third, Project Management not started (in progress);
 * Web Accessibility and the archived Flash course completed.
 */
const meta = {
  title: 'Screens/Learning/StudentDashboard',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/student/dashboard', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** The titles listed in a section, in order. */
const titlesIn = (region: ReturnType<typeof within>) =>
  region.queryAllByRole('article').map((item: HTMLElement) => within(item).getByRole('heading').textContent);

/** In progress with progress bars and Continue, completed with Review, and the latest activity. */
export const InProgressCompletedAndActivity: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();

    const inProgress = await section(canvasElement, 'In progress');
    await waitFor(() =>
      expect(titlesIn(inProgress)).toEqual([
        'Spreadsheet Analysis',
        'Python for Absolute Beginners',
        'Project Management Foundations',
      ]),
    );
    const python = inProgress.getByRole('progressbar', { name: 'Progress in Python for Absolute Beginners' });
    await expect(python).toHaveValue(33);
    await expect(python).toHaveAccessibleDescription('33% · 2 of 6 lessons completed');
    await expect(
      inProgress.getByRole('link', { name: 'Continue Python for Absolute Beginners' }),
    ).toHaveAttribute('href', seeded(context, '/student/courses/{course:python}/view'));
    await expect(inProgress.getByText(/^Not started yet/)).toBeVisible();
    await expect(inProgress.getAllByText(/^Last lesson: /)).toHaveLength(2);

    const completed = await section(canvasElement, 'Completed');
    await waitFor(() =>
      expect(titlesIn(completed)).toEqual(['Web Accessibility Essentials', 'Flash Animation Basics']),
    );
    await expect(
      completed.getByRole('link', { name: 'Review Web Accessibility Essentials' }),
    ).toHaveAttribute('href', seeded(context, '/student/courses/{course:accessibility}/view'));
    await expect(completed.getByRole('progressbar', { name: /Web Accessibility/ })).toHaveValue(100);

    const activity = await section(canvasElement, 'Recent activity');
    const entries = await activity.findAllByRole('listitem');
    await expect(entries).toHaveLength(10);
    await expect(entries[0]).toHaveTextContent(/^Completed “.+” in Spreadsheet Analysis/);
    await expect(within(entries[0]!).getByRole('link', { name: 'Spreadsheet Analysis' })).toHaveAttribute(
      'href',
      seeded(context, '/courses/{course:spreadsheets}'),
    );
    // Every entry says when, as a machine-readable time too.
    for (const entry of entries) await expect(entry.querySelector('time[datetime]')).not.toBeNull();
  },
};

/** Continue opens the course viewer. */
export const ContinueLearning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inProgress = await section(canvasElement, 'In progress');
    await userEvent.click(
      await inProgress.findByRole('link', { name: 'Continue Python for Absolute Beginners' }),
    );
    await expect(await canvas.findByRole('navigation', { name: 'Course outline' })).toBeVisible();
  },
};

/** More courses than a list shows (6): "See all" leads to the student's courses with the same filter. */
export const ManyCourses: Story = {
  parameters: { lms: { content: 'long' } },
  play: async ({ canvasElement }) => {
    const inProgress = await section(canvasElement, 'In progress');
    await expect(await inProgress.findByRole('link', { name: 'See all 11 courses' })).toHaveAttribute(
      'href',
      '/student/courses?filter=in-progress',
    );
    await expect(titlesIn(inProgress)).toHaveLength(6);
    const completed = await section(canvasElement, 'Completed');
    const seeAll = await completed.findByRole('link', { name: 'See all 10 courses' });
    await expect(seeAll).toHaveAttribute('href', '/student/courses?filter=completed');
    await userEvent.click(seeAll);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: '10 completed courses' }),
    ).toBeVisible();
  },
};

/** A student with no enrolment gets one clear empty state pointing to the catalogue. */
export const NoEnrolments: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not enrolled in any course yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    await expect(canvas.queryByRole('region', { name: 'In progress' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('region', { name: 'In progress' })).not.toBeInTheDocument();
  },
};

/** The failure is explained; Try again loads the dashboard once the back end answers. */
export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await retryAfterError(context, {
      title: 'Your dashboard could not be loaded',
      loaded: async () => {
        await expect(await section(context.canvasElement, 'Recent activity')).toBeTruthy();
        await expect(
          await canvas.findByRole('link', { name: 'Continue Spreadsheet Analysis' }),
        ).toBeVisible();
      },
    });
  },
};

/** Only the activity fails: the course lists still show, and the activity section explains itself. */
export const ActivityFails: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['listMyRecentActivity'] } },
  },
  play: async ({ canvasElement }) => {
    const activity = await section(canvasElement, 'Recent activity');
    await expect(await activity.findByRole('alert')).toHaveTextContent(
      'Your recent activity could not be loaded',
    );
    const inProgress = await section(canvasElement, 'In progress');
    await expect(
      await inProgress.findByRole('link', { name: 'Continue Python for Absolute Beginners' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const inProgress = await section(canvasElement, 'In progress');
    await expect(
      await inProgress.findByRole('link', { name: 'Continue Python for Absolute Beginners' }),
    ).toBeVisible();
  },
};

export const LongContentOnMobile: Story = {
  parameters: { lms: { content: 'long' } },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      await (await section(canvasElement, 'Completed')).findByRole('link', { name: 'See all 10 courses' }),
    ).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Votre tableau de bord' }),
    ).toBeVisible();
    const inProgress = await section(canvasElement, 'En cours');
    await expect(
      await inProgress.findByRole('link', { name: 'Continuer Python for Absolute Beginners' }),
    ).toBeVisible();
    await expect(inProgress.getByText('33 % · 2 sur 6 leçons terminées')).toBeVisible();
    await expect(await section(canvasElement, 'Activité récente')).toBeTruthy();
  },
};

/** Arabic mirrors the page; English course titles keep their own direction, in lists and in sentences. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const inProgress = await section(canvasElement, 'قيد التقدّم');
    const title = await inProgress.findByRole('heading', { name: 'Python for Absolute Beginners' });
    await expect(getComputedStyle(title).direction).toBe('ltr');
    const activity = await section(canvasElement, 'النشاط الأخير');
    const [first] = await activity.findAllByRole('listitem');
    const link = within(first!).getByRole('link', { name: 'Spreadsheet Analysis' });
    await expect(getComputedStyle(link).direction).toBe('ltr');
    await expect(getComputedStyle(first!).direction).toBe('rtl');
  },
};
