// External surveys (issue 23, part 2) against the real server: an admin makes a survey answered in another tool and
// its webhook secret in /admin/surveys; the student's survey is a link carrying their reference; a notice with a bad
// signature is refused and shows in /admin/survey-errors; a correctly signed one is the student's completion.
import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { publishedCourse } from './survey-api';
import { WAIT_LIMIT_MS } from '../harness/limits';

/** Posts a notice as the other tool would: `t=<seconds>,v1=<HMAC-SHA256 of "t.body">` (docs/surveys.md). */
async function postNotice(request: APIRequestContext, webhookPath: string, secret: string, body: string) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return request.post(webhookPath, {
    headers: { 'content-type': 'application/json', 'x-lms-signature': `t=${t},v1=${v1}` },
    data: body,
  });
}

test('an external survey: the learner follows a link; a forged notice is a survey error, a signed one a completion', async ({
  browser,
  request,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const courseTitle = `External survey course ${suffix}`;
  const surveyTitle = `Workshop form ${suffix}`;
  const courseId = await publishedCourse(request, courseTitle);
  const student = await createAccountThroughApi(request, 'external-survey-student');
  await callAs(request, student, 'enrollInCourse', { courseId });

  // The admin makes the survey external, saves it, then makes its webhook secret (shown once).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await admin.goto('/admin/surveys');
  await admin.getByRole('button', { name: 'New survey' }).click();
  await admin.getByRole('textbox', { name: 'Title' }).fill(surveyTitle);
  await admin.getByRole('combobox', { name: 'Where it appears' }).selectOption({ label: 'End of course' });
  await admin.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ label: courseTitle });
  await admin.getByRole('checkbox', { name: 'Answered in another tool' }).check();
  await admin.getByRole('textbox', { name: 'Address of the form' }).fill('http://forms.example/workshop');
  await admin.getByRole('button', { name: 'Save survey' }).click();
  await expect(admin.getByText("Give the form's https:// address.")).toBeVisible();
  await admin.getByRole('textbox', { name: 'Address of the form' }).fill('https://forms.example/workshop');
  await admin.getByRole('button', { name: 'Save survey' }).click();
  await expect(admin.getByRole('heading', { name: 'Edit survey' })).toBeVisible();
  await admin.getByRole('button', { name: 'Make the secret' }).click();
  const secret = await admin.getByRole('textbox', { name: 'Webhook secret' }).inputValue();
  expect(secret).toMatch(/^lmsws_/);
  const webhookPath = new URL(await admin.getByRole('textbox', { name: 'Webhook address' }).inputValue())
    .pathname;
  await expectNoAxeViolations(admin);
  const surveyId = webhookPath.split('/').pop()!;

  // The student's survey is a link to the form with their reference (not their id) in it.
  const studentContext = await browser.newContext();
  const learner = await studentContext.newPage();
  await signInThroughUi(learner, student);
  await learner.goto(`/surveys/${surveyId}`);
  const link = learner
    .getByRole('region', { name: surveyTitle })
    .getByRole('link', { name: 'Open the survey (new tab)' });
  await expect(link).toBeVisible({ timeout: WAIT_LIMIT_MS });
  const ref = new URL((await link.getAttribute('href'))!).searchParams.get('ref');
  expect(ref).toMatch(/^[\w-]{16,}$/);
  await expectNoAxeViolations(learner);

  // A notice signed with the wrong secret is refused (401) and kept as a survey error.
  const body = JSON.stringify({ id: `evt-${suffix}`, ref });
  const forged = await postNotice(request, webhookPath, `${secret}-wrong`, body);
  expect(forged.status()).toBe(401);
  await admin.goto('/admin/survey-errors');
  await expect(
    admin.getByRole('row', { name: new RegExp(`Bad webhook signature.*${surveyTitle}`) }),
  ).toBeVisible();
  await expectNoAxeViolations(admin);

  // The correctly signed notice records the student's completion; the survey's row counts it.
  const signed = await postNotice(request, webhookPath, secret, body);
  expect(signed.status(), await signed.text()).toBe(200);
  expect(await signed.json()).toMatchObject({ received: true, status: 'recorded' });
  await admin.goto('/admin/surveys');
  await expect(
    admin.getByRole('row', { name: new RegExp(surveyTitle) }).getByRole('cell', { name: '1', exact: true }),
  ).toBeVisible();
  await learner.reload();
  await expect(learner.getByRole('region', { name: surveyTitle }).getByRole('status')).toHaveText(
    'You have answered this survey. Thank you!',
  );
  await adminContext.close();
  await studentContext.close();
});
