import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { callAs } from '../../../story-app/story-operations';
import { seeded, storyApp } from '../../../story-app/with-lms';
import { noisyPicture } from '../users/sample-pictures';

const meta = {
  title: 'Screens/Admin/CourseEditor',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/courses?edit={course:python}', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The editor is a lazily loaded screen: on a cold dev server its modules can take longer than findBy's default 1 s.
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Python for Absolute Beginners' });

/** The details on one side, modules and lessons on the other, each movable by drag, keyboard or buttons. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Getting started' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Drag to reorder “What a program is”' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move up What a program is' })).toBeDisabled();
  },
};

/** Main flow: add a quiz lesson; the schema's messages show until a right answer is marked. */
export const AddQuizLesson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add lesson Getting started' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a lesson' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'quiz');
    await userEvent.type(dialog.getByLabelText('Lesson title'), 'Check your basics');
    await userEvent.type(dialog.getByLabelText('Question'), 'Which of these is a string?');
    await userEvent.type(dialog.getByLabelText('Answer 1'), '"hello"');
    await userEvent.type(dialog.getByLabelText('Answer 2'), '42');
    await userEvent.click(dialog.getByRole('button', { name: 'Add lesson' }));
    await expect(await dialog.findByText('Mark the right answer.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Answer 1 is right' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('button', { name: 'Edit Check your basics' })).toBeVisible();
  },
};

/**
 * A quiz's attempts limit and when its right answers are shown: "after the last attempt" needs a limit, and what is
 * saved is what the editor shows when the lesson is opened again.
 */
export const QuizAttemptsAndAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add lesson Getting started' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a lesson' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'quiz');
    await userEvent.type(dialog.getByLabelText('Lesson title'), 'Two tries');
    await userEvent.type(dialog.getByLabelText('Question'), 'Which of these is a string?');
    await userEvent.type(dialog.getByLabelText('Answer 1'), '"hello"');
    await userEvent.type(dialog.getByLabelText('Answer 2'), '42');
    await userEvent.click(dialog.getByRole('radio', { name: 'Answer 1 is right' }));
    // New quizzes: unlimited attempts, the right answers once the student passes.
    await expect(dialog.getByLabelText(/^Attempts allowed/)).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Show the right answers' })).toHaveValue(
      'after-passing',
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Show the right answers' }),
      "After the student's last attempt",
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add lesson' }));
    await expect(
      await dialog.findByText('Answers shown after the last attempt need a limit on attempts.'),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Attempts allowed/), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Two tries' }));
    const edit = within(await canvas.findByRole('dialog', { name: 'Edit the lesson' }));
    await expect(edit.getByLabelText(/^Attempts allowed/)).toHaveValue('2');
    await expect(edit.getByRole('combobox', { name: 'Show the right answers' })).toHaveValue(
      'after-last-attempt',
    );
  },
};

/** Keyboard reordering: Space picks the lesson up, an arrow moves it, Space drops it. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Drag to reorder “What a program is”' });
    handle.focus();
    // Each step waits for its announcement: the sensor measures the list before it accepts a move.
    await userEvent.keyboard(' ');
    await canvas.findByText('“What a program is” is now at position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByText('“What a program is” is now at position 2 of 3.');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move up What a program is' })).toBeEnabled(),
    );
  },
};

/** Main flow: a picture uploaded into the course's media, with progress; its address fills the thumbnail field. */
export const UploadThumbnail: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    const details = within(canvas.getByRole('region', { name: 'Details' }));
    await userEvent.upload(
      details.getByLabelText('Upload a picture'),
      await noisyPicture(400, 'Python cover.png'),
    );
    await expect(await details.findByRole('progressbar', { name: 'Uploading the file' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(await details.findByText('“Python cover.png” is uploaded. Save to use it.')).toBeVisible();
    // The server's download address, answered in this static site by the page's download worker.
    const address = (details.getByLabelText(/^Picture address/) as HTMLInputElement).value;
    const python = seeded(context, '{course:python}');
    await expect(address).toMatch(
      new RegExp(`/api/files/download/course_media/${python}/\\d+-Python-cover\\.png\\?token=`),
    );
    await expect(storyApp(context).server.storedPaths()).toEqual([
      expect.stringMatching(new RegExp(`^course_media/${python}/\\d+-Python-cover\\.png$`)),
    ]);
    await userEvent.click(details.getByRole('button', { name: 'Save details' }));
    await expect(await details.findByText('Saved.')).toBeVisible();
    const saved = await callAs(context, 'admin', 'adminGetCourse', { id: python });
    await expect(saved.thumbnail).toBe(address);
    // What the catalogue's card loads: the picture's pixels, served from the story's local server.
    const picture = new Image();
    picture.src = address;
    await picture.decode();
    await expect(picture.naturalWidth).toBe(400);
  },
};

/** A video lesson from uploaded files: the video (its running time read from the file) and its captions. */
export const UploadLessonVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add lesson Getting started' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a lesson' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'video');
    await userEvent.type(dialog.getByLabelText('Lesson title'), 'Your first program, on video');
    const asset = async (name: string, type: string) =>
      new File([await (await fetch(`/storybook-assets/${name}`)).blob()], name, { type });

    await userEvent.upload(
      dialog.getByLabelText('Upload a video file'),
      await asset('demo-video.webm', 'video/webm'),
    );
    await expect(await dialog.findByText('“demo-video.webm” is uploaded. Save to use it.')).toBeVisible();
    await expect((dialog.getByLabelText('Video address') as HTMLInputElement).value).toContain(
      '/api/files/download/',
    );
    await expect(dialog.getByLabelText('Running time in seconds')).toHaveValue('24');

    await userEvent.upload(
      dialog.getByLabelText('Upload captions (WebVTT)'),
      await asset('demo-video.vtt', 'text/vtt'),
    );
    await waitFor(() =>
      expect((dialog.getByLabelText('Captions address (WebVTT)') as HTMLInputElement).value).toMatch(
        /\/api\/files\/download\//,
      ),
    );
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

/** An id that names no course: the editor explains and links back to the list. */
export const UnknownCourse: Story = {
  parameters: { lms: { route: '/admin/courses?edit=no-such-course' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const StudentIsRedirected: Story = {
  parameters: { lms: { role: 'student' } },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'My courses', current: 'page' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Modules et leçons' }),
    ).toBeVisible();
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
