// Issue 6, the learning loop, against the real server and its demo catalogue: a student follows a free course,
// progress rises and is saved on the server, reopening resumes at the same lesson and video position, and progress
// made offline reaches the server when the connection returns.
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** Free, lessons not locked: text, file, quiz, then text, video, text, quiz (7 lessons). */
const COURSE = 'project-management-fundamentals';
const VIEWER = `/student/courses/${COURSE}/view`;
const VIDEO_LESSON = 'Video: planning back from a fixed date';

function progressLabel(page: Page, completed: number) {
  return page.getByText(new RegExp(`^${completed} of 7 lessons completed`));
}

function outlineLink(page: Page, title: string) {
  return page
    .getByRole('navigation', { name: 'Course outline' })
    .getByRole('link', { name: new RegExp(title) });
}

function recorded(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/fn/recordLessonProgress') && response.ok(),
  );
}

/**
 * Plays the video fast and muted from where it is until `until` seconds (or the end), then pauses; answers where it
 * stopped, which on a busy machine can be a few seconds past `until` (the player reports its time every few hundred
 * milliseconds, and at 4x that is seconds of video).
 */
async function playVideoUntil(page: Page, until: number | 'end'): Promise<number> {
  return page.locator('video').evaluate(async (video: HTMLVideoElement, stopAt) => {
    video.muted = true;
    video.playbackRate = 4;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stopAt !== 'end' && video.currentTime >= stopAt) {
          video.removeEventListener('timeupdate', check);
          video.pause();
          resolve();
        }
      };
      video.addEventListener('timeupdate', check);
      video.addEventListener('ended', () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error('the video failed to play')), { once: true });
      void video.play().catch(reject);
    });
    return video.currentTime;
  }, until);
}

/** The player's clock, as the viewer writes it: whole seconds, m:ss. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

test('a student follows a course: progress rises, resumes after a reload, and offline progress reaches the server', async ({
  page,
  browser,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'viewer');
  await callAs(request, account, 'enrollInCourse', { courseId: COURSE });
  await signInThroughUi(page, account);

  // First visit: the first lesson (text) opens, and opening it completes it.
  await page.goto(VIEWER);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Project Management Fundamentals' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What makes something a project' })).toBeVisible();
  await expect(progressLabel(page, 1)).toBeVisible();
  await expectNoAxeViolations(page);

  // A quiz: answered right, it passes and completes.
  await outlineLink(page, 'Check: starting well').click();
  await page.getByRole('radio', { name: 'Scope or resources' }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText(/Passed!/)).toBeVisible();
  await expect(progressLabel(page, 2)).toBeVisible();

  // The video: half watched, then the page is reloaded.
  await outlineLink(page, VIDEO_LESSON).click();
  await expect(page.getByRole('heading', { level: 2, name: VIDEO_LESSON })).toBeVisible();
  // Where it stopped is saved when it pauses: the reload waits for that position to be answered.
  const savedPositions: number[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/fn/recordLessonProgress') || !response.ok()) return;
    const sent = response.request().postDataJSON() as { data?: { positionSeconds?: unknown } } | null;
    if (typeof sent?.data?.positionSeconds === 'number') savedPositions.push(sent.data.positionSeconds);
  });
  const stoppedAt = await playVideoUntil(page, 12);
  // The position is sent to a tenth of a second.
  const savedAtStop = () => savedPositions.find((position) => Math.abs(position - stoppedAt) <= 0.051);
  await expect.poll(() => savedAtStop() !== undefined).toBe(true);
  const resumeAt = savedAtStop()!;
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: VIDEO_LESSON })).toBeVisible();
  await expect(page.getByText(`Resuming at ${clock(resumeAt)}.`, { exact: false })).toBeVisible();
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThanOrEqual(Math.floor(resumeAt) - 1);
  await expectNoAxeViolations(page);

  // Watching the rest completes it: the earlier half counts, this session's half adds to it.
  await playVideoUntil(page, 'end');
  await expect(page.getByText(/Video watched: lesson completed\./)).toBeVisible();
  await expect(progressLabel(page, 3)).toBeVisible();

  // Offline: the file is opened, the progress shows at once and is kept on the device.
  await outlineLink(page, 'Project charter template').click();
  const fileLink = page.getByRole('link', { name: /Open project-charter-template\.md/ });
  await expect(fileLink).toBeVisible();
  await page.context().setOffline(true);
  await fileLink.click({ modifiers: [] });
  await expect(page.getByText(/Your progress is saved on this device/)).toBeVisible();
  await expect(progressLabel(page, 4)).toBeVisible();

  // Back online: the queue sends it.
  const sent = recorded(page);
  await page.context().setOffline(false);
  await sent;
  await expect(page.getByText(/Your progress is saved on this device/)).toBeHidden();

  // Another browser of the same student sees the server's progress, and resumes at the same lesson.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInThroughUi(otherPage, account);
    await otherPage.goto(VIEWER);
    await expect(progressLabel(otherPage, 4)).toBeVisible();
    await expect(
      otherPage.getByRole('heading', { level: 2, name: 'Project charter template' }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});
