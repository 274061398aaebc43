import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../../test-support/render-lms';
import { adminCourse, createAuthoringFake, moduleWith, textLesson } from './testing/authoring-fake';

const admin = { uid: 'admin-1', email: 'admin@example.com', admin: true };

function setup(courses = [adminCourse()], path = '/admin/courses') {
  const fake = createAuthoringFake(courses);
  const view = renderLms({ path, handlers: fake.handlers, signedInAs: admin });
  const callsOf = (name: string) =>
    view.runtime.backend.calls.filter((call) => call.name === name).map((call) => call.data);
  return { ...view, fake, callsOf, user: userEvent.setup() };
}

function rowOf(title: string) {
  return screen.getByRole('row', { name: new RegExp(title) });
}

describe('AdminCoursesPage: the course list', { timeout: 20_000 }, () => {
  it('lists every course with its status, price, lessons and enrolment count', async () => {
    setup([
      adminCourse({ id: 'c1', title: 'Intro to testing', enrollmentCount: 3, lessonCount: 4 }),
      adminCourse({ id: 'c2', title: 'Paid course', status: 'published', priceCents: 1999, currency: 'EUR' }),
    ]);
    const row = await screen.findByRole('row', { name: /Intro to testing/ });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '4' })).toBeInTheDocument();
    const paid = rowOf('Paid course');
    expect(within(paid).getByText('Published')).toBeInTheDocument();
    expect(within(paid).getByText('€19.99')).toBeInTheDocument();
  });

  it('keeps the search and the status filter in the URL and sends them to adminListCourses', async () => {
    const { user, callsOf } = setup([
      adminCourse({ id: 'c1', title: 'Intro to testing' }),
      adminCourse({ id: 'c2', title: 'Cooking', status: 'published' }),
    ]);
    await screen.findByRole('row', { name: /Cooking/ });
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'cook');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Intro to testing/ })).not.toBeInTheDocument(),
    );
    expect(callsOf('adminListCourses')).toContainEqual(expect.objectContaining({ search: 'cook', page: 1 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    expect(await screen.findByRole('heading', { name: 'No course matches' })).toBeInTheDocument();
    expect(callsOf('adminListCourses')).toContainEqual(
      expect.objectContaining({ search: 'cook', status: 'draft' }),
    );
  });

  it('reads the search and the status from the URL it was opened with', async () => {
    const { callsOf } = setup([adminCourse()], '/admin/courses?q=intro&status=draft&page=1');
    await screen.findByRole('row', { name: /Intro to testing/ });
    expect(callsOf('adminListCourses')[0]).toEqual({
      search: 'intro',
      status: 'draft',
      page: 1,
      pageSize: 20,
    });
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('intro');
  });

  it('offers to create the first course when there is none', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  });

  it('creates a course from its title, refusing an empty one, then opens it in the editor', async () => {
    const { user, callsOf } = setup([]);
    await user.click((await screen.findAllByRole('button', { name: 'New course' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(callsOf('createCourse')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Title'), 'Baking bread');
    await user.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Baking bread' })).toBeInTheDocument();
    expect(callsOf('createCourse')).toEqual([{ title: 'Baking bread' }]);
    expect(screen.getByRole('heading', { name: 'Modules and lessons' })).toBeInTheDocument();
  });

  it('publishes a course from the list with publishCourse and says so', async () => {
    const course = adminCourse({ modules: [moduleWith('m1', 'Basics', [textLesson('l1', 'Welcome')])] });
    const { user, callsOf } = setup([{ ...course, lessonCount: 1 }]);
    await screen.findByRole('row', { name: /Intro to testing/ });
    await user.click(screen.getByRole('button', { name: 'Publish Intro to testing' }));
    expect(await screen.findByText('“Intro to testing” is published.')).toBeInTheDocument();
    expect(callsOf('publishCourse')).toEqual([{ id: 'c1' }]);
    await waitFor(() => expect(within(rowOf('Intro to testing')).getByText('Published')).toBeInTheDocument());
  });

  it("shows the server's reason when a course without lessons cannot be published", async () => {
    const { user } = setup();
    await screen.findByRole('row', { name: /Intro to testing/ });
    await user.click(screen.getByRole('button', { name: 'Publish Intro to testing' }));
    expect(
      await screen.findByText(
        'This course cannot be published yet: give it a title and at least one lesson.',
      ),
    ).toBeInTheDocument();
  });

  it('archives a course after confirmation with archiveCourse', async () => {
    const { user, callsOf } = setup([adminCourse({ enrollmentCount: 2 })]);
    await screen.findByRole('row', { name: /Intro to testing/ });
    await user.click(screen.getByRole('button', { name: 'Archive Intro to testing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive “Intro to testing”?' });
    expect(dialog).toHaveTextContent('The 2 people enrolled keep their access and history.');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('archiveCourse')).toEqual([{ id: 'c1' }]);
    await waitFor(() => expect(within(rowOf('Intro to testing')).getByText('Archived')).toBeInTheDocument());
  });

  it('duplicates a course with duplicateCourse and opens the copy in the editor', async () => {
    const { user, callsOf } = setup();
    await screen.findByRole('row', { name: /Intro to testing/ });
    await user.click(screen.getByRole('button', { name: 'Duplicate Intro to testing' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Intro to testing (copy)' }),
    ).toBeInTheDocument();
    expect(callsOf('duplicateCourse')).toEqual([{ id: 'c1' }]);
  });

  it("refuses to delete a course with enrolments and shows the server's reason in the dialog", async () => {
    const { user, fake } = setup([adminCourse({ enrollmentCount: 3 })]);
    await screen.findByRole('row', { name: /Intro to testing/ });
    await user.click(screen.getByRole('button', { name: 'Delete Intro to testing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Intro to testing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '3 people are enrolled in this course, so it cannot be deleted. Archive it instead',
    );
    expect(fake.courses.has('c1')).toBe(true);
  });

  it('deletes a course nobody is enrolled in', async () => {
    const { user, fake } = setup([adminCourse(), adminCourse({ id: 'c2', title: 'Keep me' })]);
    await screen.findByRole('row', { name: /Intro to testing/ });
    await user.click(screen.getByRole('button', { name: 'Delete Intro to testing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Intro to testing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Intro to testing/ })).not.toBeInTheDocument(),
    );
    expect(fake.courses.has('c1')).toBe(false);
  });

  it('links Preview to the public course page, so the admin sees what a student sees', async () => {
    setup();
    const preview = await screen.findByRole('link', { name: 'Preview as a student Intro to testing' });
    expect(preview).toHaveAttribute('href', '/courses/c1');
  });
});
