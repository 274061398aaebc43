import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { seeded, storyApp } from '../../../story-app/with-lms';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { callAs } from '../../../story-app/story-operations';

/**
 * The demo student's action plan in Spreadsheet Analysis: “Set up your budget workbook” done, “Track a month of
 * spending” started (one tick, a note), “Chart where the money goes” not started.
 */
const TRACK = '/action-plan/{step:track}';
const WORKBOOK = '/action-plan/{step:workbook}';

const meta = {
  title: 'Screens/ActionPlans/ActionPlanStep',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: TRACK, role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The first story of the file waits for the dev server to compile the screen's chunk (story-app/limits.ts).
const title = (canvasElement: HTMLElement, name = 'Track a month of spending') =>
  within(canvasElement).findByRole('heading', { level: 1, name });

const outline = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Your action plan' }));

/**
 * Once the step shows, the demo student's enrolment ends (an administrator refunds the order that gave it) and they
 * tick an item: the server refuses the tick.
 */
async function tickAfterEnrolmentEnded(
  context: Parameters<typeof storyApp>[0] & { canvasElement: HTMLElement },
) {
  const canvas = within(context.canvasElement);
  await title(context.canvasElement);
  await callAs(context, 'admin', 'refundOrder', {
    orderId: seeded(context, '{order:paid}'),
    reason: 'The student asked for their money back',
  });
  const box = canvas.getByRole('checkbox', { name: 'Record every purchase for 30 days' });
  await userEvent.click(box);
  return { canvas, box };
}

/** A step in progress: its place in the plan, state, due date, body, checklist, note, and the plan beside it. */
export const Loaded: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const heading = await title(canvasElement);
    await expect(heading).toBeVisible();
    // The step's own state: the outline, which may have loaded by now, says "In progress" too.
    const step = within(heading.closest('article') ?? canvasElement);
    await expect(canvas.getByText(/Step 2 of 3/)).toBeVisible();
    await expect(step.getByText('In progress')).toBeVisible();
    await expect(canvas.getByText(/^Due /)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Choose five categories' })).toBeChecked();
    await expect(canvas.getByText('1 of 2 items ticked')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your private note' })).toHaveValue(
      'Groceries, transport, rent, fun, other.',
    );
    const plan = await outline(canvasElement);
    await expect(await plan.findByText('1 of 3 steps done')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'Track a month of spending' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Previous step' })).toHaveAttribute(
      'href',
      seeded(context, WORKBOOK),
    );
    await expect(canvas.getByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
  },
};

/** A step the student finished: when, and the way to open it again. */
export const Done: Story = {
  parameters: { lms: { route: WORKBOOK } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await title(canvasElement, 'Set up your budget workbook')).toBeVisible();
    await expect(canvas.getByText(/^Done on /)).toBeVisible();
    await expect(canvas.getByText('3 of 3 items ticked')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as not done' })).toBeVisible();
  },
};

/** Ticking an item saves it as the student's own state; the count follows. */
export const Checklist: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await title(context.canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Record every purchase for 30 days' }));
    await expect(await canvas.findByText('2 of 2 items ticked')).toBeVisible();
    const stepId = seeded(context, '{step:track}');
    const saved = async () =>
      (await callAs(context, 'student', 'getActionPlanStep', { stepId })).progress?.checkedItemIds;
    const ticked = [seeded(context, '{item:track/1}'), seeded(context, '{item:track/2}')];
    await waitFor(async () => expect(await saved()).toEqual(ticked));
  },
};

/** A tick the server refuses (the enrolment ended meanwhile) is said in a notification and the box is put back. */
export const TickRefused: Story = {
  play: async (context) => {
    const { canvas, box } = await tickAfterEnrolmentEnded(context);
    await expect(await within(document.body).findByText('Your tick could not be saved')).toBeVisible();
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(canvas.getByText('1 of 2 items ticked')).toBeVisible();
  },
};

/**
 * The author changed the checklist while the student had the step open: the tick is refused, the step loads again
 * with the new items, and a notification says to tick again.
 */
export const ChecklistChangedMeanwhile: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await title(context.canvasElement);
    // The author removes the item the student had ticked and puts another in its place.
    const stepId = seeded(context, '{step:track}');
    const { step } = await callAs(context, 'admin', 'getActionPlanStep', { stepId });
    await callAs(context, 'admin', 'updateActionPlanStep', {
      stepId,
      patch: {
        checklist: [
          { text: 'Sort the receipts by category' },
          ...step.checklist.filter((item) => item.id !== seeded(context, '{item:track/1}')),
        ],
      },
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Record every purchase for 30 days' }));
    await expect(
      await within(document.body).findByText(/The author changed this checklist since you opened the step/),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('checkbox', { name: 'Sort the receipts by category' }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Choose five categories' })).toBeNull();
  },
};

/** The private note is saved when the student asks. */
export const Note: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    const note = canvas.getByRole('textbox', { name: 'Your private note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Rent is half of it.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await expect(await canvas.findByText('Note saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save note' })).toBeDisabled();
  },
};

/** Mark as done: the step and the plan beside it say so at once. */
export const MarkDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as done' }));
    await expect(await canvas.findByText('Step done. Well done!')).toBeVisible();
    await expect(canvas.getByText(/^Done on /)).toBeVisible();
    await expect(await (await outline(canvasElement)).findByText('2 of 3 steps done')).toBeVisible();
  },
};

/** A student who is not enrolled in the course is told so, with the way to its page (locked). */
export const NotEnrolled: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not enrolled in this course' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      seeded(context, '/courses/{course:spreadsheets}'),
    );
  },
};

/** An administrator previews the step: nothing can be ticked or saved. */
export const AdminPreview: Story = {
  parameters: { lms: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    await expect(canvas.getByText(/^Preview: you are not enrolled/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Choose five categories' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to administration' })).toBeVisible();
  },
};

/** Inside a frame on another site whose page has no launch token, signed out: “Sign in to continue”. */
export const FramedSignIn: Story = {
  parameters: { lms: { role: 'signed-out', framed: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
    await expect(canvas.getByText(/Sign in to Learnwell to see this step/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in to continue' })).toBeEnabled();
    const { embedHost } = storyApp(context);
    await waitFor(() => expect(embedHost?.heard).toContain(seeded(context, 'ready {step:track}')));
  },
};

/** Inside a frame with a session: the step alone, and the page around it hears its height and completion. */
export const Framed: Story = {
  parameters: { lms: { framed: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await title(context.canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Your action plan' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as done' }));
    const { embedHost } = storyApp(context);
    await waitFor(() => expect(embedHost?.heard).toContain(seeded(context, 'completed {step:track}')));
    await expect(embedHost?.heard.some((entry) => entry.startsWith('resize '))).toBe(true);
  },
};

/** In a frame, a refused tick is put back and the notice sits above the step (a toast could fall outside it). */
export const FramedTickRefused: Story = {
  parameters: { lms: { framed: true } },
  play: async (context) => {
    const { canvas, box } = await tickAfterEnrolmentEnded(context);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Your tick could not be saved');
    await waitFor(() => expect(box).not.toBeChecked());
    await userEvent.click(within(notice).getByRole('button', { name: 'Close notification' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** In a frame, a student who is not enrolled gets the course page in a new tab: enrolling happens on our site. */
export const FramedNotEnrolled: Story = {
  parameters: { lms: { role: 'newcomer', framed: true } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not enrolled in this course' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Go to the course page' });
    await expect(link).toHaveAttribute('href', seeded(context, '/courses/{course:spreadsheets}'));
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Next and Previous move the frame along the plan; the page hears that each step is ready. */
export const FramedNextStep: Story = {
  parameters: { lms: { framed: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await title(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Next step' }));
    const moved = await title(context.canvasElement, 'Chart where the money goes');
    // Focused by an effect after the title is drawn: on a busy machine the query can see it first.
    await waitFor(() => expect(moved).toHaveFocus());
    const { embedHost } = storyApp(context);
    await waitFor(() => expect(embedHost?.heard).toContain(seeded(context, 'ready {step:chart}')));
    await userEvent.click(canvas.getByRole('link', { name: 'Previous step' }));
    await expect(await title(context.canvasElement)).toBeVisible();
  },
};

/** In a frame on a phone-sized page. */
export const FramedMobile: Story = {
  globals: atViewport('mobile'),
  parameters: { lms: { framed: true } },
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Mark as done' })).toBeVisible();
  },
};

/** In a frame, in Arabic: mirrored, with the English titles in their own direction. */
export const FramedArabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar', framed: true } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const heading = await title(canvasElement);
    await expect(getComputedStyle(heading).direction).toBe('ltr');
    await expect(within(canvasElement).getByRole('button', { name: 'وضع علامة مكتملة' })).toBeVisible();
  },
};

/**
 * The frame's sign-in popup page opened without a frame behind it (a copied link, a new tab): nothing to hand a
 * session to, so it says where to go instead of making one.
 */
export const SignInPopupWithoutFrame: Story = {
  parameters: { lms: { route: `${TRACK}?frameSignIn=${'n'.repeat(22)}` } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Signing you in to the step' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Go back to that page and choose “Sign in to continue”/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the step here' })).toHaveAttribute(
      'href',
      seeded(context, TRACK),
    );
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading the step' }),
    ).toBeVisible();
  },
};

/** The failure is explained; Try again shows the step once the back end answers. */
export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'This step could not be opened',
      loaded: async () => {
        await expect(await title(context.canvasElement)).toBeVisible();
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await title(canvasElement)).toBeVisible();
    await expect(await outline(canvasElement)).toBeTruthy();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Étape 2 sur 3/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marquer comme terminée' })).toBeVisible();
    await expect(canvas.getByText('1 sur 2 éléments cochés')).toBeVisible();
  },
};

/** Arabic mirrors the page; the English titles keep their own direction. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const heading = await title(canvasElement);
    await expect(getComputedStyle(heading).direction).toBe('ltr');
    await expect(within(canvasElement).getByRole('button', { name: 'وضع علامة مكتملة' })).toBeVisible();
  },
};

/** Students reach their plan from the dashboard: progress, the next due date, and Continue to the next step. */
export const FromTheDashboard: Story = {
  parameters: { lms: { route: '/student/dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plans = within(await canvas.findByRole('region', { name: 'Your action plans' }));
    await expect(await plans.findByText(/^1 of 3 steps done · next step due /)).toBeVisible();
    await expect(plans.getByRole('progressbar', { name: 'Action plan of Spreadsheet Analysis' })).toHaveValue(
      1,
    );
    await userEvent.click(
      plans.getByRole('link', { name: 'Continue the action plan of Spreadsheet Analysis' }),
    );
    await expect(await title(canvasElement)).toBeVisible();
  },
};
