import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';

/**
 * lms-core's navigation guard (spec section 2) deciding where each person lands. Pages without a screen yet show
 * the not-found page inside their layout; the navigation's current link shows where the guard sent them.
 */
const meta = {
  title: 'Screens/Platform/Navigation guard',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const currentLink = async (canvasElement: HTMLElement, navigation: string, name: string) => {
  const nav = await within(canvasElement).findByRole('navigation', { name: navigation });
  return within(nav).findByRole('link', { name, current: 'page' });
};

/** Rule 4: a student who has started learning and opens / lands on the student dashboard. */
export const StudentAutoLandsOnDashboard: Story = {
  parameters: { lms: { role: 'student' } },
  play: async ({ canvasElement }) => {
    await expect(await currentLink(canvasElement, 'Main', 'Dashboard')).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  },
};

/** Rule 3: an admin-only page opened by a student goes to the student's courses. */
export const StudentOpensAdminPage: Story = {
  parameters: { lms: { role: 'student', route: '/admin/users' } },
  play: async ({ canvasElement }) => {
    await expect(await currentLink(canvasElement, 'Main', 'My courses')).toHaveAttribute(
      'href',
      '/student/courses',
    );
  },
};

/** /admin redirects to the admin courses page. */
export const AdminOpensAdmin: Story = {
  parameters: { lms: { role: 'admin', route: '/admin' } },
  play: async ({ canvasElement }) => {
    await expect(await currentLink(canvasElement, 'Administration', 'Courses')).toHaveAttribute(
      'href',
      '/admin/courses',
    );
  },
};

/** Rule 2: an admin opening a guest page (signup) goes to the admin area. */
export const AdminOpensSignup: Story = {
  parameters: { lms: { role: 'admin', route: '/signup' } },
  play: async ({ canvasElement }) => {
    await expect(await currentLink(canvasElement, 'Administration', 'Courses')).toBeVisible();
  },
};

/** Rule 1: a visitor of a signed-in page is sent to /login; the sign-in page keeps the target for later. */
export const VisitorOpensDashboard: Story = {
  parameters: { lms: { role: 'signed-out', route: '/student/dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fstudent%2Fdashboard',
    );
  },
};

/** While the data the guard needs never arrives, the first page waits with a spinner instead of guessing. */
export const WaitingForEnrolments: Story = {
  parameters: { lms: { role: 'student', state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('main')).not.toBeInTheDocument();
  },
};
