import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { callAs } from '../../../story-app/story-operations';
import { seeded, storyApp } from '../../../story-app/with-lms';

/** The course editor's action-plan section, on Spreadsheet Analysis (three demo steps). */
const meta = {
  title: 'Screens/Admin/ActionPlanEditor',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/courses?edit={course:spreadsheets}', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step's title in its row (buttons repeat it for screen readers). */
const TITLE = '.lms-plan-step-row__title';

// The editor is a lazily loaded screen: on a cold dev server its modules can take longer than findBy's default 1 s.
const planSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Action plan' }));

/** The steps in order with their checklist size, due offset and id; each movable, editable and removable. */
export const Steps: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const plan = await planSection(canvasElement);
    await expect(await plan.findByText('Set up your budget workbook', { selector: TITLE })).toBeVisible();
    await expect(plan.getByText(seeded(context, '{step:track}'))).toBeVisible();
    await expect(plan.getByText(/3 checklist items · due 7 days after enrolling/)).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Move up Set up your budget workbook' })).toBeDisabled();
    await expect(plan.getByRole('link', { name: 'Preview Chart where the money goes' })).toHaveAttribute(
      'href',
      seeded(context, '/action-plan/{step:chart}'),
    );
  },
};

/** Main flow: add a step with a checklist; an empty item is refused until written. */
export const AddStep: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const plan = await planSection(context.canvasElement);
    await userEvent.click(await plan.findByRole('button', { name: 'Add a step' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New step' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Share your chart');
    await userEvent.click(dialog.getByRole('button', { name: 'Add an item' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Due after/ }), '90');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the step' }));
    await expect(dialog.getByRole('textbox', { name: 'Item 1' })).toBeInvalid();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Item 1' }), 'Post it to the group');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the step' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await plan.findByText('Share your chart', { selector: TITLE })).toBeVisible();
    await expect(plan.getByText(/1 checklist item · due 90 days after enrolling/)).toBeVisible();
  },
};

/** Editing keeps the items' ids, so students' ticks stay; moving a step down reorders the plan. */
export const EditAndReorder: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const plan = await planSection(context.canvasElement);
    await userEvent.click(await plan.findByRole('button', { name: 'Edit Track a month of spending' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit “Track a month of spending”' }));
    const item = dialog.getByRole('textbox', { name: 'Item 1' });
    await userEvent.clear(item);
    await userEvent.type(item, 'Choose six categories');
    await userEvent.click(dialog.getByRole('button', { name: 'Save the step' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // The item kept its id (students' ticks stay with it); the new text is the author's.
    const { steps } = await callAs(context, 'admin', 'adminListActionPlanSteps', {
      courseId: seeded(context, '{course:spreadsheets}'),
    });
    const step = steps.find((candidate) => candidate.id === seeded(context, '{step:track}'));
    await expect(step?.checklist[0]).toEqual({
      id: seeded(context, '{item:track/1}'),
      text: 'Choose six categories',
    });

    await userEvent.click(plan.getByRole('button', { name: 'Move down Set up your budget workbook' }));
    await waitFor(() =>
      expect([...context.canvasElement.querySelectorAll(TITLE)].map((node) => node.textContent)).toEqual([
        'Track a month of spending',
        'Set up your budget workbook',
        'Chart where the money goes',
      ]),
    );
  },
};

/** A course without a plan says so and offers the first step. */
export const NoSteps: Story = {
  parameters: { lms: { route: '/admin/courses?edit={course:python}' } },
  play: async ({ canvasElement }) => {
    const plan = await planSection(canvasElement);
    await expect(await plan.findByRole('heading', { name: 'No steps yet' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Add a step' })).toBeVisible();
  },
};

/** The plan is still on its way while the rest of the editor is there. */
export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['adminListActionPlanSteps'] } } },
  play: async ({ canvasElement }) => {
    const plan = await planSection(canvasElement);
    await expect(plan.getByRole('heading', { level: 2, name: 'Action plan' })).toBeVisible();
    await expect(plan.queryByRole('button', { name: 'Add a step' })).not.toBeInTheDocument();
  },
};

/** Only the plan fails to load: the section explains itself and Try again shows the steps. */
export const ErrorThenRetry: Story = {
  parameters: {
    lms: {
      state: 'error',
      error: 'functions/unavailable',
      stateScope: { names: ['adminListActionPlanSteps'] },
    },
  },
  play: async (context) => {
    const plan = await planSection(context.canvasElement);
    const alert = await plan.findByRole('alert');
    await expect(alert).toHaveTextContent('The action plan could not be loaded');
    storyApp(context).server.setMode({ kind: 'live' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await plan.findByText('Set up your budget workbook', { selector: TITLE })).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const plan = within(await within(canvasElement).findByRole('region', { name: 'خطة العمل' }));
    await expect(await plan.findByRole('button', { name: 'إضافة خطوة' })).toBeVisible();
  },
};
