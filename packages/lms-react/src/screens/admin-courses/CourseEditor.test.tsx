import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCourse } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { adminCourse, createAuthoringFake, moduleWith, textLesson } from './testing/authoring-fake';

const admin = { uid: 'admin-1', email: 'admin@example.com', admin: true };

function courseWithOutline(): AdminCourse {
  return adminCourse({
    lessonCount: 3,
    modules: [
      moduleWith('m1', 'Basics', [textLesson('l1', 'Welcome', 0), textLesson('l2', 'Setup', 1)], 0),
      moduleWith('m2', 'Advanced', [textLesson('l3', 'Mocks', 0)], 1),
    ],
  });
}

async function openEditor(course: AdminCourse = adminCourse()) {
  const fake = createAuthoringFake([course]);
  const view = renderLms({
    path: `/admin/courses?edit=${course.id}`,
    handlers: fake.handlers,
    signedInAs: admin,
  });
  const callsOf = (name: string) =>
    view.runtime.backend.calls.filter((call) => call.name === name).map((call) => call.data);
  await screen.findByRole('heading', { level: 1, name: course.title });
  return { ...view, fake, callsOf, user: userEvent.setup() };
}

function details() {
  return screen.getByRole('region', { name: 'Details' });
}

async function addLessonDialog(user: ReturnType<typeof userEvent.setup>, moduleTitle: string, kind: string) {
  await user.click(screen.getByRole('button', { name: `Add lesson ${moduleTitle}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a lesson' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), kind);
  return dialog;
}

// Generous: these tests type a lot, and the machine runs other suites at the same time.
describe('CourseEditor', { timeout: 20_000 }, () => {
  it('saves the details with the version it loaded and the price converted to minor units', async () => {
    const course = adminCourse();
    const { user, callsOf } = await openEditor(course);
    const form = details();
    await user.clear(within(form).getByLabelText('Summary'));
    await user.type(within(form).getByLabelText('Summary'), 'All about tests.');
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '19.99');
    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'eur');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(callsOf('updateCourse')).toEqual([
      {
        id: 'c1',
        patch: { summary: 'All about tests.', priceCents: 1999, currency: 'EUR' },
        expectedUpdatedAt: course.updated_at,
      },
    ]);
  });

  it("shows the schema's messages next to the fields and sends nothing", async () => {
    const { user, callsOf } = await openEditor();
    const form = details();
    await user.clear(within(form).getByLabelText('Title'));
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '12.345');
    await user.type(within(form).getByLabelText(/^Picture address/), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(within(form).getByLabelText(/^Price/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 19.99'),
    );
    expect(within(form).getByLabelText(/^Picture address/)).toHaveAccessibleDescription(
      expect.stringContaining('Use an http(s) address or a path starting with "/".'),
    );
    expect(callsOf('updateCourse')).toEqual([]);
  });

  it('on a 409 says someone else changed the course, keeps the typing, and saves after a reload', async () => {
    const { user, fake, callsOf } = await openEditor();
    // Another admin saves first.
    fake.courses.get('c1')!.updated_at = '2030-01-01T00:00:00.000Z';
    fake.courses.get('c1')!.category = 'Science';
    const form = details();
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Testing, properly');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Someone else changed this course after you opened it.',
    );
    expect(within(form).getByLabelText('Title')).toHaveValue('Testing, properly');

    await user.click(within(form).getByRole('button', { name: 'Reload the latest version' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(form).getByLabelText('Title')).toHaveValue('Testing, properly');
    expect(within(form).getByLabelText('Category')).toHaveValue('Science');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(callsOf('updateCourse').at(-1)).toMatchObject({
      patch: { title: 'Testing, properly' },
      expectedUpdatedAt: expect.stringMatching(/^20(26|30)/),
    });
    expect(fake.courses.get('c1')!.category).toBe('Science');
  });

  it('adds a module, refusing an empty title with the schema message', async () => {
    const { user, callsOf } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    expect(screen.getByLabelText('New module title')).toHaveAccessibleDescription('Enter a module title.');
    await user.type(screen.getByLabelText('New module title'), 'Getting started');
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Getting started' })).toBeInTheDocument();
    expect(callsOf('addModule')).toEqual([{ courseId: 'c1', title: 'Getting started' }]);
  });

  it('adds a text lesson after "Write the lesson text." and a video lesson by address', async () => {
    const { user, callsOf } = await openEditor(adminCourse({ modules: [moduleWith('m1', 'Basics', [])] }));
    let dialog = await addLessonDialog(user, 'Basics', 'text');
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(within(dialog).getByLabelText(/^Lesson text/)).toHaveAccessibleDescription(
      expect.stringContaining('Write the lesson text.'),
    );
    await user.type(within(dialog).getByLabelText(/^Lesson text/), 'Hello **world**');
    await user.click(within(dialog).getByRole('button', { name: 'Show preview' }));
    expect((await within(dialog).findByText('world')).tagName).toBe('STRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await addLessonDialog(user, 'Basics', 'video');
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Watch this');
    await user.type(within(dialog).getByLabelText(/^Video address/), 'ftp://nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(within(dialog).getByLabelText(/^Video address/)).toHaveAccessibleDescription(
      expect.stringContaining('Use an http(s) address'),
    );
    expect(within(dialog).getByLabelText('Running time in seconds')).toHaveAccessibleDescription(
      'Check this value.',
    );
    await user.clear(within(dialog).getByLabelText(/^Video address/));
    await user.type(within(dialog).getByLabelText(/^Video address/), '/assets/demo/intro.mp4');
    await user.type(within(dialog).getByLabelText('Running time in seconds'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(callsOf('addLesson')).toEqual([
      {
        moduleId: 'm1',
        title: 'Welcome',
        durationMinutes: null,
        kind: 'text',
        content: { markdown: 'Hello **world**' },
      },
      {
        moduleId: 'm1',
        title: 'Watch this',
        durationMinutes: null,
        kind: 'video',
        content: { url: '/assets/demo/intro.mp4', durationSeconds: 90 },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Watch this' })).toBeInTheDocument();
  });

  it('adds a file lesson with its name and size', async () => {
    const { user, callsOf } = await openEditor(adminCourse({ modules: [moduleWith('m1', 'Basics', [])] }));
    const dialog = await addLessonDialog(user, 'Basics', 'file');
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Cheat sheet');
    await user.type(within(dialog).getByLabelText(/^File address/), '/assets/demo/sheet.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(within(dialog).getByLabelText('File name')).toHaveAccessibleDescription('Give the file a name.');
    await user.type(within(dialog).getByLabelText('File name'), 'sheet.pdf');
    await user.type(within(dialog).getByLabelText('Size in bytes'), '2048');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('addLesson')[0]).toMatchObject({
      kind: 'file',
      content: { fileUrl: '/assets/demo/sheet.pdf', fileName: 'sheet.pdf', sizeBytes: 2048 },
    });
  });

  it('adds a quiz lesson only once the right answer is marked', async () => {
    const { user, callsOf } = await openEditor(adminCourse({ modules: [moduleWith('m1', 'Basics', [])] }));
    const dialog = await addLessonDialog(user, 'Basics', 'quiz');
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Check yourself');
    await user.type(within(dialog).getByLabelText('Question'), 'What is 2 + 2?');
    await user.type(within(dialog).getByLabelText('Answer 1'), '4');
    await user.type(within(dialog).getByLabelText('Answer 2'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(within(dialog).getByText('Mark the right answer.')).toBeInTheDocument();
    expect(callsOf('addLesson')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Answer 1 is right' }));
    await user.type(within(dialog).getByLabelText('Explanation shown after answering'), 'Arithmetic.');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsOf('addLesson') as Array<{ content: { passMark: number; questions: unknown[] } }>;
    expect(call!.content.passMark).toBe(70);
    expect(call!.content.questions).toEqual([
      expect.objectContaining({
        prompt: 'What is 2 + 2?',
        kind: 'single',
        options: [expect.objectContaining({ text: '4' }), expect.objectContaining({ text: '5' })],
        explanation: 'Arithmetic.',
      }),
    ]);
  });

  it('Move down on a lesson calls reorderLessons with the new order', async () => {
    const { user, callsOf } = await openEditor(courseWithOutline());
    await user.click(screen.getByRole('button', { name: 'Move down Welcome' }));
    await waitFor(() =>
      expect(callsOf('reorderLessons')).toEqual([{ moduleId: 'm1', lessonIds: ['l2', 'l1'] }]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down Welcome' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Move up Setup' })).toBeDisabled();
  });

  it('Move up on a module calls reorderModules; "Move to module" calls moveLesson', async () => {
    const { user, callsOf } = await openEditor(courseWithOutline());
    await user.click(screen.getByRole('button', { name: 'Move up Advanced' }));
    await waitFor(() =>
      expect(callsOf('reorderModules')).toEqual([{ courseId: 'c1', moduleIds: ['m2', 'm1'] }]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move “Mocks” to another module' }), 'm1');
    await waitFor(() =>
      expect(callsOf('moveLesson')).toEqual([{ lessonId: 'l3', toModuleId: 'm1', position: 2 }]),
    );
  });

  it('edits a lesson with updateLesson, sending its kind with the content', async () => {
    const { user, callsOf } = await openEditor(courseWithOutline());
    await user.click(screen.getByRole('button', { name: 'Edit Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the lesson' });
    expect(within(dialog).getByLabelText(/^Lesson text/)).toHaveValue('# Welcome');
    await user.clear(within(dialog).getByLabelText('Lesson title'));
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Hello');
    await user.type(within(dialog).getByLabelText('Minutes'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('updateLesson')).toEqual([
      {
        lessonId: 'l1',
        title: 'Hello',
        durationMinutes: 5,
        kind: 'text',
        content: { markdown: '# Welcome' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Hello' })).toBeInTheDocument();
  });

  it('removes a lesson only after confirmation', async () => {
    const { user, callsOf } = await openEditor(courseWithOutline());
    await user.click(screen.getByRole('button', { name: 'Remove Setup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the lesson “Setup”?' });
    expect(callsOf('removeLesson')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Setup')).not.toBeInTheDocument());
    expect(callsOf('removeLesson')).toEqual([{ lessonId: 'l2' }]);
  });

  it('warns before leaving with unsaved details', async () => {
    const { user } = await openEditor();
    await user.type(within(details()).getByLabelText('Summary'), ' More.');
    await user.click(screen.getByRole('link', { name: 'Back to all courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(details()).getByLabelText('Summary')).toHaveValue('Learn to test. More.');
    await user.click(screen.getByRole('link', { name: 'Back to all courses' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
