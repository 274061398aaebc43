import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError } from '@lms/core';
import { frozenTimersClock } from '../../test-support/fake-backend';
import { renderLms } from '../../test-support/render-lms';
import { adminCourse, createReportFake, type WeekFigures } from './testing/report-fake';

const admin = { uid: 'admin-1', email: 'admin@example.com', admin: true };
// Wednesday 25 November 2026: "last 12 weeks" is 7 September to 25 November.
const NOW = Date.UTC(2026, 10, 25, 12);
const clock = { ...frozenTimersClock, now: () => NOW };

const python = adminCourse({ id: 'c-python', title: 'Python basics' });
const finance = adminCourse({ id: 'c-finance', title: 'Personal finance' });

const ALL: Record<string, WeekFigures> = {
  '2026-09-07': { enrolled: 3, completed: 0 },
  '2026-10-12': { enrolled: 4, completed: 2 },
  '2026-11-23': { enrolled: 1, completed: 1 },
};

function setup(path = '/admin/reports', figures: Record<string, Record<string, WeekFigures>> = {}) {
  const fake = createReportFake({
    courses: [python, finance],
    figures: { all: ALL, 'c-python': { '2026-10-12': { enrolled: 2, completed: 1 } }, ...figures },
  });
  const view = renderLms({ path, handlers: fake.handlers, signedInAs: admin, config: { clock } });
  const reportCalls = () =>
    view.runtime.backend.calls.filter((call) => call.name === 'getEnrollmentReport').map((call) => call.data);
  return { ...view, fake, reportCalls, user: userEvent.setup() };
}

const total = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('AdminReportsPage', { timeout: 30_000 }, () => {
  it('shows the last 12 weeks of all courses: totals, ratio and the chart', async () => {
    const { reportCalls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await screen.findByText('Enrolments started', { selector: 'dt' });
    expect(reportCalls()).toEqual([{ from: '2026-09-07', to: '2026-11-25' }]);
    expect(total('Enrolments started')).toHaveTextContent('8');
    expect(total('Courses completed')).toHaveTextContent('3');
    expect(total('Completion ratio')).toHaveTextContent('37.5%');
    expect(screen.getByText('From Sep 7, 2026 to Nov 25, 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Enrolments and completions per week' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: /enrolments started \(total: 8\) and courses completed \(total: 3\)/,
      }),
    ).toBeInTheDocument();
  });

  it('shows the same weekly figures as a table, every week of the period with its Monday', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Enrolments and completions per week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('Sep 7, 2026');
    expect(
      within(rows[5]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '2']);
    expect(rows[5]).toHaveTextContent('Oct 12, 2026');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(await screen.findByRole('img', { name: /^Line chart/ })).toBeInTheDocument();
  });

  it('switches to another preset period, kept in the URL', async () => {
    const { user, reportCalls } = setup();
    await screen.findByText('Enrolments started', { selector: 'dt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '52w');
    await waitFor(() => expect(reportCalls()).toContainEqual({ from: '2025-12-01', to: '2026-11-25' }));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('52w');
  });

  it('checks custom dates with the contract schema before asking, then shows that period', async () => {
    const { user, reportCalls } = setup();
    await screen.findByText('Enrolments started', { selector: 'dt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    const from = await screen.findByLabelText('From');
    expect(from).toHaveValue('2026-09-07');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-25');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The end date must not be before the start date.',
    );
    const asked = reportCalls().length;
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(reportCalls()).toContainEqual({ from: '2026-10-01', to: '2026-11-25' }));
    expect(reportCalls()).toHaveLength(asked + 1);
    expect(screen.getByLabelText('To')).not.toHaveAccessibleDescription(/end date/);
  });

  it('says what is wrong with a mistyped bookmark and asks for nothing', async () => {
    const { reportCalls } = setup('/admin/reports?range=custom&from=2026-02-30&to=2026-03-31');
    expect(await screen.findByLabelText('From')).toHaveAccessibleDescription('This date does not exist.');
    expect(screen.getByText('Correct the dates above to see the report.')).toBeInTheDocument();
    expect(reportCalls()).toEqual([]);
  });

  it('filters to one course from the list of courses, kept in the URL, and reads it back', async () => {
    const { user, reportCalls } = setup();
    const choice = await screen.findByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All courses', 'Python basics', 'Personal finance']);
    await user.selectOptions(choice, 'c-python');
    await waitFor(() =>
      expect(reportCalls()).toContainEqual({ from: '2026-09-07', to: '2026-11-25', courseId: 'c-python' }),
    );
    await waitFor(() => expect(total('Enrolments started')).toHaveTextContent('2'));
    expect(screen.getByText('Python basics', { selector: 'span' })).toBeInTheDocument();
    expect(total('Completion ratio')).toHaveTextContent('50%');
  });

  it('opens a bookmarked course and period', async () => {
    const { reportCalls } = setup('/admin/reports?range=26w&course=c-python');
    await screen.findByText('Enrolments started', { selector: 'dt' });
    expect(reportCalls()).toEqual([{ from: '2026-06-01', to: '2026-11-25', courseId: 'c-python' }]);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('26w');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('c-python'));
  });

  it('says so when nobody enrolled or completed in the period', async () => {
    setup('/admin/reports', { all: {} });
    expect(await screen.findByRole('heading', { name: 'No enrolments in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });

  it('says when the report cannot load, with the error catalogue sentence and a retry', async () => {
    const { user, fake } = setup();
    const answer = fake.handlers.getEnrollmentReport!;
    fake.handlers.getEnrollmentReport = () => {
      throw new LmsError('functions/unavailable', 'down');
    };
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/unavailable']);
    fake.handlers.getEnrollmentReport = answer;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Enrolments started', { selector: 'dt' })).toBeInTheDocument();
  });
});
