import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { createCourse, seededPlatform, seedPeople } from '../../test-support/test-server';

const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const course = await createCourse(server, people.admin, { title: 'Accessibility' });
  return { ...people, course };
});

async function newSurvey() {
  const { server, admin } = await platform();
  const view = await renderLms({ server, path: '/admin/surveys?new=1', signedInAs: admin });
  await screen.findByRole('heading', { name: 'New survey' });
  return view;
}

describe('the survey editor', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("drops a field's message as soon as the field is fixed, and the form's alert once none is left", async () => {
    const { user } = await newSurvey();
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    const course = screen.getByRole('combobox', { name: 'Course' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(course).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need another look');

    await user.type(title, 'How did it go?');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Give the survey a title.')).not.toBeInTheDocument();
    expect(course).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need another look');

    await user.selectOptions(course, await screen.findByRole('option', { name: 'Accessibility' }));
    const question = within(screen.getByRole('group', { name: 'Question 1' }));
    await user.type(question.getByRole('textbox', { name: 'Question' }), 'Was it useful?');
    expect(course).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it("keeps a question's message on that question when the questions are reordered", async () => {
    const { user } = await newSurvey();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Question 1' })).getByRole('textbox', { name: 'Question' }),
      'Was it useful?',
    );
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    const second = within(screen.getByRole('group', { name: 'Question 2' }));
    expect(second.getByRole('textbox', { name: 'Question' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(second.getByRole('button', { name: 'Move question 2 up' }));
    const first = within(screen.getByRole('group', { name: 'Question 1' }));
    expect(first.getByRole('textbox', { name: 'Question' })).toHaveAttribute('aria-invalid', 'true');
    expect(first.getByRole('textbox', { name: 'Question' })).toHaveValue('');
    const moved = within(screen.getByRole('group', { name: 'Question 2' }));
    expect(moved.getByRole('textbox', { name: 'Question' })).not.toHaveAttribute('aria-invalid');
  });
});
