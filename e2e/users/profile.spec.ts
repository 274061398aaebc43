import { readFileSync } from 'node:fs';
import { ERROR_MESSAGES } from '@lms/core';
import type { Page } from '@playwright/test';
import { createAccountThroughApi, uniqueEmail, type TestAccount } from '../harness/accounts';
import { notification } from '../harness/notifications';
import { noisePng } from '../harness/png';
import { expectSignedOut, signInThroughUi, signOutThroughUi, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { WAIT_LIMIT_MS } from '../harness/limits';

/** 320 x 320 random pixels: about 300 KB, above spec 9's 256 KB threshold for resumable uploads. */
const PHOTO_SIDE = 320;
const RESUMABLE_THRESHOLD_BYTES = 256 * 1024;
/** Slow enough that a 300 KB upload takes a few seconds, so its progress can be watched. */
const THROTTLED_UPLOAD_BYTES_PER_SECOND = 100 * 1024;

async function openProfileSignedIn(page: Page, account: TestAccount): Promise<void> {
  await signInThroughUi(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
}

/** Spec 9: throttles uploads through the DevTools protocol, as a slow connection would. */
async function throttleUploads(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: THROTTLED_UPLOAD_BYTES_PER_SECOND,
  });
}

test('a photo above 256 KB uploads resumably with visible progress and is still shown after a reload', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'photo');
  await openProfileSignedIn(page, account);
  const photo = noisePng(PHOTO_SIDE);
  expect(photo.length).toBeGreaterThan(RESUMABLE_THRESHOLD_BYTES);

  const uploadRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/uploads')) uploadRequests.push(sent.method());
  });
  await throttleUploads(page);
  await page
    .getByLabel('Upload a new photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });

  const progress = page.getByRole('progressbar', { name: 'Uploading your photo' });
  await expect(progress).toBeVisible();
  // Part of the file is sent but not all of it: the bar moves as bytes go out, not only at the end.
  await expect
    .poll(
      async () => {
        const sent = Number(await progress.getAttribute('value', { timeout: 1000 }));
        return sent > 0 && sent < 1;
      },
      { timeout: WAIT_LIMIT_MS, intervals: [100] },
    )
    .toBe(true);
  await expect(notification(page, 'Your new photo is in place.')).toBeVisible({ timeout: WAIT_LIMIT_MS });
  // tus: a creation POST, then the bytes in PATCH requests (what makes the upload resumable).
  expect(uploadRequests).toContain('POST');
  expect(uploadRequests).toContain('PATCH');

  await page.reload();
  const shown = page.getByRole('img', { name: 'Your profile photo' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(PHOTO_SIDE);
});

test('changing the e-mail address needs the current password, then the new address signs in', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'email-change');
  const newEmail = uniqueEmail('email-changed');
  await openProfileSignedIn(page, account);
  await page.getByRole('button', { name: 'Change email address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your email address' });
  await dialog.getByLabel('New email address').fill(newEmail);
  await dialog.getByLabel('Current password', { exact: true }).fill(`${account.password}-wrong`);
  await dialog.getByRole('button', { name: 'Change email address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/wrong-password']);

  await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Change email address' }).click();
  await expect(notification(page, `You now sign in with ${newEmail}.`)).toBeVisible();

  await signOutThroughUi(page);
  await signInThroughUi(page, { ...account, email: newEmail });
});

test('changing the password needs the current password, then only the new password signs in', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'password-change');
  const newPassword = `${account.password}-changed`;
  await openProfileSignedIn(page, account);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password', { exact: true }).fill(`${account.password}-wrong`);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/wrong-password']);

  await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(notification(page, 'Your password has been changed.')).toBeVisible();

  await signOutThroughUi(page);
  await page.goto('/login');
  await submitLoginForm(page, account);
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-credential']);
  await signInThroughUi(page, { ...account, password: newPassword });
});

test('deleting the account needs the typed confirmation and the password, signs out and removes the account', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'delete');
  await openProfileSignedIn(page, account);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('To confirm, type DELETE or your email address').fill('DELETE');
  await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(notification(page, 'Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);

  await page.goto('/login');
  await submitLoginForm(page, account);
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES['auth/invalid-credential']);
  await expect(page).toHaveURL(/\/login$/);
});

test('"Download my data" saves everything the platform keeps about the person as one JSON file', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'my-data');
  await openProfileSignedIn(page, account);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
  expect(data.areas.users.account[0].email).toBe(account.email);
  expect(JSON.stringify(data)).not.toMatch(/"[^"]*(password|hash|token)[^"]*":/i);
  await expect(
    notification(page, `Your data was downloaded as ${download.suggestedFilename()}.`),
  ).toBeVisible();
});
