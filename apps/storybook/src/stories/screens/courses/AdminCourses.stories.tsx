import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';

const meta = {
  title: 'Screens/Admin/Courses',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/courses', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));

/** Every course, drafts and archived ones too, with its status and enrolment count. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const python = await rows.findByRole('row', { name: /Python for Absolute Beginners/ });
    await expect(within(python).getByText('Published')).toBeVisible();
    await expect(rows.getByRole('row', { name: /SQL Performance Tuning/ })).toHaveTextContent('Draft');
    await expect(rows.getByRole('row', { name: /Flash Animation Basics/ })).toHaveTextContent('Archived');
  },
};

/** Main flow: "New course" asks for a title, creates a draft and opens it in the editor. */
export const CreateCourse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New course' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New course' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create and edit' }));
    await expect(dialog.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    await userEvent.type(dialog.getByLabelText('Title'), 'Bread baking at home');
    await userEvent.click(dialog.getByRole('button', { name: 'Create and edit' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bread baking at home' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Modules and lessons' })).toBeVisible();
  },
};

/** Search and status filter go into the URL; a search with no match says so and offers to clear it. */
export const SearchWithoutMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'zzz-no-such-course');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('heading', { name: 'No course matches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filter' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Deleting a course people are enrolled in is refused with the server's reason: archive it instead. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await rows.findByRole('row', { name: /Python for Absolute Beginners/ });
    // Every action but Edit is in the row's "More actions" menu.
    await userEvent.click(canvas.getByRole('button', { name: 'More actions Python for Absolute Beginners' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('cannot be deleted. Archive it instead');
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No courses yet' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      loaded: async () => {
        await waitFor(() => expect(within(context.canvasElement).getByRole('table')).toBeVisible());
      },
    });
  },
};

/** A student is kept out (guard rule 3) and lands on their own courses. */
export const StudentIsRedirected: Story = {
  parameters: { lms: { role: 'student' } },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'My courses', current: 'page' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** More courses than a page holds: pagination appears; long titles wrap. */
export const LongContent: Story = {
  parameters: { lms: { content: 'long' } },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeInTheDocument();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Nouveau cours' })).toBeVisible();
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
