import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { frozenTimersClock, renderLms } from '../../test-support/render-on-domain';
import {
  completeLesson,
  createAccount,
  createCourse,
  enrol,
  seededPlatform,
  type SeededCourse,
  type TestServer,
} from '../../test-support/test-server';

// Wednesday 25 November 2026: "last 12 weeks" is 7 September to 25 November.
const NOW = Date.UTC(2026, 10, 25, 12);
const clock = { ...frozenTimersClock, now: () => NOW };
const day = (iso: string) => Date.parse(`${iso}T10:00:00Z`);

/**
 * Two courses of one text lesson, and learners enrolling (and completing) through the domain: 3 enrolments in the
 * week of 7 September, 4 in the week of 12 October (2 completed; Python: 2 and 1), 1 in the week of 23 November
 * (completed).
 */
async function seedCourses(server: TestServer) {
  const admin = await createAccount(server, { admin: true });
  const finance = await createCourse(server, admin, { title: 'Personal finance', at: day('2026-09-01') });
  const python = await createCourse(server, admin, { title: 'Python basics', at: day('2026-09-02') });
  return { admin, finance, python };
}

const platform = seededPlatform(async (server) => {
  const seeded = await seedCourses(server);
  const { finance, python } = seeded;
  const journeys: Array<[SeededCourse, string, string | null]> = [
    [finance, '2026-09-08', null],
    [finance, '2026-09-09', null],
    [finance, '2026-09-10', null],
    [python, '2026-10-12', '2026-10-14'],
    [python, '2026-10-13', null],
    [finance, '2026-10-13', '2026-10-15'],
    [finance, '2026-10-16', null],
    [finance, '2026-11-23', '2026-11-24'],
  ];
  for (const [course, enrolled, completed] of journeys) {
    const student = await createAccount(server);
    await enrol(server, student, course.id, day(enrolled));
    if (completed) await completeLesson(server, student, course.id, course.lessons[0]!, day(completed));
  }
  return seeded;
});

const quietPlatform = seededPlatform(seedCourses);

async function setup(path = '/admin/reports', seeded = platform) {
  const data = await seeded({ now: () => NOW });
  const view = await renderLms({
    server: data.server,
    path: path.replace('c-python', data.python.id),
    signedInAs: data.admin,
    config: { clock },
  });
  return { ...view, ...data };
}

/** Files the page hands to the browser, read back (the anchor's click is where a download starts). */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

const total = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('AdminReportsPage', () => {
  it('shows the last 12 weeks of all courses: totals, ratio and the chart', async () => {
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await screen.findByText('Enrolments started', { selector: 'dt' });
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
    const { user } = await setup();
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
    expect(screen.queryByRole('img', { name: /^Line chart/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(await screen.findByRole('img', { name: /^Line chart/ })).toBeInTheDocument();
  });

  it('switches to another preset period, kept in the URL', async () => {
    const { user } = await setup();
    await screen.findByText('Enrolments started', { selector: 'dt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '52w');
    expect(await screen.findByText('From Dec 1, 2025 to Nov 25, 2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('52w');
  });

  it('checks custom dates with the contract schema before asking, then shows that period', async () => {
    const { user } = await setup();
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
    expect(screen.getByText('From Sep 7, 2026 to Nov 25, 2026')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText('From Oct 1, 2026 to Nov 25, 2026')).toBeInTheDocument();
    // Only the weeks from 28 September on: the 3 enrolments of September's first weeks are out.
    expect(total('Enrolments started')).toHaveTextContent('5');
    expect(screen.getByLabelText('To')).not.toHaveAccessibleDescription(/end date/);
  });

  it('says what is wrong with a mistyped bookmark and asks for nothing', async () => {
    const { server } = await setup('/admin/reports?range=custom&from=2026-02-30&to=2026-03-31');
    // Were the report asked for, its failure would show.
    server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['getEnrollmentReport'] });
    expect(await screen.findByLabelText('From')).toHaveAccessibleDescription('This date does not exist.');
    expect(screen.getByText('Correct the dates above to see the report.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters to one course from the list of courses, kept in the URL, and reads it back', async () => {
    const { user, python } = await setup();
    const choice = await screen.findByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All courses', 'Personal finance', 'Python basics']);
    await user.selectOptions(choice, python.id);
    await waitFor(() => expect(total('Enrolments started')).toHaveTextContent('2'));
    expect(screen.getByText('Python basics', { selector: 'span' })).toBeInTheDocument();
    expect(total('Completion ratio')).toHaveTextContent('50%');
  });

  it('opens a bookmarked course and period', async () => {
    const { python } = await setup('/admin/reports?range=26w&course=c-python');
    await screen.findByText('Enrolments started', { selector: 'dt' });
    expect(screen.getByText(/From Jun 1, 2026 to Nov 25, 2026/)).toBeInTheDocument();
    await waitFor(() => expect(total('Enrolments started')).toHaveTextContent('2'));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('26w');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue(python.id));
  });

  it('says so when nobody enrolled or completed in the period', async () => {
    await setup('/admin/reports', quietPlatform);
    expect(await screen.findByRole('heading', { name: 'No enrolments in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });

  it('says when the report cannot load, with the error catalogue sentence and a retry', async () => {
    const data = await platform({ now: () => NOW });
    data.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['getEnrollmentReport'] });
    const { user } = await renderLms({
      server: data.server,
      path: '/admin/reports',
      signedInAs: data.admin,
      config: { clock },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/unavailable']);
    data.server.setMode({ kind: 'live' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Enrolments started', { selector: 'dt' })).toBeInTheDocument();
  });

  it("shows the period's active learners, certificates and revenue with a table, and a course's funnel", async () => {
    await setup('/admin/reports?course=c-python');
    const activity = within(
      await screen.findByRole('region', { name: 'Learners, certificates, badges and revenue' }),
    );
    await activity.findByText('Active learners', { selector: 'dt' });
    // Two Python learners were active in the period (enrolling is activity); no order was paid.
    expect(activity.getByText('Active learners', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2',
    );
    expect(activity.getByText('Revenue', { selector: 'dt' }).nextElementSibling).toHaveTextContent('None');
    expect(
      activity.getByRole('img', { name: /^Bar chart of 12 weeks: 2 active learners/ }),
    ).toBeInTheDocument();
    expect(activity.getAllByRole('row')).toHaveLength(13);
    const funnel = within(await screen.findByRole('region', { name: 'How far learners got' }));
    expect(await funnel.findByRole('meter', { name: 'Enrolled: 2 (100%)' })).toBeInTheDocument();
    expect(funnel.getByRole('meter', { name: 'Started: 1 (50%)' })).toBeInTheDocument();
    expect(funnel.getByRole('meter', { name: 'Completed: 1 (50%)' })).toBeInTheDocument();
    expect(funnel.getByText('No learner who started has stopped part way.')).toBeInTheDocument();
  });

  it('exports the enrolment chart and the funnel as CSV files with the figures shown', async () => {
    const saved = catchDownloads();
    const { user } = await setup('/admin/reports?course=c-python');
    await screen.findByText('Enrolments started', { selector: 'dt' });
    const chart = screen
      .getByRole('heading', { level: 2, name: 'Enrolments and completions per week' })
      .closest('figure') as HTMLElement;
    await user.click(within(chart).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^enrolments-.+-2026-09-07-to-2026-11-25\.csv$/);
    const enrolments = (await saved[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(enrolments[0]).toBe('Week starting,Enrolments started,Courses completed');
    // Twelve weeks; Python's two enrolments and one completion are in the week of 12 October.
    expect(enrolments.filter((line) => /^\d{4}-/.test(line))).toHaveLength(12);
    expect(enrolments).toContain('2026-10-12,2,1');

    const funnel = within(await screen.findByRole('region', { name: 'How far learners got' }));
    await funnel.findByRole('meter', { name: 'Enrolled: 2 (100%)' });
    await user.click(funnel.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const steps = (await saved[1]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(steps.slice(0, 5)).toEqual([
      'Step,Learners',
      'Enrolled,2',
      'Started,1',
      'Half way,1',
      'Completed,1',
    ]);
  });
});
