// Issue 6, the whole loop as a student lives it, against the real server: find a free course in the catalogue,
// enrol, complete it lesson by lesson in order (its lessons are locked until the previous ones are done), watch the
// dashboard's progress rise, and be landed on the dashboard when opening the site again.
import type { Page } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { expectNoAxeViolations } from '../harness/axe';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const TITLE = 'Python for Absolute Beginners';
const LESSONS = 9;

function progressLabel(page: Page, completed: number) {
  return page.getByText(new RegExp(`^${completed} of ${LESSONS} lessons completed`));
}

function lessonHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title });
}

async function goNext(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: `Next: ${title}` }).click();
  await expect(lessonHeading(page, title)).toBeVisible();
}

async function playVideoToTheEnd(page: Page): Promise<void> {
  await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    video.playbackRate = 4;
    await new Promise<void>((resolve, reject) => {
      video.addEventListener('ended', () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error('the video failed to play')), { once: true });
      void video.play().catch(reject);
    });
  });
}

/** The dashboard's progress bar of the course, as the percent it shows. */
async function dashboardPercent(page: Page): Promise<number> {
  await page.goto('/student/dashboard');
  const bar = page.getByRole('progressbar', { name: `Progress in ${TITLE}` });
  await expect(bar).toBeVisible();
  return Number(await bar.getAttribute('value'));
}

test('a student finds a free course, enrols, completes it in order and is landed on the dashboard', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'learning-loop');
  await signInThroughUi(page, account);

  // With no progress anywhere, opening the site stays on the landing page (guard rule 4 needs progress).
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);

  // The catalogue: search, then the course page with its syllabus and one action.
  await page.goto('/courses');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('python');
  await expect(page.getByText('1 course', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Syllabus' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enrol for free' }).click();

  // The viewer opens on the first lesson; reading it completes it. Later lessons stay locked until then.
  await expect(lessonHeading(page, 'What a program is')).toBeVisible();
  await expect(progressLabel(page, 1)).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Course outline' });
  // The lesson's row reads "<icon>title kind · minutes, Locked" and is no link.
  await expect(
    outline.getByRole('listitem').filter({ hasText: /^\W*Cheat sheet to keep at hand.*, Locked$/ }),
  ).toHaveCount(1);
  await expect(outline.getByRole('link', { name: /Cheat sheet to keep at hand/ })).toHaveCount(0);

  // Video: watched to the end.
  await goNext(page, 'Video: running your first script');
  await expect(
    page.getByText('Next: Cheat sheet to keep at hand opens when you complete this lesson.'),
  ).toBeVisible();
  await playVideoToTheEnd(page);
  await expect(page.getByText('Video watched: lesson completed.')).toBeVisible();
  await expect(progressLabel(page, 2)).toBeVisible();

  // File: opening it completes it.
  await goNext(page, 'Cheat sheet to keep at hand');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Open python-cheat-sheet\.md/ }).click();
  await download;
  await expect(page.getByText('You have opened this file: lesson completed.')).toBeVisible();
  await expect(progressLabel(page, 3)).toBeVisible();
  // The first module is done: said once, in a toast that moves nothing on the page.
  await expect(page.getByText('Module complete: Getting started', { exact: true })).toBeVisible();

  // The dashboard shows the course in progress at 3 of 9 lessons; Continue resumes at the last lesson.
  expect(await dashboardPercent(page)).toBe(33);
  await page.getByRole('link', { name: `Continue ${TITLE}` }).click();
  await expect(lessonHeading(page, 'Cheat sheet to keep at hand')).toBeVisible();

  await goNext(page, 'Variables and types');
  await goNext(page, 'Making decisions with if');
  await goNext(page, 'Check: values and decisions');
  await expect(progressLabel(page, 5)).toBeVisible();

  // Quiz: a wrong answer gives feedback and does not complete; the retry passes.
  await page.getByRole('radio', { name: '5' }).check();
  await page.getByRole('checkbox', { name: 'True', exact: true }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Not passed yet.')).toBeVisible();
  await expect(progressLabel(page, 5)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('radio', { name: '23' }).check();
  await page.getByRole('checkbox', { name: 'True', exact: true }).check();
  await page.getByRole('checkbox', { name: 'False', exact: true }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Passed!')).toBeVisible();
  await expect(progressLabel(page, 6)).toBeVisible();

  // A reload resumes in place.
  await page.reload();
  await expect(lessonHeading(page, 'Check: values and decisions')).toBeVisible();
  await expect(progressLabel(page, 6)).toBeVisible();
  expect(await dashboardPercent(page)).toBe(66);
  await page.getByRole('link', { name: `Continue ${TITLE}` }).click();

  await goNext(page, 'Repeating work with for');
  await goNext(page, 'Writing your own functions');
  await goNext(page, 'Final check');
  await page.getByRole('radio', { name: '3', exact: true }).check();
  await page.getByRole('radio', { name: 'The value after `return`' }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Passed!')).toBeVisible();
  await expect(progressLabel(page, 9)).toBeVisible();
  await expect(page.getByText('You have completed this course. Well done!')).toBeVisible();
  // Completed on this visit: its moment celebrates once (confetti, none for reduced motion) and says where next.
  const moment = page.getByRole('region', { name: `You finished ${TITLE}!` });
  await expect(moment.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expect(moment.locator('.lms-confetti')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('region', { name: `You finished ${TITLE}!` })).toBeVisible();
  await expect(page.locator('.lms-confetti')).toHaveCount(0);

  // Completed: on the dashboard's completed list and under the Completed filter of the student's courses.
  await page.goto('/student/dashboard');
  const completed = page.getByRole('region', { name: 'Completed' });
  await expect(completed.getByRole('link', { name: `Review ${TITLE}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent activity' }).getByText(/Completed the course/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/student/courses');
  await page.getByRole('link', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('1 completed course', { exact: true })).toBeVisible();

  // Guard rule 4: opening the site afresh lands a student with progress on the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});
