import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { createAccount, createTestServer } from '../../test-support/test-server';
import { ProfilePage } from './ProfilePage';

afterEach(() => vi.restoreAllMocks());

describe('Your data (profile)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('downloads what the domain keeps about the person as one JSON file, and says so', async () => {
    const server = await createTestServer();
    const ada = await createAccount(server, { email: 'ada@example.com', displayName: 'Ada' });
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
    const { user } = await renderScreen(<ProfilePage />, { server, signedInAs: ada });

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await saved[0]!.blob.text());
    expect(data.areas.users.account[0]).toMatchObject({ uid: ada.uid, email: 'ada@example.com' });
    expect(await screen.findByText(`Your data was downloaded as ${saved[0]!.name}.`)).toBeInTheDocument();
  });

  it('says why when the export is refused, and downloads nothing', async () => {
    const server = await createTestServer();
    const ada = await createAccount(server, { email: 'ada@example.com' });
    server.setMode({ kind: 'error', code: 'functions/resource-exhausted' }, { names: ['exportMyData'] });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = await renderScreen(<ProfilePage />, { server, signedInAs: ada });

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(/^Your data could not be downloaded: /)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
