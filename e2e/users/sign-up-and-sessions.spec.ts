import { createAccountThroughApi, newTestAccount } from '../harness/accounts';
import { waitForMail } from '../harness/outbox';
import { expectSignedInAs, expectSignedOut, signInThroughUi, signOutThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

test('sign-up mails a welcome; after sign-out, a sign-in with "Remember me" survives a reload and a new browser context', async ({
  page,
  browser,
}) => {
  const account = newTestAccount('signup');
  await page.goto('/signup');
  await page.getByLabel('Your name').fill(account.displayName);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectSignedInAs(page, account.displayName);
  const welcome = await waitForMail(account.email, /^Welcome/);
  expect(welcome.text).toContain(`Welcome, ${account.displayName}!`);

  await signOutThroughUi(page);
  await expectSignedOut(page);

  await signInThroughUi(page, account, { remember: true });
  await page.reload();
  await expectSignedInAs(page, account.displayName);
  // Remembered means local storage, which a new context started from this one's storage state carries.
  const later = await browser.newContext({ storageState: await page.context().storageState() });
  const laterPage = await later.newPage();
  await laterPage.goto('/');
  await expectSignedInAs(laterPage, account.displayName);
  await later.close();
});

test('without "Remember me" the session survives a reload but not a new browser context', async ({
  page,
  browser,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'session');
  await signInThroughUi(page, account, { remember: false });
  await page.reload();
  await expectSignedInAs(page, account.displayName);

  // The session lives in the tab's session storage, which a new context never gets.
  const later = await browser.newContext({ storageState: await page.context().storageState() });
  await expectSignedOut(await later.newPage());
  await later.close();
});
