// Issue 30: a quiz limited to two attempts. A learner who fails it twice is shown no right answers (the server
// never sends them) and cannot try a third time, in the viewer or through the API.
import { randomBytes } from 'node:crypto';
import { createAccountThroughApi } from '../harness/accounts';
import { attemptAs, callAs, callWithToken, idTokenOf } from '../harness/api';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const QUIZ_TITLE = 'Two tries only';

test('a learner who fails a two-attempt quiz twice sees no right answers and cannot try again', async ({
  page,
  request,
}) => {
  const admin = async <T>(name: string, data: object) =>
    callWithToken<T>(request, await idTokenOf(request, E2E_ADMIN), name, data);
  const course = await admin<{ id: string }>('createCourse', {
    title: `Safety basics ${randomBytes(3).toString('hex')}`,
  });
  const withModule = await admin<{ modules: { id: string }[] }>('addModule', {
    courseId: course.id,
    title: 'Check',
  });
  await admin('addLesson', {
    moduleId: withModule.modules[0]!.id,
    kind: 'quiz',
    title: QUIZ_TITLE,
    content: {
      passMark: 100,
      attemptsLimit: 2,
      revealAnswers: 'after-passing',
      questions: [
        {
          id: 'q1',
          prompt: 'Where do you meet when the alarm sounds?',
          kind: 'single',
          options: [
            { id: 'car-park', text: 'At the car park' },
            { id: 'desk', text: 'At your desk' },
          ],
          correctOptionIds: ['car-park'],
        },
      ],
    },
  });
  await admin('publishCourse', { id: course.id });

  const learner = await createAccountThroughApi(request, 'quiz-limit');
  await callAs(request, learner, 'enrollInCourse', { courseId: course.id });
  await signInThroughUi(page, learner);
  await page.goto(`/student/courses/${course.id}/view`);
  await expect(page.getByRole('heading', { level: 2, name: QUIZ_TITLE })).toBeVisible();

  for (const attempt of [1, 2]) {
    await expect(page.getByText(`Attempt ${attempt} of 2.`)).toBeVisible();
    await page.getByRole('radio', { name: 'At your desk' }).check();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/fn/submitQuizAttempt'));
    await page.getByRole('button', { name: 'Submit answers' }).click();
    // What the policy hides is not in the answer at all.
    expect(await (await answered).text()).not.toContain('correctOptionIds');
    await expect(page.getByText(/Not passed yet\. You scored 0%/)).toBeVisible();
    await expect(page.getByText('The right answers are shown once you pass.')).toBeVisible();
    await expect(page.getByText('(right answer)')).toHaveCount(0);
    if (attempt === 1) await page.getByRole('button', { name: 'Try again' }).click();
  }
  await expect(page.getByText('No attempts left.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // Opened again: still closed, no form to send.
  await page.reload();
  await expect(page.getByText('No attempts left.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'At the car park' })).toBeDisabled();

  // The server enforces it, whatever a client shows.
  const lessonId = (
    await callAs<{ modules: { lessons: { id: string }[] }[] }>(request, learner, 'getCourseContent', {
      courseId: course.id,
    })
  ).modules[0]!.lessons[0]!.id;
  const third = await attemptAs(request, learner, 'submitQuizAttempt', {
    courseId: course.id,
    lessonId,
    answers: [{ questionId: 'q1', optionIds: ['car-park'] }],
  });
  expect(third.status).toBe(403);
  expect(third.body).toMatchObject({
    error: { code: 'functions/permission-denied', details: { reason: 'no-attempts-left' } },
  });
});
