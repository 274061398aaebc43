// A repeatable survey (issue 23, part 3): an admin allows repeats in the editor; a learner answers, answers again
// from the same page, and a reload keeps the choice to answer again; the admin counts both answers from one learner.
import { randomBytes } from 'node:crypto';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

test('a learner answers a repeatable survey twice; the admin sees two responses from one learner', async ({
  browser,
  request,
}) => {
  const title = `Weekly check-in ${randomBytes(3).toString('hex')}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await admin.goto('/admin/surveys');
  await admin.getByRole('button', { name: 'New survey' }).click();
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  await admin.getByRole('combobox', { name: 'Where it appears' }).selectOption({ label: 'Standalone link' });
  await admin.getByRole('checkbox', { name: 'Learners may answer more than once' }).check();
  const question = admin.getByRole('group', { name: 'Question 1' });
  await question.getByRole('textbox', { name: 'Question' }).fill('How did this week go?');
  await question.getByRole('checkbox', { name: 'Required' }).check();
  await admin.getByRole('button', { name: 'Save survey' }).click();
  await expect(admin.getByRole('heading', { name: 'Edit survey' })).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Learners may answer more than once' })).toBeChecked();

  const { items } = await callAs<{ items: { id: string; title: string }[] }>(
    request,
    E2E_ADMIN,
    'adminListSurveys',
    { pageSize: 100 },
  );
  const surveyId = items.find((item) => item.title === title)!.id;
  const student = await createAccountThroughApi(request, 'repeat-student');
  const learner = await (await browser.newContext()).newPage();
  await signInThroughUi(learner, student);
  await learner.goto(`/surveys/${surveyId}`);
  const survey = learner.getByRole('region', { name: title });
  await survey.getByRole('radio', { name: '2' }).check();
  await survey.getByRole('button', { name: 'Send my answers' }).click();
  await expect(survey.getByRole('status')).toHaveText('Thank you! Your answers were recorded.');

  await survey.getByRole('button', { name: 'Answer again' }).click();
  await expect(survey.getByRole('radio', { name: '1' })).toBeFocused();
  await expect(survey.getByRole('radio', { name: '2' })).not.toBeChecked();
  await survey.getByRole('radio', { name: '5' }).check();
  await survey.getByRole('button', { name: 'Send my answers' }).click();
  await expect(survey.getByRole('status')).toHaveText('Thank you! Your answers were recorded.');
  await learner.reload();
  await expect(survey.getByRole('status')).toHaveText('You have answered this survey. Thank you!');
  await expect(survey.getByRole('button', { name: 'Answer again' })).toBeVisible();
  await expectNoAxeViolations(learner);

  await admin.goto('/admin/surveys');
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('(repeatable)')).toBeVisible();
  await row.getByRole('button', { name: `Results ${title}` }).click();
  await expect(admin.getByText('2 responses from 1 learner reached (100%)')).toBeVisible();
});
