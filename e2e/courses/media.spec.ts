// Issue 6, course media: an admin uploads a course's thumbnail and a lesson's video and captions in the editor
// (the picture is large enough to go through tus), publishes it, and a student sees the picture in the catalogue and
// watches the video, with its captions, in the viewer. Runs against the real server.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { noisePng } from '../harness/png';
import { signInThroughUi, signOutThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { WAIT_LIMIT_MS } from '../harness/limits';

const DEMO_ASSETS = fileURLToPath(new URL('../../packages/lms-server/assets/demo', import.meta.url));
const DOWNLOAD_URL = /\/api\/files\/download\/course_media\/[^/]+\/\d+-[^?]+\?token=/;

/** Uploads through the field's file input and waits until the editor says the file is stored. */
async function uploadInto(
  scope: Locator,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await scope.getByLabel(label, { exact: true }).setInputFiles(file);
  await expect(scope.getByText(`“${file.name}” is uploaded. Save to use it.`)).toBeVisible({
    timeout: WAIT_LIMIT_MS,
  });
}

async function playFor(page: Page, seconds: number): Promise<number> {
  return page.locator('video').evaluate(async (video: HTMLVideoElement, wanted) => {
    video.muted = true;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (video.currentTime < wanted) return;
        video.removeEventListener('timeupdate', check);
        video.pause();
        resolve();
      };
      video.addEventListener('timeupdate', check);
      video.addEventListener('error', () => reject(new Error('the video failed to play')), { once: true });
      void video.play().catch(reject);
    });
    return video.currentTime;
  }, seconds);
}

test('an admin uploads a thumbnail and a lesson video, publishes; a student sees the picture and watches the video', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Sourdough at home ${randomBytes(3).toString('hex')}`;
  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'New course' }).first().click();
  const create = page.getByRole('dialog', { name: 'New course' });
  await create.getByLabel('Title').fill(title);
  await create.getByRole('button', { name: 'Create and edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The picture: about 270 KB of noise, so it travels as a resumable (tus) upload, with a progress bar.
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('Summary').fill('Flour, water, salt and patience.');
  await uploadInto(details, 'Upload a picture', {
    name: 'Sourdough loaf.png',
    mimeType: 'image/png',
    buffer: noisePng(300),
  });
  await expect(details.getByLabel('Picture address')).toHaveValue(DOWNLOAD_URL);
  await expect
    .poll(() => details.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(300);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New module title').fill('Basics');
  await page.getByRole('button', { name: 'Add module' }).click();
  await page.getByRole('button', { name: 'Add lesson Basics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a lesson' });
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('video');
  await dialog.getByLabel('Lesson title').fill('Folding the dough');
  await uploadInto(dialog, 'Upload a video file', {
    name: 'folding.webm',
    mimeType: 'video/webm',
    buffer: readFileSync(join(DEMO_ASSETS, 'demo-video.webm')),
  });
  await expect(dialog.getByLabel('Video address')).toHaveValue(DOWNLOAD_URL);
  // The running time comes from the file itself.
  await expect(dialog.getByLabel('Running time in seconds')).toHaveValue('24');
  await uploadInto(dialog, 'Upload captions (WebVTT)', {
    name: 'folding.vtt',
    mimeType: 'text/vtt',
    buffer: readFileSync(join(DEMO_ASSETS, 'demo-video.vtt')),
  });
  await expect(dialog.getByLabel('Captions address (WebVTT)')).toHaveValue(DOWNLOAD_URL);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`“${title}” is published.`, { exact: true })).toBeVisible();

  // A student finds it with its picture, enrols and watches the video.
  await signOutThroughUi(page);
  const student = await createAccountThroughApi(request, 'course-media-student');
  await signInThroughUi(page, student);
  await page.goto('/courses');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(title);
  // The search applies after a typing pause and redraws the list: clicking before it settles could hit a card as
  // it moves.
  await expect(page.getByText('1 course', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  const picture = card.locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('src', DOWNLOAD_URL);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);

  await card.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Folding the dough' })).toBeVisible();
  expect(await playFor(page, 2)).toBeGreaterThanOrEqual(2);
  await expect
    .poll(() =>
      page.locator('video').evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0),
    )
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
