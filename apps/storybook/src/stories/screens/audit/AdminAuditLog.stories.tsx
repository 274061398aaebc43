import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { callAs } from '../../../story-app/story-operations';

const meta = {
  title: 'Screens/Admin/AuditLog',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/audit-log', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const SEED_ADDRESS = '198.51.100.23';

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Audit log entries, newest first' }));
/** The "Who" cell's address of every row shown (beneath the person's name, when they have an account). */
const actorsIn = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr')].map((row) => {
    const cell = row.querySelectorAll('td')[0];
    return cell?.querySelector('.lms-audit-table__email')?.textContent ?? cell?.textContent;
  });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Newest first: the seed's refused sign-ins (security events, from a browser's address) and every admin action
 * the seed made through the dispatch, each with its outcome and a Details link.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const disabled = within(rows.getByRole('row', { name: /Sign-in to a disabled account/ }));
    await expect(disabled.getByText('Refused (auth/user-disabled)')).toBeVisible();
    await expect(disabled.getByText('disabled@example.com')).toBeVisible();
    await expect(disabled.getByRole('cell', { name: SEED_ADDRESS })).toBeVisible();
    await expect(rows.getAllByText('Admin action').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByText(/^\d+ entries$/)).toBeVisible();
  },
};

/** Search (an e-mail here), kind and outcome narrow the list; a search with no match offers to clear it. */
export const SearchAndFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by e-mail, action or target' }),
      'principal@example.com{Enter}',
    );
    // A guess at an address that has no account: recorded with the address typed.
    await waitFor(() => expect(actorsIn(canvasElement)).toEqual(['principal@example.com']));
    await expect(canvas.getByRole('row', { name: /Sign-in failed/ })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Outcome' }), 'ok');
    await expect(await canvas.findByRole('heading', { name: 'No entry matches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Kind' }), 'security');
    await waitFor(() =>
      expect(actorsIn(canvasElement).sort()).toEqual([
        'disabled@example.com',
        'principal@example.com',
        'student@example.com',
      ]),
    );
  },
};

/** A date range keeps the entries of those days (read in the viewer's time zone), "to" included. */
export const DateRange: Story = {
  parameters: { lms: { route: '/admin/audit-log?kind=security&from=2026-11-21&to=2026-11-21' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(actorsIn(canvasElement)).toEqual(['disabled@example.com']);
    await expect(within(canvasElement).getByLabelText('From')).toHaveValue('2026-11-21');
  },
};

/** An entry's page: everything recorded, then back to the same results. */
export const EntryDetails: Story = {
  parameters: { lms: { route: '/admin/audit-log?kind=security' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('link', { name: /^Details of Sign-in to a disabled account/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Audit log entry' })).toBeVisible();
    await expect(canvas.getByText(/^Sign-in to a disabled account: /)).toBeVisible();
    await expect(canvas.getAllByText('disabled@example.com')[0]).toBeVisible();
    await expect(canvas.getByText(SEED_ADDRESS)).toBeVisible();
    await expect(canvas.getByText(/^Mozilla\/5\.0/)).toBeVisible();
    await expect(canvas.getByText('Refused (auth/user-disabled)')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the audit log' }));
    await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveValue('security');
  },
};

/** An admin action's page shows what was sent, as JSON without secrets. */
export const AdminActionDetails: Story = {
  parameters: { lms: { route: '/admin/audit-log?q=createCoupon' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await userEvent.click(rows.getAllByRole('link', { name: /^Details of created the coupon / })[0]!);
    const summary = await canvas.findByRole('region', { name: 'What was sent (secrets removed)' });
    await expect(summary).toHaveTextContent('"code"');
    await expect(canvas.getByText('admin@example.com')).toBeVisible();
  },
};

/**
 * Each admin action in words, with the names of who did it and of what it was about (linked to where it is
 * managed), and the ids as recorded on demand.
 */
export const InWords: Story = {
  parameters: { lms: { route: '/admin/audit-log?q=createCoupon' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const created = within(rows.getAllByRole('row', { name: /created the coupon / })[0]!);
    const coupon = created.getByRole('link', { name: /^[A-Z0-9-]+$/ });
    await expect(coupon).toHaveAttribute('href', expect.stringMatching(/\/admin\/coupons$/));
    await expect(created.getByText('admin@example.com')).toBeVisible();
    await userEvent.click(created.getByText('Ids'));
    await expect(created.getByText(coupon.textContent!, { selector: 'code' })).toBeVisible();
  },
};

/** The export downloads what the list shows, every page of it, and says how many. */
export const ExportCsv: Story = {
  parameters: { lms: { route: '/admin/audit-log?kind=security' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await table(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export as CSV' }));
    await expect(await page(context.canvasElement).findByText('Exported 3 entries.')).toBeVisible();
    const exported = await callAs(context, 'admin', 'exportAuditLogCsv', { kind: 'security' });
    await expect(exported.csv).toContain('auth.disabled-account-sign-in');
  },
};

/** The retention: a number out of range is refused on the spot; a saved one is what the server now keeps. */
export const Retention: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await table(context.canvasElement);
    const field = canvas.getByRole('spinbutton', { name: /Keep entries for \(days\)/ });
    await expect(field).toHaveValue(365);
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a whole number of days from 7 to 3,650.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '90');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await page(context.canvasElement).findByText('Entries are now kept for 90 days.'),
    ).toBeVisible();
    await expect((await callAs(context, 'admin', 'listAuditLog', {})).retentionDays).toBe(90);
  },
};

export const UnknownEntry: Story = {
  parameters: { lms: { route: '/admin/audit-log?entry=nobody' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This entry could not be loaded');
  },
};

/** A platform where no administrator has acted and no sign-in was refused yet. */
export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nothing recorded yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: (context) =>
    retryAfterError(context, {
      title: 'The audit log could not be loaded',
      loaded: () => table(context.canvasElement),
    }),
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "Journal d'audit" })).toBeVisible();
    await expect(await canvas.findAllByText('Connexion à un compte désactivé')).not.toHaveLength(0);
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar', route: '/admin/audit-log?kind=security' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'سجل التدقيق' }),
    ).toBeTruthy();
  },
};
