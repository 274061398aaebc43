// The admin test page (/admin/test) against the real server: an admin opens it from the admin navigation, runs
// every check, and each shows its result. The e2e server runs SQLite with files on disk, a real OpenID provider for
// Google and Microsoft, no mail relay (the outbox) and the payment sandbox without Stripe, so those two are "Not
// configured", with what the server does instead.
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

test('an admin runs every integration check and sees each result', async ({ page }) => {
  test.slow();
  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Test page' })
    .click();
  await expect(page).toHaveURL(/\/admin\/test$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test page' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Run all checks' }).click();
  const check = (name: string) => page.getByRole('region', { name, exact: true });
  const fact = (region: string, name: string) =>
    check(region).locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

  await expect(check('Database').getByText('Working', { exact: true })).toBeVisible();
  await expect(fact('Database', 'Database engine')).toHaveText('SQLite');
  await expect(fact('Database', 'Migrations applied')).toHaveText(/^\d+$/);
  await expect(check('File storage').getByText('Working', { exact: true })).toBeVisible();
  await expect(fact('File storage', 'Read back')).toHaveText('identical');
  await expect(check('E-mail').getByText('Not configured', { exact: true })).toBeVisible();
  await expect(check('E-mail').getByText(/No mail relay is set up/)).toBeVisible();
  await expect(check('Payments').getByText('Not configured', { exact: true })).toBeVisible();
  await expect(fact('Payments', 'Test-card sandbox')).toHaveText('on');
  await expect(check('Sign-in providers').getByText('Working', { exact: true })).toBeVisible();
  await expect(fact('Sign-in providers', 'Google sign-in address')).toHaveText(
    /^http:\/\/(127\.0\.0\.1|localhost):\d+\//,
  );
  // Other tests allow sites at the same time: whether any is allowed depends on the order they ran in.
  await expect(check('Embedding').getByText(/^(Working|Not configured)$/)).toBeVisible();
  await expect(check('Server').getByText('Working', { exact: true })).toBeVisible();
  await expect(fact('Server', 'Runtime')).toHaveText(/^Node\.js v\d+/);
  await expect(page.getByRole('button', { name: 'Run all checks' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // One check on its own, again.
  const database = check('Database');
  await database.getByRole('button', { name: 'Run again' }).click();
  await expect(database.getByText('Working', { exact: true })).toBeVisible();
});
