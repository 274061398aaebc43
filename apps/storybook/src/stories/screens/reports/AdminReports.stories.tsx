import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { seeded } from '../../../story-app/with-lms';
import { contrastRatio } from '@lms/core';

// A fixed period of the demo data (the preset periods follow today's date, so a story would drift as time passes).
const DEMO_YEAR = '/admin/reports?range=custom&from=2026-01-01&to=2026-11-30';
const ACCESSIBILITY = '{course:accessibility}';

const meta = {
  title: 'Screens/Admin/Reports',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: DEMO_YEAR, role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a total (the <dd> after its <dt>). */
const totalOf = async (canvasElement: HTMLElement, name: string) =>
  (await within(canvasElement).findByText(name, { selector: 'dt' })).nextElementSibling;

/** Totals of the demo year and the chart of its 49 weeks (loaded on demand with recharts). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    // Seven starts (the seed's learners, the free launches and the paid orders), one completion in the period.
    await expect(await totalOf(canvasElement, 'Enrolments started')).toHaveTextContent('7');
    await expect(await totalOf(canvasElement, 'Courses completed')).toHaveTextContent('1');
    await expect(await totalOf(canvasElement, 'Completion ratio')).toHaveTextContent('14.3%');
    await expect(canvas.getByText('From Jan 1, 2026 to Nov 30, 2026')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Enrolments and completions per week' }),
    ).toBeVisible();
    const chart = await canvas.findByRole('img', {
      name: /enrolments started \(total: 7\) and courses completed \(total: 1\)/,
    });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-line').length).toBe(2));
    await expect(within(chart).getByText('Enrolments started')).toBeVisible();
  },
};

/** "Show as table": the same weekly numbers in a real table, each week's Monday as its row header. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    const table = await canvas.findByRole('table', { name: 'Enrolments and completions per week' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(49);
    await expect(rows[0]).toHaveTextContent('Dec 29, 2025');
    // Week of Monday 2 February 2026: the Python enrolment.
    const february = within(table).getByRole('row', { name: /Feb 2, 2026/ });
    await expect(
      within(february)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0']);
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toBeVisible();
    // The enrolment chart gave way to its table; the activity section below keeps its own chart.
    await expect(canvas.queryByRole('img', { name: /^Line chart/ })).toBeNull();
  },
};

/** Main flow: choose one course in the course list; the choice goes into the URL with the period. */
export const OneCourse: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const choice = await canvas.findByRole('combobox', { name: 'Course' });
    await within(choice).findByRole('option', { name: 'Web Accessibility Essentials' });
    await userEvent.selectOptions(choice, seeded(context, ACCESSIBILITY));
    await waitFor(async () =>
      expect(await totalOf(canvasElement, 'Enrolments started')).toHaveTextContent('1'),
    );
    await expect(await totalOf(canvasElement, 'Completion ratio')).toHaveTextContent('100%');
    await expect(canvas.getByText('Web Accessibility Essentials', { selector: 'span' })).toBeVisible();
    // Narrowing the list keeps the chosen course.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a course' }), 'python');
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    await expect(choice).toHaveValue(seeded(context, ACCESSIBILITY));
  },
};

/** Custom dates are checked with the contract's rules before the report is asked for. */
export const CustomDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Period' })).toHaveValue('custom');
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Show report' }));
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(
      'The end date must not be before the start date.',
    );
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show report' }));
    await waitFor(async () =>
      expect(await totalOf(canvasElement, 'Enrolments started')).toHaveTextContent('2'),
    );
    await expect(canvas.getByText('From Oct 1, 2026 to Nov 30, 2026')).toBeVisible();
  },
};

/** Nobody enrolled: the page says so instead of drawing an empty chart. */
export const Empty: Story = {
  parameters: { lms: { state: 'empty', route: '/admin/reports' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No enrolments in this period' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveValue('12w');
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading', stateScope: { names: ['getEnrollmentReport'] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['getEnrollmentReport'] } },
  },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The report could not be loaded',
      loaded: async () => {
        await expect(await totalOf(context.canvasElement, 'Enrolments started')).toHaveTextContent('7');
      },
    });
  },
};

/** "rgb(r, g, b)" as #rrggbb. */
const hexOf = (color: string) =>
  `#${(color.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;

/** The activity chart's legend: each series named, in a colour that reads on the page (the text contrast). */
async function expectReadableActivityLegend(canvasElement: HTMLElement) {
  const chart = await within(canvasElement).findByRole('img', { name: /^Bar chart of/ });
  await waitFor(() => expect(chart.querySelectorAll('.recharts-legend-item')).toHaveLength(3));
  const page = hexOf(getComputedStyle(canvasElement.querySelector('.lms-root')!).backgroundColor);
  const entries = [...chart.querySelectorAll('.recharts-legend-item-text')].map((text) => ({
    name: text.textContent,
    contrast: Math.round(contrastRatio(hexOf(getComputedStyle(text).color), page) * 10) / 10,
  }));
  await expect(entries.map((entry) => entry.name)).toEqual([
    'Active learners',
    'Certificates issued',
    'Badges awarded',
  ]);
  for (const entry of entries) await expect(entry.contrast, entry.name ?? '').toBeGreaterThanOrEqual(4.5);
}

/** The second chart's legend names its three series, badges included, readably in both themes. */
export const ActivityLegend: Story = {
  play: async ({ canvasElement }) => expectReadableActivityLegend(canvasElement),
};

export const ActivityLegendDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => expectReadableActivityLegend(canvasElement),
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /enrolments started/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toBeVisible();
  },
};

/** Arabic mirrors the page and the chart (the weeks run right to left); dates are written the Arabic way. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'التقارير' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /رسم بياني خطي/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'اعرض كجدول' }));
    // The enrolment figures' table, first on the page (the activity section's follows).
    await expect((await canvas.findAllByRole('table'))[0]).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
    await expect(await canvas.findByText('Du 1 janv. 2026 au 30 nov. 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher sous forme de tableau' }));
    const table = await canvas.findByRole('table', { name: 'Inscriptions et achèvements par semaine' });
    await expect(within(table).getByRole('row', { name: /2 févr. 2026/ })).toBeVisible();
  },
};
