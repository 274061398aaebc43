import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { callAs } from '../../../story-app/story-operations';
import { seeded } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Admin/Users',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/users', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Users' }));
const namesIn = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const accountSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Account' }));

/** Every account, newest first: name (a link to their page), e-mail, role, status, joined and last sign-in. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const disabled = within(rows.getByRole('row', { name: /Dana Disabled/ }));
    await expect(disabled.getByText('Disabled')).toBeVisible();
    await expect(disabled.getByRole('cell', { name: 'disabled@example.com' })).toBeVisible();
    const admin = within(rows.getByRole('row', { name: /Ada Admin/ }));
    await expect(admin.getByRole('cell', { name: 'Administrator' })).toBeVisible();
    await expect(namesIn(canvasElement).at(-1)).toBe('Ada Admin');
    await expect(within(canvasElement).getByText(/^\d+ users$/)).toBeVisible();
  },
};

/** Search, role, status and order narrow and sort the list; all of them live in the URL. */
export const SearchFilterAndSort: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'lee{Enter}');
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(['Lee Learner']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'disabled');
    await expect(await canvas.findByRole('heading', { name: 'No user matches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(['Ada Admin']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), '');
    await waitFor(() => expect(namesIn(canvasElement).length).toBeGreaterThan(1));
    const newestFirst = namesIn(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Order' }), 'lastLogin-asc');
    // The order the server gives for "longest without signing in", which is not the default one.
    const { items } = await callAs(context, 'admin', 'listUsers', { sort: 'lastLogin', direction: 'asc' });
    const expected = items.map((user) => user.displayName ?? user.email);
    await expect(expected).not.toEqual(newestFirst);
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(expected));
  },
};

/** The export downloads what the list shows, every page of it, and says how many. */
export const ExportCsv: Story = {
  parameters: { lms: { route: '/admin/users?status=disabled' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await table(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export as CSV' }));
    await expect(await page(context.canvasElement).findByText('Exported 1 user.')).toBeVisible();
    const exported = await callAs(context, 'admin', 'exportUsersCsv', { status: 'disabled' });
    await expect(exported.csv).toContain('disabled@example.com');
  },
};

/** A user's page: the account, the actions, their enrolments with progress, orders, certificates and badges. */
export const UserPage: Story = {
  parameters: { lms: { route: '/admin/users?user={user:student}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sam Student' })).toBeVisible();
    await expect(canvas.getByText('student@example.com')).toBeVisible();
    const enrolments = within(canvas.getByRole('region', { name: 'Enrolments' }));
    await expect(enrolments.getByRole('table', { name: 'Enrolments and progress' })).toBeVisible();
    const orders = within(canvas.getByRole('region', { name: 'Orders' }));
    await expect(orders.getAllByText('Paid').length).toBeGreaterThan(0);
    const certificates = within(canvas.getByRole('region', { name: 'Certificates' }));
    await expect(certificates.getByRole('table', { name: 'Certificates, newest first' })).toBeVisible();
    await expect(certificates.getAllByText('Revoked').length).toBeGreaterThan(0);
    // The demo's badges: one earned by completing a course, one awarded by hand and then revoked.
    const badges = within(canvas.getByRole('region', { name: 'Badges' }));
    await expect(badges.getByRole('table', { name: 'Badges, newest first' })).toBeVisible();
    await expect(badges.getByText('Earned')).toBeVisible();
    await expect(badges.getByText('Revoked')).toBeVisible();
    const requests = within(canvas.getByRole('region', { name: 'Support requests' }));
    await expect(requests.getAllByRole('link', { name: /^SR-/ }).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the users' }));
    await table(canvasElement);
  },
};

/** Disable asks first and says what it does; the account shows as disabled, then Enable gives it back. */
export const DisableAndEnable: Story = {
  parameters: { lms: { route: '/admin/users?user={user:otherStudent}' } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const account = await accountSection(canvasElement);
    await userEvent.click(account.getByRole('button', { name: 'Disable account' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Disable the account of Lee Learner?' }));
    await expect(dialog.getByText(/signed out at their next session refresh/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(
      await page(canvasElement).findByText('The account of Lee Learner is disabled.'),
    ).toBeVisible();
    const uid = seeded(context, '{user:otherStudent}');
    await expect((await callAs(context, 'admin', 'getUserDetail', { uid })).user.disabled).toBe(true);
    await userEvent.click(await account.findByRole('button', { name: 'Enable account' }));
    await expect(await account.findByRole('button', { name: 'Disable account' })).toBeVisible();
    await expect((await callAs(context, 'admin', 'getUserDetail', { uid })).user.disabled).toBe(false);
  },
};

/** An admin cannot disable themself: the dialog says why, and nothing changes. */
export const RefusedOnYourself: Story = {
  parameters: { lms: { route: '/admin/users?user={user:admin}' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const account = await accountSection(context.canvasElement);
    await userEvent.click(account.getByRole('button', { name: 'Disable account' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Disable the account of Ada Admin?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(
      await dialog.findByText('You cannot do this to your own account. Ask another administrator.'),
    ).toBeVisible();
    const uid = seeded(context, '{user:admin}');
    await expect((await callAs(context, 'admin', 'getUserDetail', { uid })).user.disabled).toBe(false);
  },
};

/** Making a student an administrator asks first, then the page shows the new role. */
export const MakeAdmin: Story = {
  parameters: { lms: { route: '/admin/users?user={user:otherStudent}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await accountSection(canvasElement);
    await userEvent.click(account.getByRole('button', { name: 'Make administrator' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Make Lee Learner an administrator?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Make administrator' }));
    await expect(await account.findByRole('button', { name: 'Remove administrator role' })).toBeVisible();
    await expect(canvas.getByText('Administrator')).toBeVisible();
  },
};

/** The reset link goes through the identity provider's own mail, to the user's address. */
export const SendPasswordReset: Story = {
  parameters: { lms: { route: '/admin/users?user={user:student}' } },
  play: async ({ canvasElement }) => {
    const account = await accountSection(canvasElement);
    await userEvent.click(account.getByRole('button', { name: 'Send password-reset e-mail' }));
    await expect(
      await page(canvasElement).findByText('A password-reset link was sent to student@example.com.'),
    ).toBeVisible();
  },
};

/** Deleting asks for the account's e-mail: a wrong one is refused; the right one deletes and goes back to the list. */
export const DeleteWithConfirmation: Story = {
  parameters: { lms: { route: '/admin/users?user={user:newcomer}' } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const account = await accountSection(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const name = heading.textContent ?? '';
    await userEvent.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await canvas.findByRole('dialog', { name: `Delete the account of ${name}?` }));
    const field = dialog.getByRole('textbox', { name: /^Type .* to confirm$/ });
    await userEvent.type(field, 'someone@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the account' }));
    await expect(await dialog.findByText("The e-mail address typed is not this account's.")).toBeVisible();
    const uid = seeded(context, '{user:newcomer}');
    const { user } = await callAs(context, 'admin', 'getUserDetail', { uid });
    await userEvent.clear(field);
    await userEvent.type(field, user.email);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the account' }));
    await expect(
      await page(canvasElement).findByText(`The account of ${user.email} was deleted.`),
    ).toBeVisible();
    await table(canvasElement);
    await expect(namesIn(canvasElement)).not.toContain(name);
  },
};

export const UnknownUser: Story = {
  parameters: { lms: { route: '/admin/users?user=nobody' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This user could not be loaded');
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
      title: 'The users could not be loaded',
      loaded: () => table(context.canvasElement),
    }),
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Utilisateurs' }),
    ).toBeVisible();
    await expect(await within(canvasElement).findByRole('table', { name: 'Utilisateurs' })).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar', route: '/admin/users?user={user:student}' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await within(canvasElement).findByRole('region', { name: 'الحساب' })).toBeTruthy();
  },
};
