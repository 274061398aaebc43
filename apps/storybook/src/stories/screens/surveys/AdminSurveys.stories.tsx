import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { atViewport } from '../../../story-app/viewports';

// /admin/surveys on the demo set (seed/surveys): a named survey on Accessibility answered by the student, an
// anonymous one on Python with one answer (results withheld below five) and a standalone one nobody answered.
const meta = {
  title: 'Screens/Admin/Surveys',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/surveys', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Surveys with their responses' }));

/** The surveys with their response counts and rates, each with its actions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(within(canvasElement).getByText('5 surveys')).toBeVisible();
    const named = within(rows.getByRole('row', { name: /Accessibility: how did it go\?/ }));
    await expect(named.getByRole('button', { name: 'Results Accessibility: how did it go?' })).toBeVisible();
    await expect(
      named.getByRole('button', { name: 'Export CSV Accessibility: how did it go?' }),
    ).toBeVisible();
    await expect(rows.getByText('(anonymous)')).toBeVisible();
    await expect(rows.getByText('(repeatable)')).toBeVisible();
  },
};

/** Main flow: a named survey's results: count and rate, a chart and a table per question, who answered what. */
export const NamedResults: Story = {
  parameters: { lms: { route: '/admin/surveys?survey={survey:named}&view=results' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/1 response from/)).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /Bar chart of the answers to “How useful was the course\?”/ }),
    ).toBeVisible();
    const useful = within(canvas.getByRole('table', { name: 'Answers to “How useful was the course?”' }));
    await expect(useful.getByRole('row', { name: '4 1' })).toBeVisible();
    await expect(canvas.getByText(/Net Promoter Score: 100/)).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: /Most frequent words in the answers to “What should we change\?”/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Who answered what' })).toHaveTextContent(
      'More examples with screen readers',
    );
  },
};

/** An anonymous survey shows nothing but its count below five answers. */
export const AnonymousWithheld: Story = {
  parameters: { lms: { route: '/admin/surveys?survey={survey:anonymous}&view=results' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/results show once it has 5 answers/)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Who answered what' })).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Main flow: a new survey; the form is checked before anything is sent, with the message under the field. */
export const NewSurveyChecked: Story = {
  parameters: { lms: { route: '/admin/surveys?new=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New survey' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save survey' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some fields need another look');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a question' }));
    const second = within(canvas.getByRole('group', { name: 'Question 2' }));
    await userEvent.selectOptions(second.getByRole('combobox', { name: 'Kind' }), 'single');
    await expect(second.getByRole('textbox', { name: 'Options' })).toBeVisible();
  },
};

/** Editing an answered survey: anonymity and the answered questions' kinds are locked. */
export const EditAnswered: Story = {
  parameters: { lms: { route: '/admin/surveys?survey={survey:named}&view=edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Edit survey' });
    await expect(canvas.getByRole('checkbox', { name: 'Anonymous' })).toBeDisabled();
    const first = within(canvas.getByRole('group', { name: 'Question 1' }));
    await expect(first.getByRole('combobox', { name: 'Kind' })).toBeDisabled();
    await expect(first.getByRole('textbox', { name: 'Question' })).toHaveValue('How useful was the course?');
  },
};

/** An external survey: the form's address, and its webhook secret made here and shown this once. */
export const ExternalWebhookSecret: Story = {
  parameters: { lms: { route: '/admin/surveys?survey={survey:external}&view=edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Edit survey' });
    await expect(canvas.getByRole('checkbox', { name: 'Answered in another tool' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Address of the form' })).toHaveValue(
      'https://forms.example/workshop',
    );
    await expect(canvas.queryByRole('button', { name: 'Add a question' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Webhook address' })).toHaveAttribute(
      'value',
      expect.stringMatching(/\/api\/surveys\/webhook\/[\w-]+$/),
    );
    await expect(canvas.getByText(/No secret yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make the secret' }));
    const secret = await canvas.findByRole('textbox', { name: 'Webhook secret' });
    await expect(secret).toHaveAttribute('value', expect.stringMatching(/^lmsws_[\w-]{43}$/));
    await expect(canvas.getByRole('button', { name: 'Replace the secret' })).toBeVisible();
    // Making the secret changes the survey, which is fetched again and its editor drawn afresh: the secret stays.
    const made = secret.getAttribute('value');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(canvas.getByRole('textbox', { name: 'Webhook secret' })).toHaveAttribute('value', made);
  },
};

/** Main flow: reminding who reached a survey and has not answered; the dialog says how many first, then once a day. */
export const RemindLearners: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(rows.getByRole('button', { name: 'Remind How do you find the platform?' }));
    const dialog = within(await page.findByRole('dialog'));
    await expect(
      await dialog.findByText(/Send a reminder e-mail to 1 learner who reached this survey/, {}),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send to 1 learner' }));
    await expect(await page.findByText('Reminder sent to 1 learner.')).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'Remind How do you find the platform?' }));
    const again = within(await page.findByRole('dialog'));
    await expect(await again.findByText(/The next one can be sent from/)).toBeVisible();
    await expect(again.queryByRole('button', { name: /Send to/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No surveys yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['adminListSurveys'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['adminListSurveys'] } },
  },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The surveys could not be loaded',
      loaded: async () => {
        await table(context.canvasElement);
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  parameters: { lms: { route: '/admin/surveys?survey={survey:named}&view=results' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Who answered what' });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'الاستبيانات' }),
    ).toBeVisible();
  },
};
