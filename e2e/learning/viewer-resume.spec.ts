// Issue 30, part 8: "Continue" (the dashboard's and the course page's) opens the lesson the learner last opened,
// completed or not, and a video lesson at its saved position; also when the viewer was open earlier in the same
// visit (its outline is kept in the page's cache, which must follow the learner).
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

/** Free, lessons not locked: text, file, quiz, then text, video, text, quiz (7 lessons). */
const COURSE = 'project-management-fundamentals';
const TITLE = 'Project Management Fundamentals';
const VIDEO_LESSON = 'Video: planning back from a fixed date';
const TEXT_AFTER_VIDEO = 'Risks and how to talk about them';

function lessonHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title });
}

function recorded(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/fn/recordLessonProgress') && response.ok(),
  );
}

/** Plays the video fast and muted until `until` seconds, then pauses (which saves the position). */
async function playVideoUntil(page: Page, until: number): Promise<void> {
  await page.locator('video').evaluate(async (video: HTMLVideoElement, stopAt) => {
    video.muted = true;
    video.playbackRate = 4;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (video.currentTime >= stopAt) {
          video.removeEventListener('timeupdate', check);
          video.pause();
          resolve();
        }
      };
      video.addEventListener('timeupdate', check);
      video.addEventListener('error', () => reject(new Error('the video failed to play')), { once: true });
      void video.play().catch(reject);
    });
  }, until);
}

async function continueFromDashboard(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: `Continue ${TITLE}` }).click();
}

async function expectVideoResumedAtTwelve(page: Page): Promise<void> {
  await expect(lessonHeading(page, VIDEO_LESSON)).toBeVisible();
  await expect(page.getByText(/Resuming at 0:1[23]\./)).toBeVisible();
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThanOrEqual(11);
}

test('Continue opens the lesson last opened, a video at its position, from the dashboard and the course page', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'viewer-resume');
  await callAs(request, account, 'enrollInCourse', { courseId: COURSE });
  await signInThroughUi(page, account);

  // The viewer opens on the first lesson; the learner moves to the video and watches 12 s of it.
  await page.goto(`/student/courses/${COURSE}/view`);
  await expect(lessonHeading(page, 'What makes something a project')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Course outline' })
    .getByRole('link', { name: new RegExp(VIDEO_LESSON) })
    .click();
  await expect(lessonHeading(page, VIDEO_LESSON)).toBeVisible();
  const positionSaved = recorded(page);
  await playVideoUntil(page, 12);
  await positionSaved;

  // Within the same visit: the dashboard's Continue, then the course page's, open the video at 0:12.
  await continueFromDashboard(page);
  await expectVideoResumedAtTwelve(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: TITLE, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expectVideoResumedAtTwelve(page);

  // A lesson completed by opening it is still where Continue goes when it was the last one opened.
  const viewed = recorded(page);
  await page.getByRole('link', { name: `Next: ${TEXT_AFTER_VIDEO}` }).click();
  await expect(lessonHeading(page, TEXT_AFTER_VIDEO)).toBeVisible();
  await viewed;
  await continueFromDashboard(page);
  await expect(lessonHeading(page, TEXT_AFTER_VIDEO)).toBeVisible();

  // And in a new visit, from the server's record.
  await page.goto('/student/dashboard');
  await page.getByRole('link', { name: `Continue ${TITLE}` }).click();
  await expect(lessonHeading(page, TEXT_AFTER_VIDEO)).toBeVisible();
});
