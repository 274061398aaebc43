import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authenticateApiKey } from '@lms/domain';
import { backendRecordingCalls } from '../../../test-support/answer-override';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../../test-support/render-on-domain';
import {
  callAs,
  contextAt,
  createAccount,
  createTestServer,
  type TestServer,
} from '../../../test-support/test-server';

const SCHOOL = 'https://school.example';
const CHANGES = new Set(['addEmbedOrigin', 'removeEmbedOrigin', 'createEmbedApiKey', 'revokeEmbedApiKey']);

/**
 * /admin/settings as an administrator, on the domain: `origins` allowed and `keys` made beforehand through the
 * contract (and, with `env`, origins set on the server). `changes()` lists what the screen asked the domain to change.
 */
async function openSettings(
  prepare: (
    server: TestServer,
    admin: Awaited<ReturnType<typeof createAccount>>,
  ) => Promise<unknown> = async () => undefined,
  env: { embedOrigins?: string[] } = {},
) {
  const server = await createTestServer({ config: { embedOrigins: env.embedOrigins ?? [] } });
  const admin = await createAccount(server, { admin: true });
  await prepare(server, admin);
  const { backend, calls } = backendRecordingCalls(server);
  const view = await renderLms({ server, path: '/admin/settings', signedInAs: admin, config: { backend } });
  const changes = () =>
    calls.filter((call) => CHANGES.has(call.name)).map((call) => `${call.name} ${JSON.stringify(call.data)}`);
  return { ...view, server, admin, changes };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('admin settings: embedding', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('allows a site from any address form, refusing page addresses and plain http off loopback', async () => {
    const { changes } = await openSettings();
    const sites = await region('Sites allowed to embed steps');
    expect(await sites.findByText('No site may embed steps yet.')).toBeVisible();
    const field = sites.getByRole('textbox', { name: 'Site address' });

    await userEvent.type(field, 'https://school.example/page');
    await userEvent.click(sites.getByRole('button', { name: 'Allow this site' }));
    expect(await sites.findByText(/Enter a site address such as/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'http://school.example');
    await userEvent.click(sites.getByRole('button', { name: 'Allow this site' }));
    expect(await sites.findByText(/The site must use https/)).toBeVisible();
    expect(changes()).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'HTTPS://School.Example/');
    await userEvent.click(sites.getByRole('button', { name: 'Allow this site' }));
    expect(await sites.findByText(SCHOOL, { selector: 'code' })).toBeVisible();
    expect(changes()).toEqual([`addEmbedOrigin {"origin":"${SCHOOL}"}`]);
    expect(field).toHaveValue('');
  });

  it('lists origins set on the server as such, without a way to remove them here', async () => {
    const { changes } = await openSettings(
      (server, admin) => callAs(server, admin, 'addEmbedOrigin', { origin: SCHOOL }),
      { embedOrigins: ['https://env.example'] },
    );
    const sites = await region('Sites allowed to embed steps');
    expect(await sites.findByText('Set on the server')).toBeVisible();
    expect(sites.queryByRole('button', { name: /Remove https:\/\/env\.example/ })).not.toBeInTheDocument();
    await userEvent.click(sites.getByRole('button', { name: `Remove ${SCHOOL}` }));
    const dialog = await screen.findByRole('dialog', { name: `Stop ${SCHOOL} embedding steps?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sites.queryByText(SCHOOL)).not.toBeInTheDocument());
    expect(changes()).toEqual([`removeEmbedOrigin {"origin":"${SCHOOL}"}`]);
  });

  it('creates a key for chosen sites, shows its secret once, then lists it with its last use', async () => {
    const lastUse = Date.parse('2026-11-19T08:30:00.000Z');
    const { changes } = await openSettings(async (server, admin) => {
      await callAs(server, admin, 'addEmbedOrigin', { origin: SCHOOL });
      const { secret } = await callAs(server, admin, 'createEmbedApiKey', {
        name: 'Intranet',
        origins: [SCHOOL],
      });
      // The school's back end used it once, at a known time.
      await authenticateApiKey(contextAt(server, lastUse), `Bearer ${secret}`);
    });
    const keys = await region('API keys');
    const used = (await keys.findByRole('rowheader', { name: 'Intranet' })).closest('tr')!;
    expect(within(used).getByText(/2026/, { selector: 'td:nth-child(5) time' })).toHaveAttribute(
      'datetime',
      '2026-11-19T08:30:00.000Z',
    );

    await userEvent.click(keys.getByRole('button', { name: 'Create an API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'School portal');
    await userEvent.click(dialog.getByRole('button', { name: 'Create the key' }));
    expect(await dialog.findByText('Choose at least one site for this key.')).toBeVisible();
    expect(changes()).toEqual([]);
    await userEvent.click(dialog.getByRole('checkbox', { name: SCHOOL }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create the key' }));

    const secret = within(await screen.findByRole('dialog', { name: 'The key “School portal”' }));
    const shown = (secret.getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value;
    expect(shown).toMatch(/^lmsk_[A-Za-z0-9_-]{20,}$/);
    expect(changes()).toEqual([`createEmbedApiKey {"name":"School portal","origins":["${SCHOOL}"]}`]);
    await userEvent.click(secret.getByRole('button', { name: 'I have kept it' }));
    const row = (await keys.findByRole('rowheader', { name: 'School portal' })).closest('tr')!;
    expect(within(row).getByText('Never')).toBeVisible();
    expect(screen.queryByDisplayValue(shown)).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation; a refused revocation is explained in the dialog', async () => {
    const { server, changes } = await openSettings(async (server, admin) => {
      await callAs(server, admin, 'addEmbedOrigin', { origin: SCHOOL });
      await callAs(server, admin, 'createEmbedApiKey', { name: 'School portal', origins: [SCHOOL] });
    });
    server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['revokeEmbedApiKey'] });
    const keys = await region('API keys');
    await userEvent.click(await keys.findByRole('button', { name: 'Revoke School portal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke “School portal”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await dialog.findByRole('alert')).toBeVisible();

    server.setMode({ kind: 'live' });
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes().filter((change) => change.startsWith('revokeEmbedApiKey'))).toHaveLength(2);
    expect(await keys.findByText(/^Revoked/)).toBeVisible();
    expect(keys.queryByRole('button', { name: 'Revoke School portal' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const { server } = await openSettings();
    server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['adminListEmbedOrigins'] });
    const sites = await region('Sites allowed to embed steps');
    expect(await sites.findByText('The allowed sites could not be loaded')).toBeVisible();
    server.setMode({ kind: 'live' });
    await userEvent.click(sites.getByRole('button', { name: 'Try again' }));
    expect(await sites.findByText('No site may embed steps yet.')).toBeVisible();
  });
});
