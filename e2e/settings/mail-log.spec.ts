// The mail log (issue 32) against a server with a real mail relay that goes down and comes back: a learner asks for
// a reset link while the relay is down, the administrator finds the mail waiting in the test page's mail log with the
// relay's words, sends it again once the relay is back, and the link in the mail that arrives opens the reset page.
// The shared e2e server has no relay (its mails are read from the outbox), so this spec starts its own built server,
// with SMTP_URL pointing at an SMTP server of the test's own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink, unfold, type SmtpSink } from '../../packages/lms-server/test/helpers/smtp-sink';
import { expectNoAxeViolations } from '../harness/axe';
import { E2E_ADMIN, e2eDataDir } from '../harness/e2e-environment';
import { findFreePort } from '../harness/free-port';
import { startLmsServer, type RunningLmsServer } from '../harness/lms-server-process';
import { expectSignedInAs, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const HOST = '127.0.0.1';
const ADMIN = { ...E2E_ADMIN, displayName: E2E_ADMIN.email };

let smtp: SmtpSink;
let server: RunningLmsServer;
let dataDir: string;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(join(tmpdir(), 'lms-e2e-mail-'));
  const port = await findFreePort(HOST);
  const url = `http://${HOST}:${port}`;
  server = await startLmsServer({
    repositoryRoot: process.cwd(),
    url,
    logFile: join(dataDir, 'server.log'),
    env: {
      PORT: String(port),
      HOST,
      LMS_PUBLIC_URL: url,
      LMS_DATA_DIR: dataDir,
      // The shared server's copy of the built app.
      LMS_HOST_APP_DIR: join(e2eDataDir(), 'host-app'),
      LMS_ADMIN_EMAIL: ADMIN.email,
      LMS_ADMIN_PASSWORD: ADMIN.password,
      LMS_SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      LMS_MAIL_FROM: 'School <school@example.org>',
      DATABASE_URL: '',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

test('a reset mail the relay refused waits in the mail log, and the administrator sends it once the relay is back', async ({
  page,
}) => {
  test.slow();
  await smtp.stop();
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page stays on screen while the next page's code loads, with an "Email address" field of its own: a
  // busy machine once filled that one, and the reset form was sent empty.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account uses ${ADMIN.email}, we have sent it a link`)).toBeVisible();

  await page.goto(`${server.url}/login`);
  await submitLoginForm(page, ADMIN);
  await expectSignedInAs(page, ADMIN.displayName);
  await page.goto(`${server.url}/admin/test`);
  const log = page.getByRole('region', { name: 'Mail log' });
  await expect(log.getByText(/^Every e-mail the platform wrote/)).toBeVisible();
  await log.getByRole('combobox', { name: 'Status' }).selectOption('queued');
  const row = log.getByRole('row').filter({ hasText: 'Reset your password' });
  await expect(row.getByText('Waiting', { exact: true })).toBeVisible();
  // The first retry is due a minute after the refusal (mail-delivery's backoff), which a busy machine's sign-in can
  // outlast; how many attempts the relay refused depends on the clock, that one at least was made does not.
  await expect(row.getByText(/^[1-9]\d* attempts?$/)).toBeVisible();
  await expect(row.getByText(/The mail relay did not take the e-mail: .*ECONNREFUSED/)).toBeVisible();
  await expectNoAxeViolations(page);

  await smtp.start();
  await row.getByRole('button', { name: `Send again: Reset your password to ${ADMIN.email}` }).click();
  await expect(log.getByRole('status')).toHaveText(`Sent to ${ADMIN.email}.`);
  expect(smtp.received).toHaveLength(1);

  // The mail that arrived opens the reset page.
  const link = /http:\/\/[^\s]+\/reset-password\?oobCode=[\w-]+/.exec(
    unfold(smtp.received[0]?.raw ?? ''),
  )?.[0];
  expect(link?.startsWith(`${server.url}/reset-password?`)).toBe(true);
  await page.goto(link ?? '');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
});
