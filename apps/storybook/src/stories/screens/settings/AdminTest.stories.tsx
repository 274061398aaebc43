import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
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
