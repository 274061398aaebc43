import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError, type EmbedApiKey, type EmbedOriginEntry, type OperationInput } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';

const admin = { uid: 'a1', email: 'admin@example.com', admin: true };
const SCHOOL = 'https://school.example';

/** The embedding settings as the server keeps them, recording every change the screen asks for. */
function settingsBackend(initial: { origins?: EmbedOriginEntry[]; keys?: EmbedApiKey[] } = {}) {
  let origins = initial.origins ?? [];
  let keys = initial.keys ?? [];
  const calls: string[] = [];
  return {
    calls,
    handlers: {
      adminListEmbedOrigins: () => ({ items: origins }),
      addEmbedOrigin: ({ origin }: OperationInput<'addEmbedOrigin'>) => {
        calls.push(`add ${origin}`);
        origins = [
          ...origins,
          { origin, source: 'settings' as const, createdAt: '2026-11-20T10:00:00.000Z' },
        ];
        return { items: origins };
      },
      removeEmbedOrigin: ({ origin }: OperationInput<'removeEmbedOrigin'>) => {
        calls.push(`remove ${origin}`);
        origins = origins.filter((entry) => entry.origin !== origin);
        return { items: origins };
      },
      adminListEmbedApiKeys: () => ({ items: keys }),
      createEmbedApiKey: (input: OperationInput<'createEmbedApiKey'>) => {
        calls.push(`create ${input.name} ${input.origins.join(',')}`);
        const key: EmbedApiKey = {
          id: `k${keys.length + 1}`,
          name: input.name,
          keyPrefix: 'lmsk_Abc1',
          origins: input.origins,
          createdAt: '2026-11-20T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
        };
        keys = [...keys, key];
        return { key, secret: `lmsk_${'S'.repeat(43)}` };
      },
      revokeEmbedApiKey: ({ id }: OperationInput<'revokeEmbedApiKey'>) => {
        calls.push(`revoke ${id}`);
        keys = keys.map((key) => (key.id === id ? { ...key, revokedAt: '2026-11-21T09:00:00.000Z' } : key));
        return keys.find((key) => key.id === id)!;
      },
    },
  };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('admin settings: embedding', () => {
  it('allows a site from any address form, refusing page addresses and plain http off loopback', async () => {
    const { handlers, calls } = settingsBackend();
    renderLms({ path: '/admin/settings', signedInAs: admin, handlers });
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
    expect(calls).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'HTTPS://School.Example/');
    await userEvent.click(sites.getByRole('button', { name: 'Allow this site' }));
    expect(await sites.findByText(SCHOOL, { selector: 'code' })).toBeVisible();
    expect(calls).toEqual([`add ${SCHOOL}`]);
    expect(field).toHaveValue('');
  });

  it('lists origins set on the server as such, without a way to remove them here', async () => {
    const { handlers, calls } = settingsBackend({
      origins: [
        { origin: 'https://env.example', source: 'environment', createdAt: null },
        { origin: SCHOOL, source: 'settings', createdAt: '2026-11-20T10:00:00.000Z' },
      ],
    });
    renderLms({ path: '/admin/settings', signedInAs: admin, handlers });
    const sites = await region('Sites allowed to embed steps');
    expect(await sites.findByText('Set on the server')).toBeVisible();
    expect(sites.queryByRole('button', { name: /Remove https:\/\/env\.example/ })).not.toBeInTheDocument();
    await userEvent.click(sites.getByRole('button', { name: `Remove ${SCHOOL}` }));
    const dialog = await screen.findByRole('dialog', { name: `Stop ${SCHOOL} embedding steps?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sites.queryByText(SCHOOL)).not.toBeInTheDocument());
    expect(calls).toEqual([`remove ${SCHOOL}`]);
  });

  it('creates a key for chosen sites, shows its secret once, then lists it with its last use', async () => {
    const { handlers, calls } = settingsBackend({
      origins: [{ origin: SCHOOL, source: 'settings', createdAt: '2026-11-20T10:00:00.000Z' }],
      keys: [
        {
          id: 'k0',
          name: 'Intranet',
          keyPrefix: 'lmsk_Old0',
          origins: [SCHOOL],
          createdAt: '2026-11-01T10:00:00.000Z',
          lastUsedAt: '2026-11-19T08:30:00.000Z',
          revokedAt: null,
        },
      ],
    });
    renderLms({ path: '/admin/settings', signedInAs: admin, handlers });
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
    expect(calls).toEqual([]);
    await userEvent.click(dialog.getByRole('checkbox', { name: SCHOOL }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create the key' }));

    const secret = within(await screen.findByRole('dialog', { name: 'The key “School portal”' }));
    expect(secret.getByRole('textbox', { name: 'API key' })).toHaveValue(`lmsk_${'S'.repeat(43)}`);
    expect(calls).toEqual([`create School portal ${SCHOOL}`]);
    await userEvent.click(secret.getByRole('button', { name: 'I have kept it' }));
    const row = (await keys.findByRole('rowheader', { name: 'School portal' })).closest('tr')!;
    expect(within(row).getByText('Never')).toBeVisible();
    expect(screen.queryByDisplayValue(`lmsk_${'S'.repeat(43)}`)).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation; a refused revocation is explained in the dialog', async () => {
    const backend = settingsBackend({
      origins: [{ origin: SCHOOL, source: 'settings', createdAt: null }],
      keys: [
        {
          id: 'k1',
          name: 'School portal',
          keyPrefix: 'lmsk_Abc1',
          origins: [SCHOOL],
          createdAt: '2026-11-01T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
        },
      ],
    });
    let refuse = true;
    renderLms({
      path: '/admin/settings',
      signedInAs: admin,
      handlers: {
        ...backend.handlers,
        revokeEmbedApiKey: (input: OperationInput<'revokeEmbedApiKey'>) => {
          if (refuse) throw new LmsError('functions/unavailable');
          return backend.handlers.revokeEmbedApiKey(input);
        },
      },
    });
    const keys = await region('API keys');
    await userEvent.click(await keys.findByRole('button', { name: 'Revoke School portal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke “School portal”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await dialog.findByRole('alert')).toBeVisible();
    expect(backend.calls).toEqual([]);

    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls).toEqual(['revoke k1']);
    expect(await keys.findByText(/^Revoked/)).toBeVisible();
    expect(keys.queryByRole('button', { name: 'Revoke School portal' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    let fail = true;
    const { handlers } = settingsBackend();
    renderLms({
      path: '/admin/settings',
      signedInAs: admin,
      handlers: {
        ...handlers,
        adminListEmbedOrigins: () => {
          if (fail) throw new LmsError('functions/unavailable');
          return handlers.adminListEmbedOrigins();
        },
      },
    });
    const sites = await region('Sites allowed to embed steps');
    expect(await sites.findByText('The allowed sites could not be loaded')).toBeVisible();
    fail = false;
    await userEvent.click(sites.getByRole('button', { name: 'Try again' }));
    expect(await sites.findByText('No site may embed steps yet.')).toBeVisible();
  });
});
