import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { STORY_RELAY_REFUSAL } from '../../../story-app/story-mail-relay';
import { storyApp } from '../../../story-app/with-lms';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';

const meta = {
  title: 'Screens/Admin/Test page',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/test', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const check = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** The mail log's newest row holding every one of `texts` (the list reloads after a filter or a resend). */
const mailRow = (log: ReturnType<typeof within>, ...texts: string[]) =>
  waitFor(() => {
    const row = log
      .getAllByRole('row')
      .find((candidate: HTMLElement) => texts.every((text) => candidate.textContent?.includes(text)));
    if (row === undefined) throw new Error(`No mail log row shows ${texts.join(', ')}`);
    return within(row);
  });

/** Before anything runs: one section per integration, each with its own button. */
export const NotRunYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Test page' })).toBeVisible();
    for (const name of [
      'Database',
      'File storage',
      'E-mail',
      'Payments',
      'Sign-in providers',
      'Embedding',
      'Server',
    ]) {
      await expect(
        (await check(canvasElement, name)).getByRole('button', { name: 'Run check' }),
      ).toBeEnabled();
    }
  },
};

/**
 * Every check on the browser host, for real: the database (sql.js) and the in-memory file store work; this host has
 * no mail relay, no outside payment provider, cannot fetch OpenID documents, and reports no build, so those say
 * "Not configured" with what it does instead; no site may embed steps yet.
 */
export const RunAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Run all checks' }));
    const database = await check(canvasElement, 'Database');
    await expect(await database.findByText('Working')).toBeVisible();
    await expect(database.getByText('SQLite')).toBeVisible();
    await expect(database.getByText('Migrations applied')).toBeVisible();
    const files = await check(canvasElement, 'File storage');
    await expect(await files.findByText('Working')).toBeVisible();
    await expect(files.getByText('identical')).toBeVisible();
    const mail = await check(canvasElement, 'E-mail');
    await expect(await mail.findByText('Not configured')).toBeVisible();
    await expect(mail.getByText(/No mail relay is set up/)).toBeVisible();
    const payments = await check(canvasElement, 'Payments');
    await expect(await payments.findByText('Not configured')).toBeVisible();
    await expect(payments.getByText(/the sandbox takes test cards/)).toBeVisible();
    const signIn = await check(canvasElement, 'Sign-in providers');
    await expect(await signIn.findByText(/cannot fetch the providers/)).toBeVisible();
    const embedding = await check(canvasElement, 'Embedding');
    await expect(await embedding.findByText(/No other site may frame steps yet/)).toBeVisible();
    const server = await check(canvasElement, 'Server');
    await expect(await server.findByText('Not configured')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Run all checks' })).toBeEnabled());
    await expect(database.getByRole('button', { name: 'Run again' })).toBeEnabled();
  },
};

/** A check on its way: its button waits, and the section says it is checking. */
export const Running: Story = {
  parameters: { lms: { state: 'slow', delayMs: 60_000, stateScope: { names: ['runIntegrationCheck'] } } },
  play: async ({ canvasElement }) => {
    const files = await check(canvasElement, 'File storage');
    await userEvent.click(files.getByRole('button', { name: 'Run check' }));
    await expect(await files.findByText('Checking…')).toBeVisible();
    await expect(files.getByRole('button', { name: 'Run again' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Run all checks' })).toBeDisabled();
  },
};

/** The call itself failed (the server could not be reached): the section says so and offers to try again. */
export const CallFailed: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['runIntegrationCheck'] } },
  },
  play: async ({ canvasElement }) => {
    const database = await check(canvasElement, 'Database');
    await userEvent.click(database.getByRole('button', { name: 'Run check' }));
    const alert = await database.findByRole('alert');
    await expect(alert).toHaveTextContent('The check could not be run');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The mail log with no relay (this host, or a server without SMTP_URL): it says mails are kept, not sent, and lists
 * them as kept; none offers "Send again".
 */
export const MailLogWithoutRelay: Story = {
  play: async (context) => {
    const { server } = storyApp(context);
    await server
      .connect(async () => null)
      .auth.sendOobCode({
        requestType: 'PASSWORD_RESET',
        email: 'student@example.com',
      });
    const log = await check(context.canvasElement, 'Mail log');
    await expect(await log.findByText(/No mail relay is set up/)).toBeVisible();
    // The list was read when the page opened; choosing a status asks again.
    await userEvent.selectOptions(log.getByRole('combobox', { name: 'Status' }), 'kept');
    const row = await mailRow(log, 'student@example.com', 'Reset your password');
    await expect(row.getByText('Kept, not sent')).toBeVisible();
    await expect(log.queryByRole('button', { name: /^Send again/ })).toBeNull();
  },
};

/** A relay that refuses: the mail waits for a retry with the relay's words; "Send again" is refused again. */
export const MailLogRelayRefuses: Story = {
  parameters: { lms: { mailRelay: 'refusing' } },
  play: async (context) => {
    const { server } = storyApp(context);
    await server
      .connect(async () => null)
      .auth.sendOobCode({
        requestType: 'PASSWORD_RESET',
        email: 'student@example.com',
      });
    const log = await check(context.canvasElement, 'Mail log');
    await userEvent.selectOptions(log.getByRole('combobox', { name: 'Status' }), 'queued');
    const row = await mailRow(log, 'student@example.com', 'Waiting');
    await expect(row.getByText('1 attempt')).toBeVisible();
    await expect(row.getByText(STORY_RELAY_REFUSAL)).toBeVisible();
    await expect(log.getByText(/^1 waiting for a retry/)).toBeVisible();
    await userEvent.click(
      row.getByRole('button', { name: 'Send again: Reset your password to student@example.com' }),
    );
    await expect(
      await log.findByText(
        `The relay refused the e-mail to student@example.com again: ${STORY_RELAY_REFUSAL}`,
      ),
    ).toBeVisible();
  },
};

/** The relay is back: "Send again" sends the waiting mail at once, and the log shows it sent. */
export const MailLogResent: Story = {
  parameters: { lms: { mailRelay: 'back-after-refusal' } },
  play: async (context) => {
    const { server } = storyApp(context);
    await server
      .connect(async () => null)
      .auth.sendOobCode({
        requestType: 'PASSWORD_RESET',
        email: 'student@example.com',
      });
    const log = await check(context.canvasElement, 'Mail log');
    await userEvent.selectOptions(log.getByRole('combobox', { name: 'Status' }), 'queued');
    await userEvent.click(
      await log.findByRole('button', { name: 'Send again: Reset your password to student@example.com' }),
    );
    await expect(await log.findByText('Sent to student@example.com.')).toBeVisible();
    await userEvent.selectOptions(log.getByRole('combobox', { name: 'Status' }), 'sent');
    const row = await mailRow(log, 'student@example.com', 'Reset your password', 'Sent ');
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  },
};

/** The mail log could not be read: it says so and offers to try again; the checks above still work. */
export const MailLogLoadFailed: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { names: ['listMailLog'] } },
  },
  play: async ({ canvasElement }) => {
    const log = await check(canvasElement, 'Mail log');
    const alert = await log.findByRole('alert');
    await expect(alert).toHaveTextContent('The mail log could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const database = await check(canvasElement, 'Base de données');
    await userEvent.click(database.getByRole('button', { name: 'Vérifier' }));
    await expect(await database.findByText('Fonctionne')).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await check(canvasElement, 'قاعدة البيانات')).toBeTruthy();
  },
};
