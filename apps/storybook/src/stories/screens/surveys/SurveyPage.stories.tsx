import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';

// A survey's own page, /surveys/:surveyId, and the course viewer's end-of-course survey (seed/surveys).
const meta = {
  title: 'Screens/Surveys/Answering',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/surveys/{survey:standalone}', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'How do you find the platform?' }));

/** Every kind of question, each labelled, required ones marked. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const survey = await form(canvasElement);
    await expect(
      survey.getByRole('group', { name: /How useful was the course\? \(required\)/ }),
    ).toBeVisible();
    await expect(survey.getAllByRole('radio')).toHaveLength(5 + 11 + 3);
    await expect(survey.getByRole('textbox', { name: /What should we change\?/ })).toHaveAttribute(
      'rows',
      '6',
    );
  },
};

/** An external survey: a link to the other tool's form, carrying the learner's reference (never their id). */
export const External: Story = {
  parameters: { lms: { route: '/surveys/{survey:external}' } },
  play: async ({ canvasElement }) => {
    const survey = within(
      await within(canvasElement).findByRole('region', { name: 'Workshop feedback (external form)' }),
    );
    const link = survey.getByRole('link', { name: 'Open the survey (new tab)' });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/forms\.example\/workshop\?ref=[\w-]+$/),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(survey.queryByRole('button', { name: 'Send my answers' })).toBeNull();
  },
};

/** Sending without a required answer: the message under that question, focus on it, nothing sent. */
export const RequiredMissing: Story = {
  play: async ({ canvasElement }) => {
    const survey = await form(canvasElement);
    await userEvent.click(survey.getByRole('button', { name: 'Send my answers' }));
    await expect(survey.getByText('This question needs an answer.')).toBeVisible();
    await expect(survey.getAllByRole('radio', { name: '1' })[0]).toHaveFocus();
  },
};

/** Main flow: answers recorded, and the page says thank you. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const survey = await form(canvasElement);
    await userEvent.click(survey.getAllByRole('radio', { name: '5' })[0]!);
    await userEvent.type(survey.getByRole('textbox', { name: /The course in one word/ }), 'Friendly');
    await userEvent.click(survey.getByRole('button', { name: 'Send my answers' }));
    await expect(await survey.findByRole('status')).toHaveTextContent(
      'Thank you! Your answers were recorded.',
    );
  },
};

/** A repeatable survey answered last week: "Answer again" gives an empty form, and the new answer is recorded. */
export const RepeatableAnswerAgain: Story = {
  parameters: { lms: { route: '/surveys/{survey:checkin}' } },
  play: async ({ canvasElement }) => {
    const survey = within(await within(canvasElement).findByRole('region', { name: 'Weekly check-in' }));
    await expect(survey.getByRole('status')).toHaveTextContent('You have answered this survey.');
    await userEvent.click(survey.getByRole('button', { name: 'Answer again' }));
    await expect(survey.getAllByRole('radio', { name: '1' })[0]).toHaveFocus();
    await userEvent.click(survey.getAllByRole('radio', { name: '4' })[0]!);
    await userEvent.click(survey.getByRole('button', { name: 'Send my answers' }));
    await expect(await survey.findByRole('status')).toHaveTextContent(
      'Thank you! Your answers were recorded.',
    );
    await expect(survey.getByRole('button', { name: 'Answer again' })).toBeVisible();
  },
};

/** Offline: the answer is kept on the device and will be sent when the connection is back. */
export const Offline: Story = {
  parameters: { lms: { network: 'offline' } },
  play: async ({ canvasElement }) => {
    const survey = await form(canvasElement);
    await userEvent.click(survey.getAllByRole('radio', { name: '3' })[0]!);
    await userEvent.click(survey.getByRole('button', { name: 'Send my answers' }));
    await expect(await survey.findByRole('status')).toHaveTextContent(/saved on this device/);
  },
};

/** At the end of a completed course, in the viewer: the student answered its survey already. */
export const CourseEndAnswered: Story = {
  parameters: { lms: { route: '/student/courses/{course:accessibility}/view' } },
  play: async ({ canvasElement }) => {
    const survey = within(
      await within(canvasElement).findByRole('region', { name: 'Accessibility: how did it go?' }),
    );
    await expect(survey.getByRole('status')).toHaveTextContent('You have answered this survey. Thank you!');
  },
};

export const NotFound: Story = {
  parameters: { lms: { route: '/surveys/no-such-survey' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This survey could not be opened' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await form(canvasElement);
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const survey = await form(canvasElement);
    await expect(survey.getByRole('button', { name: 'أرسل إجاباتي' })).toBeVisible();
  },
};
