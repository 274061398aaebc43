// Issue 30, part 4: the course viewer offline. A lesson whose code has not been downloaded yet (the Markdown parser
// of a text lesson, reached from a video lesson) says in place that the connection is missing, the app around it
// stays, and the lesson shows by itself when the connection returns.
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const COURSE = 'project-management-fundamentals';
const VIDEO_LESSON = 'Video: planning back from a fixed date';
const TEXT_LESSON = 'Risks and how to talk about them';

interface Outline {
  modules: { lessons: { id: string; title: string }[] }[];
}

test('offline, a lesson whose code is not downloaded says so in place and shows when the connection returns', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'viewer-offline');
  await callAs(request, account, 'enrollInCourse', { courseId: COURSE });
  const outline = await callAs<Outline>(request, account, 'getCourseContent', { courseId: COURSE });
  const lessons = outline.modules.flatMap((module) => module.lessons);
  const video = lessons.find((lesson) => lesson.title === VIDEO_LESSON)!;
  const text = lessons.find((lesson) => lesson.title === TEXT_LESSON)!;
  await signInThroughUi(page, account);

  // The viewer opens on the video lesson and fetches the next lesson ahead; the text lesson's parser is not
  // downloaded yet (no text lesson was shown).
  const nextFetched = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/fn/getLesson') &&
      (response.request().postData() ?? '').includes(text.id) &&
      response.ok(),
  );
  await page.goto(`/student/courses/${COURSE}/view?lesson=${encodeURIComponent(video.id)}`);
  await expect(page.getByRole('heading', { level: 2, name: VIDEO_LESSON })).toBeVisible();
  await nextFetched;

  await page.context().setOffline(true);
  await page.getByRole('link', { name: `Next: ${TEXT_LESSON}` }).click();
  const lesson = page.getByRole('article', { name: TEXT_LESSON });
  await expect(lesson.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(lesson.getByText('This part will show as soon as the connection returns.')).toBeVisible();
  // The app stays: its navigation, the course and its outline; no page-wide error.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Course outline' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Project Management Fundamentals' }),
  ).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);

  // Back online: the lesson shows without anything pressed.
  await page.context().setOffline(false);
  await expect(lesson.getByRole('heading', { level: 3, name: 'Risks' })).toBeVisible();
  await expect(lesson.getByText('You are offline')).toHaveCount(0);
});
