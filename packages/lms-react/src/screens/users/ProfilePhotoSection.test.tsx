import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import {
  callAs,
  createAccount,
  seededPlatform,
  type TestServerOptions,
} from '../../test-support/test-server';
import { ProfilePage } from './ProfilePage';

const platform = seededPlatform(async (server) => ({
  ada: await createAccount(server, { email: 'ada@example.com', displayName: 'Ada' }),
}));

/** Ada's profile page; `server` options shape the simulated upload. */
async function setup(options: TestServerOptions = {}) {
  const { server, ada } = await platform(options);
  const view = await renderScreen(<ProfilePage />, { server, signedInAs: ada });
  const documentNow = () => callAs(server, ada, 'getUserDocument', { uid: ada.uid });
  const stored = () =>
    server.context.db
      .selectFrom('files')
      .select(['path', 'size', 'content_type'])
      .where('path', 'like', `profile_pictures/${ada.uid}/%`)
      .execute();
  return { ...view, ada, documentNow, stored };
}

/** A PNG by its bytes (the domain checks them). */
function picture(name = 'me.png', bytes = 1000) {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type: 'image/png' });
}

describe('Profile photo', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('uploads to profile_pictures/{uid}/…, shows the percentage sent, then saves the URL on the account and user document', async () => {
    // 420 of 1000 bytes per step, 300 ms apart: the bar stops at 42 % long enough to be seen.
    const { user, ada, server, documentNow, stored } = await setup({
      upload: { chunkBytes: 420, stepDelayMs: 300 },
    });

    await user.upload(screen.getByLabelText('Upload a new photo'), picture('My Photo.png'));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading your photo' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.42'));
    expect(screen.getByText('42%')).toBeInTheDocument();

    const photo = await screen.findByRole('img', { name: 'Your profile photo' });
    expect(photo).toHaveAttribute(
      'src',
      expect.stringMatching(
        new RegExp(`/api/files/download/profile_pictures/${ada.uid}/\\d+-My-Photo\\.png\\?token=`),
      ),
    );
    // What the <img> loads: the stored picture, answered by the host as the server answers it.
    const served = await server.fetch(photo.getAttribute('src')!, {});
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(
      new Uint8Array(await picture('My Photo.png').arrayBuffer()),
    );
    expect(await screen.findByText('Your new photo is in place.')).toBeInTheDocument();
    expect(await stored()).toEqual([
      {
        path: expect.stringMatching(new RegExp(`^profile_pictures/${ada.uid}/\\d+-My-Photo\\.png$`)),
        size: 1000,
        content_type: 'image/png',
      },
    ]);
    await waitFor(async () => expect((await documentNow()).photoURL).toBe(photo.getAttribute('src')));
  });

  it('shows a storage failure with the catalogue sentence and leaves the photo unchanged', async () => {
    const { user, documentNow } = await setup();

    // Named and sent as a PNG, but not one by its bytes: the domain refuses it.
    const notAPicture = new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload a new photo'), notAPicture);

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/invalid-format']);
    expect((await documentNow()).photoURL).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Uploading your photo' })).not.toBeInTheDocument();
  });

  it('cancels an upload on request', async () => {
    const { user, documentNow, stored } = await setup({ upload: { chunkBytes: 250, stepDelayMs: 300 } });

    await user.upload(screen.getByLabelText('Upload a new photo'), picture());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/canceled']);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await stored()).toEqual([]);
    expect((await documentNow()).photoURL).toBeNull();
  });

  it('keeps the new photo when only the user-document update fails, and logs it (spec 8)', async () => {
    const { user, logger, server, stored } = await setup();
    server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['updateMyUserDocument'] });

    await user.upload(screen.getByLabelText('Upload a new photo'), picture());

    expect(await screen.findByText('Your new photo is in place.')).toBeInTheDocument();
    expect(await stored()).toHaveLength(1);
    expect(
      logger.entries.some((entry) => entry.level === 'warn' && /user document/.test(entry.message)),
    ).toBe(true);
  });

  it('removes the photo from the account and the user document', async () => {
    const { server, ada } = await platform();
    await callAs(server, ada, 'updateMyUserDocument', { photoURL: 'https://files.example.test/old.png' });
    const { tokens } = await server.sessionFor(ada.uid);
    await server
      .connect(async () => tokens.idToken)
      .auth.update(tokens.idToken, {
        photoURL: 'https://files.example.test/old.png',
      });
    const { user } = await renderScreen(<ProfilePage />, { server, signedInAs: ada });

    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));

    expect(await screen.findByText('You have not added a photo yet.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await callAs(server, ada, 'getUserDocument', { uid: ada.uid })).photoURL).toBeNull(),
    );
  });
});
