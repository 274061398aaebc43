// Surveys (issue 23) against the real server: an admin creates a survey on a course in /admin/surveys; a student
// completes the course and answers it at its end while offline (the answer is kept and arrives after reconnecting);
// the admin sees the completion and the chart and exports the CSV; a learner's refused answer (not enrolled) shows
// in /admin/survey-errors and, once they are enrolled, the admin's retry turns it into a completion.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccountThroughApi, type TestAccount } from '../harness/accounts';
import { attemptAs, callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { notification } from '../harness/notifications';
import { publishedCourse } from './survey-api';
import { WAIT_LIMIT_MS } from '../harness/limits';

async function createSurveyThroughUi(page: Page, courseTitle: string, surveyTitle: string): Promise<void> {
  await page.goto('/admin/surveys');
  await page.getByRole('button', { name: 'New survey' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(surveyTitle);
  await page.getByRole('combobox', { name: 'Where it appears' }).selectOption({ label: 'End of course' });
  await page.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ label: courseTitle });
  const first = page.getByRole('group', { name: 'Question 1' });
  await first.getByRole('textbox', { name: 'Question' }).fill('How useful was the course?');
  await first.getByRole('checkbox', { name: 'Required' }).check();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Long text' });
  await second.getByRole('textbox', { name: 'Question' }).fill('What should we change?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save survey' }).click();
  await expect(page.getByRole('heading', { name: 'Edit survey' })).toBeVisible();
}

test('an admin creates a survey; a student answers it offline at the end of the course; the admin sees it and exports it', async ({
  browser,
  request,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const courseTitle = `Survey course ${suffix}`;
  const surveyTitle = `End of course feedback ${suffix}`;
  const courseId = await publishedCourse(request, courseTitle);
  const student: TestAccount = await createAccountThroughApi(request, 'survey-student');
  await callAs(request, student, 'enrollInCourse', { courseId });

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await createSurveyThroughUi(admin, courseTitle, surveyTitle);

  // The student reads the only lesson: the course is complete and its survey shows at the end.
  const studentContext = await browser.newContext();
  const learner = await studentContext.newPage();
  await signInThroughUi(learner, student);
  await learner.goto(`/student/courses/${courseId}/view`);
  const survey = learner.getByRole('region', { name: surveyTitle });
  await expect(survey).toBeVisible({ timeout: WAIT_LIMIT_MS });
  await expectNoAxeViolations(learner);

  // Sending without the required rating says so under that question and sends nothing.
  await survey.getByRole('button', { name: 'Send my answers' }).click();
  await expect(survey.getByText('This question needs an answer.')).toBeVisible();

  await studentContext.setOffline(true);
  await survey.getByRole('radio', { name: '4' }).check();
  await survey.getByRole('textbox', { name: /What should we change/ }).fill('More practical examples');
  await survey.getByRole('button', { name: 'Send my answers' }).click();
  await expect(survey.getByRole('status')).toHaveText(/saved on this device/);
  await studentContext.setOffline(false);
  await expect(survey.getByRole('status')).toHaveText('Thank you! Your answers were recorded.', {
    timeout: WAIT_LIMIT_MS,
  });

  // The admin sees one response, the chart and its table, who answered, and exports the CSV.
  await admin.goto('/admin/surveys');
  const row = admin.getByRole('row', { name: new RegExp(surveyTitle) });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Results ${surveyTitle}` }).click();
  await expect(admin.getByText(/1 response from 1 learner reached/)).toBeVisible();
  await expect(
    admin.getByRole('img', { name: /Bar chart of the answers to “How useful was the course\?”/ }),
  ).toBeVisible({ timeout: WAIT_LIMIT_MS });
  const distribution = admin.getByRole('table', { name: 'Answers to “How useful was the course?”' });
  await expect(distribution.getByRole('row', { name: '4 1' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Who answered what' })).toContainText(student.email);
  await expectNoAxeViolations(admin);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export answers (CSV)' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('How useful was the course?');
  expect(csv).toContain(student.email);
  expect(csv).toContain('More practical examples');

  // A learner not enrolled is refused: the refusal is a survey error; enrolled, the admin's retry records it.
  const late = await createAccountThroughApi(request, 'survey-late');
  const surveys = await callAs<{ items: { id: string; title: string }[] }>(
    request,
    E2E_ADMIN,
    'adminListSurveys',
    {
      courseId,
    },
  );
  const surveyId = surveys.items.find((item) => item.title === surveyTitle)!.id;
  const refused = await attemptAs(request, late, 'submitSurveyAnswers', {
    surveyId,
    submissionId: `e2e-late-${suffix}`,
    answers: {
      [(await callAs<{ questions: { id: string }[] }>(request, E2E_ADMIN, 'adminGetSurvey', { surveyId }))
        .questions[0]!.id]: 5,
    },
  });
  expect(refused.status).toBe(403);
  await callAs(request, late, 'enrollInCourse', { courseId });
  await admin.goto('/admin/survey-errors');
  const errorRow = admin.getByRole('row', { name: new RegExp(`Learner not enrolled.*${surveyTitle}`) });
  await expect(errorRow).toBeVisible();
  await expectNoAxeViolations(admin);
  await errorRow.getByRole('button', { name: /^Retry/ }).click();
  await expect(notification(admin, 'Retry: 1 recorded, 0 still refused.')).toBeVisible();
  await admin.goto('/admin/surveys');
  await expect(
    admin.getByRole('row', { name: new RegExp(surveyTitle) }).getByRole('cell', { name: '2', exact: true }),
  ).toBeVisible();
  await adminContext.close();
  await studentContext.close();
});
