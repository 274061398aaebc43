import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';

// /admin/badges on the demo set (seed/badges): the Accessibility champion badge (earned by completing the course,
// held by the student), the Workshop helper badge (awarded by hand to the student, then revoked, and to Lee) and the
// First aid refresher badge (awarded by hand to the student, expired).
const meta = {
  title: 'Screens/Admin/Badges',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/badges', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const badgesTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Badges, newest first' }));

/** Every badge with its rule, holders and row actions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await badgesTable(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Accessibility champion' })).toBeVisible();
    await expect(table.getByText('Complete a course')).toBeVisible();
    // Workshop helper and First aid refresher.
    await expect(table.getAllByText('Awarded by hand only')).toHaveLength(2);
    await expect(table.getByRole('rowheader', { name: 'First aid refresher' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Holders Workshop helper' })).toBeVisible();
  },
};

/** A badge's holders: the revoked award says so with its reason; a valid one can be revoked. */
export const Holders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await badgesTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Holders Workshop helper' }));
    const holders = within(await canvas.findByRole('table', { name: 'Holders, newest first' }));
    await expect(holders.getByText('Awarded to the wrong learner')).toBeVisible();
    await expect(holders.getByRole('button', { name: 'Revoke Lee Learner' })).toBeVisible();
    await expect(holders.queryByRole('button', { name: 'Revoke Sam Student' })).toBeNull();
  },
};

/** Holders found by a part of their name or e-mail, and the badge's holders downloaded as a CSV file. */
export const HoldersSearchAndCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await badgesTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Holders Workshop helper' }));
    const holders = within(await canvas.findByRole('table', { name: 'Holders, newest first' }));
    await expect(holders.getByRole('rowheader', { name: /Sam Student/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a holder by name or e-mail' }), 'lee');
    await waitFor(() => expect(holders.queryByRole('rowheader', { name: /Sam Student/ })).toBeNull());
    await expect(holders.getByRole('rowheader', { name: /Lee Learner/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a holder by name or e-mail' }), 'zzz');
    await expect(await canvas.findByRole('heading', { name: 'No holder matches' })).toBeVisible();

    const saved: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else original.call(this);
    };
    try {
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Find a holder by name or e-mail' }));
      // Every holder again (the search applies once typing pauses), then the file of them all.
      const all = within(await canvas.findByRole('table', { name: 'Holders, newest first' }));
      await expect(await all.findByRole('rowheader', { name: /Sam Student/ })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved[0]).toMatch(/^badge-holders-workshop-helper-\d{4}-\d\d-\d\d\.csv$/));
      await expect(await canvas.findByText('2 holders exported.')).toBeVisible();
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  },
};

/** Main flow: award by e-mail address, then revoke with a reason; the row then says revoked. */
export const AwardAndRevoke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await badgesTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Holders Accessibility champion' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Learner' }), 'lee@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Award badge' }));
    await expect(await body.findByText('Badge awarded to Lee Learner.')).toBeVisible();
    const holders = within(await canvas.findByRole('table', { name: 'Holders, newest first' }));
    await userEvent.click(await holders.findByRole('button', { name: 'Revoke Lee Learner' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Test award');
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(holders.getByText('Test award')).toBeVisible());
  },
};

/** An unknown learner is refused with a clear message. */
export const AwardUnknownLearner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await badgesTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Holders Workshop helper' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Learner' }), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Award badge' }));
    await expect(await canvas.findByText('No learner has this user id or e-mail address.')).toBeVisible();
  },
};

/** The editor: a new badge refuses a missing image and a missing course, and names each field's problem. */
export const EditorValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await badgesTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New badge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Quiz ace');
    await userEvent.click(canvas.getByRole('button', { name: 'Save badge' }));
    await expect(await canvas.findByText('Use a PNG or SVG image.')).toBeVisible();
  },
};

/** Expiry: none by default; a number of days or months after the award, ten years at most. */
export const EditorValidity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await badgesTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New badge' }));
    const expiry = canvas.getByRole('combobox', { name: 'Expiry' });
    await expect(expiry).toHaveValue('none');
    await expect(canvas.queryByRole('textbox', { name: /Valid for/ })).toBeNull();
    await userEvent.selectOptions(expiry, 'Months after the award');
    const validFor = canvas.getByRole('textbox', { name: 'Valid for (months)' });
    await userEvent.clear(validFor);
    await userEvent.type(validFor, '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Save badge' }));
    await expect(await canvas.findByText('A badge can stay valid for ten years at most.')).toBeVisible();
    await expect(validFor).toHaveAccessibleDescription(/ten years at most/);
  },
};

/** A badge with an expiry opens with it in the editor. */
export const EditorExistingValidity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await badgesTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Edit Accessibility champion' }));
    await expect(canvas.getByRole('combobox', { name: 'Expiry' })).toHaveValue('months');
    await expect(canvas.getByRole('textbox', { name: 'Valid for (months)' })).toHaveValue('24');
  },
};

/** An expired award says so among the holders, and can still be revoked. */
export const HoldersExpired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await badgesTable(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Holders First aid refresher' }));
    const holders = within(await canvas.findByRole('table', { name: 'Holders, newest first' }));
    await expect(holders.getByText('Expired', { selector: '.lms-badge-status' })).toBeVisible();
    await expect(holders.getByRole('button', { name: 'Revoke Sam Student' })).toBeVisible();
  },
};

/** The editor shows the fields of the rule chosen: a category and a number of courses. */
export const EditorCategoryRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await badgesTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New badge' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'How it is earned' }),
      'Complete a number of courses in a category',
    );
    await expect(canvas.getByRole('textbox', { name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Number of courses' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Course' })).toBeNull();
  },
};

/** The quiz rule: the quiz is chosen among the chosen course's quizzes, and another course clears the choice. */
export const EditorQuizRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await badgesTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New badge' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'How it is earned' }),
      'Pass a quiz with at least a score',
    );
    const quiz = canvas.getByRole('combobox', { name: 'Quiz' });
    await expect(quiz).toBeDisabled();
    await expect(within(quiz).getByRole('option', { name: 'Choose a course first' })).toBeInTheDocument();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Course' }),
      'Python for Absolute Beginners',
    );
    const pythonQuiz = await within(quiz).findByRole('option', {
      name: 'Values and decisions › Quiz: values and decisions',
    });
    // Only quizzes are offered: none of the course's text, video or file lessons.
    await expect(within(quiz).queryByRole('option', { name: /Variables and types/ })).toBeNull();
    await userEvent.selectOptions(quiz, pythonQuiz);
    await expect(quiz).toHaveValue(pythonQuiz.getAttribute('value'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Course' }), 'Spreadsheet Analysis');
    await expect(quiz).toHaveValue('');
    await expect(
      await within(quiz).findByRole('option', { name: 'spreadsheets in practice › Final quiz' }),
    ).toBeInTheDocument();
    await expect(
      within(quiz).getByRole('option', {
        name: 'Getting started with spreadsheets › Check your understanding',
      }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No badges yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { lms: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The badges could not be loaded.' }),
    ).toBeVisible();
  },
};

export const InArabic: Story = {
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'شارة جديدة' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await badgesTable(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'New badge' })).toBeVisible();
  },
};
