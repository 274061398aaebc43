import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../../../test-support/render-on-domain';
import { callAs, createAccount, createCourse, seededPlatform } from '../../../test-support/test-server';

/**
 * Three drafts: Intro to testing (no module yet), Bread (an empty module Basics) and Outline (Basics: Welcome,
 * Setup; Advanced: Mocks).
 */
const platform = seededPlatform(async (server) => {
  const admin = await createAccount(server, { admin: true, email: 'admin@example.com' });
  const intro = await createCourse(server, admin, {
    title: 'Intro to testing',
    summary: 'Learn to test.',
    modules: [],
    publish: false,
  });
  const bread = await createCourse(server, admin, {
    title: 'Bread',
    modules: [{ title: 'Basics', lessons: [] }],
    publish: false,
  });
  const outline = await createCourse(server, admin, {
    title: 'Outline',
    modules: [
      {
        title: 'Basics',
        lessons: [
          { kind: 'text', title: 'Welcome' },
          { kind: 'text', title: 'Setup' },
        ],
      },
      { title: 'Advanced', lessons: [{ kind: 'text', title: 'Mocks' }] },
    ],
    publish: false,
  });
  return { admin, courses: { intro, bread, outline } };
});

async function openEditor(which: 'intro' | 'bread' | 'outline' = 'intro') {
  const data = await platform();
  const course = data.courses[which];
  const view = await renderLms({
    server: data.server,
    path: `/admin/courses?edit=${course.id}`,
    signedInAs: data.admin,
  });
  await screen.findByRole('heading', { level: 1, name: course.title });
  const courseNow = () => callAs(data.server, data.admin, 'adminGetCourse', { id: course.id });
  return { ...view, ...data, course, courseNow };
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
describe('CourseEditor', () => {
  it('saves the details with the price converted to minor units', async () => {
    const { user, courseNow } = await openEditor();
    const form = details();
    await user.clear(within(form).getByLabelText('Summary'));
    await user.type(within(form).getByLabelText('Summary'), 'All about tests.');
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '19.99');
    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'eur');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(await courseNow()).toMatchObject({
      summary: 'All about tests.',
      priceCents: 1999,
      currency: 'EUR',
    });
  });

  it("shows the schema's messages next to the fields and sends nothing", async () => {
    const { user, courseNow } = await openEditor();
    const before = await courseNow();
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
    expect((await courseNow()).updated_at).toBe(before.updated_at);
  });

  it('on a 409 says someone else changed the course, keeps the typing, and saves after a reload', async () => {
    const { user, server, admin, course, courseNow } = await openEditor();
    // Another admin saves first (a minute later).
    await callAs(
      server,
      admin,
      'updateCourse',
      { id: course.id, patch: { category: 'Science' } },
      { at: Date.now() + 60_000 },
    );
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
    expect(await courseNow()).toMatchObject({ title: 'Testing, properly', category: 'Science' });
  });

  it('adds a module, refusing an empty title with the schema message', async () => {
    const { user, courseNow } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    expect(screen.getByLabelText('New module title')).toHaveAccessibleDescription('Enter a module title.');
    await user.type(screen.getByLabelText('New module title'), 'Getting started');
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Getting started' })).toBeInTheDocument();
    expect((await courseNow()).modules.map((module) => module.title)).toEqual(['Getting started']);
  });

  it('adds a text lesson after "Write the lesson text." and a video lesson by address', async () => {
    const { user, courseNow } = await openEditor('bread');
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
      'Enter the running time in whole seconds.',
    );
    await user.clear(within(dialog).getByLabelText(/^Video address/));
    await user.type(within(dialog).getByLabelText(/^Video address/), '/assets/demo/intro.mp4');
    await user.type(within(dialog).getByLabelText('Running time in seconds'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect((await courseNow()).modules[0]!.lessons).toMatchObject([
      { title: 'Welcome', kind: 'text', content: { markdown: 'Hello **world**' } },
      {
        title: 'Watch this',
        kind: 'video',
        content: { url: '/assets/demo/intro.mp4', durationSeconds: 90 },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Watch this' })).toBeInTheDocument();
  });

  it('adds a file lesson with its name and size', async () => {
    const { user, courseNow } = await openEditor('bread');
    const dialog = await addLessonDialog(user, 'Basics', 'file');
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Cheat sheet');
    await user.type(within(dialog).getByLabelText(/^File address/), '/assets/demo/sheet.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(within(dialog).getByLabelText('File name')).toHaveAccessibleDescription('Give the file a name.');
    await user.type(within(dialog).getByLabelText('File name'), 'sheet.pdf');
    await user.type(within(dialog).getByLabelText('Size in bytes'), '2048');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await courseNow()).modules[0]!.lessons[0]).toMatchObject({
      kind: 'file',
      content: { fileUrl: '/assets/demo/sheet.pdf', fileName: 'sheet.pdf', sizeBytes: 2048 },
    });
  });

  it('adds a quiz lesson only once the right answer is marked', async () => {
    const { user, courseNow } = await openEditor('bread');
    const dialog = await addLessonDialog(user, 'Basics', 'quiz');
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Check yourself');
    await user.type(within(dialog).getByLabelText('Question'), 'What is 2 + 2?');
    await user.type(within(dialog).getByLabelText('Answer 1'), '4');
    await user.type(within(dialog).getByLabelText('Answer 2'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(within(dialog).getByText('Mark the right answer.')).toBeInTheDocument();
    expect((await courseNow()).modules[0]!.lessons).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Answer 1 is right' }));
    await user.type(within(dialog).getByLabelText('Explanation shown after answering'), 'Arithmetic.');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [lesson] = (await courseNow()).modules[0]!.lessons;
    const content = lesson!.content as { passMark: number; questions: unknown[] };
    expect(content.passMark).toBe(70);
    expect(content.questions).toEqual([
      expect.objectContaining({
        prompt: 'What is 2 + 2?',
        kind: 'single',
        options: [expect.objectContaining({ text: '4' }), expect.objectContaining({ text: '5' })],
        explanation: 'Arithmetic.',
      }),
    ]);
  });

  it("saves a quiz's attempts limit and when its answers are shown, refusing answers after no last attempt", async () => {
    const { user, courseNow } = await openEditor('bread');
    const dialog = await addLessonDialog(user, 'Basics', 'quiz');
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Three tries');
    await user.type(within(dialog).getByLabelText('Question'), 'What is 2 + 2?');
    await user.type(within(dialog).getByLabelText('Answer 1'), '4');
    await user.type(within(dialog).getByLabelText('Answer 2'), '5');
    await user.click(within(dialog).getByRole('radio', { name: 'Answer 1 is right' }));
    const reveal = within(dialog).getByRole('combobox', { name: 'Show the right answers' });
    await user.selectOptions(reveal, "After the student's last attempt");
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(
      within(dialog).getByText('Answers shown after the last attempt need a limit on attempts.'),
    ).toBeInTheDocument();
    expect((await courseNow()).modules[0]!.lessons).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Attempts allowed/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [lesson] = (await courseNow()).modules[0]!.lessons;
    expect(lesson!.content).toMatchObject({ attemptsLimit: 3, revealAnswers: 'after-last-attempt' });
  });

  it('Move down on a lesson reorders the lessons', async () => {
    const { user, courseNow } = await openEditor('outline');
    await user.click(screen.getByRole('button', { name: 'Move down Welcome' }));
    await waitFor(async () =>
      expect((await courseNow()).modules[0]!.lessons.map((lesson) => lesson.title)).toEqual([
        'Setup',
        'Welcome',
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down Welcome' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Move up Setup' })).toBeDisabled();
  });

  it('Move up on a module reorders the modules; "Move to module" moves a lesson', async () => {
    const { user, courseNow } = await openEditor('outline');
    await user.click(screen.getByRole('button', { name: 'Move up Advanced' }));
    await waitFor(async () =>
      expect((await courseNow()).modules.map((module) => module.title)).toEqual(['Advanced', 'Basics']),
    );
    const basics = (await courseNow()).modules[1]!.id;
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move “Mocks” to another module' }),
      basics,
    );
    await waitFor(async () =>
      expect((await courseNow()).modules[1]!.lessons.map((lesson) => lesson.title)).toEqual([
        'Welcome',
        'Setup',
        'Mocks',
      ]),
    );
  });

  it('edits a lesson with updateLesson, sending its kind with the content', async () => {
    const { user, courseNow } = await openEditor('outline');
    await user.click(screen.getByRole('button', { name: 'Edit Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the lesson' });
    expect(within(dialog).getByLabelText(/^Lesson text/)).toHaveValue(
      '## Welcome\n\nRead this **carefully**.',
    );
    await user.clear(within(dialog).getByLabelText('Lesson title'));
    await user.type(within(dialog).getByLabelText('Lesson title'), 'Hello');
    await user.clear(within(dialog).getByLabelText('Minutes'));
    await user.type(within(dialog).getByLabelText('Minutes'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await courseNow()).modules[0]!.lessons[0]).toMatchObject({
      title: 'Hello',
      durationMinutes: 7,
      kind: 'text',
      content: { markdown: '## Welcome\n\nRead this **carefully**.' },
    });
    expect(screen.getByRole('button', { name: 'Edit Hello' })).toBeInTheDocument();
  });

  it('removes a lesson only after confirmation', async () => {
    const { user, courseNow } = await openEditor('outline');
    await user.click(screen.getByRole('button', { name: 'Remove Setup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the lesson “Setup”?' });
    expect((await courseNow()).modules[0]!.lessons).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Setup')).not.toBeInTheDocument());
    expect((await courseNow()).modules[0]!.lessons.map((lesson) => lesson.title)).toEqual(['Welcome']);
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
