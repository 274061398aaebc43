import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../../../test-support/render-on-domain';
import {
  callAs,
  createAccount,
  createCourse,
  enrol,
  seededPlatform,
  type TestAccount,
  type TestServer,
} from '../../../test-support/test-server';

const seedAdmin = async (server: TestServer) => ({
  admin: await createAccount(server, { admin: true, email: 'admin@example.com' }),
});

/**
 * Intro to testing (4 lessons, 3 people enrolled, then unpublished: a draft), Paid course (published, €19.99),
 * Cooking (published) and Empty draft (no lesson yet).
 */
const platform = seededPlatform(async (server) => {
  const { admin } = await seedAdmin(server);
  const intro = await createCourse(server, admin, {
    title: 'Intro to testing',
    modules: [{ lessons: ['text', 'text'] }, { lessons: ['file', 'quiz'] }],
  });
  for (let index = 0; index < 3; index += 1) await enrol(server, await createAccount(server), intro.id);
  await callAs(server, admin, 'unpublishCourse', { id: intro.id });
  await createCourse(server, admin, { title: 'Paid course', priceCents: 1999, currency: 'EUR' });
  await createCourse(server, admin, { title: 'Cooking' });
  await createCourse(server, admin, { title: 'Empty draft', modules: [], publish: false });
  return { admin, intro };
});

const empty = seededPlatform(seedAdmin);

async function renderList<T extends { admin: TestAccount; server: TestServer }>(data: T, path: string) {
  const view = await renderLms({ server: data.server, path, signedInAs: data.admin });
  const titles = async () =>
    (await callAs(data.server, data.admin, 'adminListCourses', { pageSize: 100 })).items.map(
      (item) => item.title,
    );
  return { ...view, ...data, titles };
}

const setup = async (path = '/admin/courses') => renderList(await platform(), path);
const setupEmpty = async () => renderList(await empty(), '/admin/courses');

function rowOf(title: string) {
  return screen.getByRole('row', { name: new RegExp(title) });
}

/** Every action but Edit is in the row's "More actions" menu. */
async function chooseRowAction(
  user: Awaited<ReturnType<typeof setup>>['user'],
  title: string,
  action: string,
): Promise<void> {
  await user.click(screen.getByRole('button', { name: `More actions ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('AdminCoursesPage: the course list', () => {
  it('lists every course with its status, price, lessons and enrolment count', async () => {
    await setup();
    const row = await screen.findByRole('row', { name: /Intro to testing/ });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '4' })).toBeInTheDocument();
    const paid = rowOf('Paid course');
    expect(within(paid).getByText('Published')).toBeInTheDocument();
    expect(within(paid).getByText('€19.99')).toBeInTheDocument();
  });

  it('searches and filters by status through adminListCourses', async () => {
    const { user } = await setup();
    await screen.findByRole('row', { name: /Cooking/ });
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'cook');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Intro to testing/ })).not.toBeInTheDocument(),
    );
    expect(rowOf('Cooking')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    expect(await screen.findByRole('heading', { name: 'No course matches' })).toBeInTheDocument();
  });

  it('reads the search and the status from the URL it was opened with', async () => {
    await setup('/admin/courses?q=intro&status=draft&page=1');
    await screen.findByRole('row', { name: /Intro to testing/ });
    expect(screen.queryByRole('row', { name: /Empty draft/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('intro');
  });

  it('offers to create the first course when there is none', async () => {
    await setupEmpty();
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  });

  it('creates a course from its title, refusing an empty one, then opens it in the editor', async () => {
    const { user, titles } = await setupEmpty();
    await user.click((await screen.findAllByRole('button', { name: 'New course' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(await titles()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Title'), 'Baking bread');
    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Baking bread' })).toBeInTheDocument();
    expect(await titles()).toEqual(['Baking bread']);
    expect(screen.getByRole('heading', { name: 'Modules and lessons' })).toBeInTheDocument();
  });

  it('publishes a course from the list with publishCourse and says so', async () => {
    const { user, server, admin, intro } = await setup();
    await screen.findByRole('row', { name: /Intro to testing/ });
    await chooseRowAction(user, 'Intro to testing', 'Publish');
    expect(await screen.findByText('“Intro to testing” is published.')).toBeInTheDocument();
    expect(await callAs(server, admin, 'adminGetCourse', { id: intro.id })).toMatchObject({
      status: 'published',
    });
    await waitFor(() => expect(within(rowOf('Intro to testing')).getByText('Published')).toBeInTheDocument());
  });

  it("shows the server's reason when a course without lessons cannot be published", async () => {
    const { user } = await setup();
    await screen.findByRole('row', { name: /Empty draft/ });
    await chooseRowAction(user, 'Empty draft', 'Publish');
    expect(
      await screen.findByText(
        'This course cannot be published yet: give it a title and at least one lesson.',
      ),
    ).toBeInTheDocument();
  });

  it('archives a course after confirmation with archiveCourse', async () => {
    const { user, server, admin, intro } = await setup();
    await screen.findByRole('row', { name: /Intro to testing/ });
    await chooseRowAction(user, 'Intro to testing', 'Archive');
    const dialog = await screen.findByRole('dialog', { name: 'Archive “Intro to testing”?' });
    expect(dialog).toHaveTextContent('The 3 people enrolled keep their access and history.');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await callAs(server, admin, 'adminGetCourse', { id: intro.id })).toMatchObject({
      status: 'archived',
    });
    await waitFor(() => expect(within(rowOf('Intro to testing')).getByText('Archived')).toBeInTheDocument());
  });

  it('duplicates a course with duplicateCourse and opens the copy in the editor', async () => {
    const { user, titles } = await setup();
    await screen.findByRole('row', { name: /Intro to testing/ });
    await chooseRowAction(user, 'Intro to testing', 'Duplicate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Intro to testing (copy)' }),
    ).toBeInTheDocument();
    expect(await titles()).toContain('Intro to testing (copy)');
  });

  it("refuses to delete a course with enrolments and shows the server's reason in the dialog", async () => {
    const { user, titles } = await setup();
    await screen.findByRole('row', { name: /Intro to testing/ });
    await chooseRowAction(user, 'Intro to testing', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Intro to testing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '3 people are enrolled in this course, so it cannot be deleted. Archive it instead',
    );
    expect(await titles()).toContain('Intro to testing');
  });

  it('deletes a course nobody is enrolled in', async () => {
    const { user, titles } = await setup();
    await screen.findByRole('row', { name: /Cooking/ });
    await chooseRowAction(user, 'Cooking', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Cooking”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cooking/ })).not.toBeInTheDocument());
    expect(await titles()).not.toContain('Cooking');
  });

  it('links Preview to the public course page, so the admin sees what a student sees', async () => {
    const { user, intro } = await setup();
    await user.click(await screen.findByRole('button', { name: 'More actions Intro to testing' }));
    const preview = await screen.findByRole('menuitem', { name: 'Preview as a student' });
    expect(preview).toHaveAttribute('href', `/courses/${intro.id}`);
  });
});
