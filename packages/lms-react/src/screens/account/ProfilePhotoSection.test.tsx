import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError } from '@lms/core';
import { FakeBackend } from '../../test-support/account-fake-backend';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-screen';
import { ProfilePage } from './ProfilePage';

function setup() {
  const backend = new FakeBackend();
  const account = backend.addAccount({
    uid: 'ada-1',
    email: 'ada@example.com',
    password: 'secret',
    displayName: 'Ada',
  });
  return { backend, account };
}

function picture(name = 'me.png', bytes = 1000) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

describe('Profile photo', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('uploads to profile_pictures/{uid}/…, shows the percentage sent, then saves the URL on the account and user document', async () => {
    const { backend, account } = setup();
    backend.uploadSteps = [0.42];
    const release = backend.hold('storage.upload');
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.upload(screen.getByLabelText('Upload a new photo'), picture('My Photo.png'));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading your photo' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.42'));
    expect(screen.getByText('42%')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/files\.example\.test\/profile_pictures\/ada-1\/\d+-My-Photo\.png$/),
    );
    expect(await screen.findByText('Your new photo is in place.')).toBeInTheDocument();
    expect(backend.uploads).toEqual([
      { path: expect.stringMatching(/^profile_pictures\/ada-1\//), size: 1000, contentType: 'image/png' },
    ]);
    expect(account.photoURL).toMatch(/profile_pictures\/ada-1\//);
    await waitFor(() => expect(backend.userDocuments.get('ada-1')?.photoURL).toBe(account.photoURL));
  });

  it('shows a storage failure with the catalogue sentence and leaves the photo unchanged', async () => {
    const { backend, account } = setup();
    backend.failNext('storage.upload', new LmsError('storage/invalid-format'));
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.upload(screen.getByLabelText('Upload a new photo'), picture());

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/invalid-format']);
    expect(account.photoURL).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Uploading your photo' })).not.toBeInTheDocument();
  });

  it('cancels an upload on request', async () => {
    const { backend, account } = setup();
    const release = backend.hold('storage.upload');
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.upload(screen.getByLabelText('Upload a new photo'), picture());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/canceled']);
    expect(backend.uploads).toEqual([]);
    expect(account.photoURL).toBeNull();
  });

  it('keeps the new photo when only the user-document update fails, and logs it (spec 8)', async () => {
    const { backend, account } = setup();
    backend.failNext('functions.updateMyUserDocument', new LmsError('functions/unavailable'));
    const { user, logger } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.upload(screen.getByLabelText('Upload a new photo'), picture());

    expect(await screen.findByText('Your new photo is in place.')).toBeInTheDocument();
    expect(account.photoURL).not.toBeNull();
    expect(
      logger.entries.some((entry) => entry.level === 'warn' && /user document/.test(entry.message)),
    ).toBe(true);
  });

  it('removes the photo from the account and the user document', async () => {
    const { backend, account } = setup();
    account.photoURL = 'https://files.example.test/profile_pictures/ada-1/old.png';
    const { user } = await renderScreen(<ProfilePage />, { backend, signedInAs: account });

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(await screen.findByText('You have not added a photo yet.')).toBeInTheDocument();
    expect(account.photoURL).toBeNull();
    await waitFor(() =>
      expect(backend.callsOf('functions.updateMyUserDocument')).toContainEqual([{ photoURL: null }]),
    );
  });
});
