// Certificates (issue 22) against the real server: a student completes the free demo course that has the demo
// certificate template, finds the certificate on the dashboard, opens it, downloads the PDF and the test reads its
// text back; LinkedIn's link names the course and the site; a signed-out visitor opens the verification link and
// sees "valid", issued by the site's name (a fresh site: no issuer named in the settings), and finds it again by the
// number printed on the PDF; an admin revokes it and the verification page (opened by the number) says revoked, the
// learner's page offers neither the PDF nor LinkedIn, and the PDF (still kept for the record) is stamped revoked.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { completeCourse } from '../harness/course-completion';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { signInThroughUi, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { WAIT_LIMIT_MS } from '../harness/limits';

const COURSE = 'Project Management Fundamentals';
const COURSE_SLUG = 'project-management-fundamentals';
/** A fresh site's name, which issues its certificates until an admin names the issuer. */
const SITE_NAME = 'Learning Platform';

test('a student earns the certificate, downloads its PDF, anyone verifies it, and an admin revokes it', async ({
  page,
  browser,
  request,
}) => {
  const student = await createAccountThroughApi(request, 'certificate');
  await completeCourse(request, student, COURSE_SLUG);

  // The dashboard lists the certificate; it opens the learner's certificate page.
  await signInThroughUi(page, student);
  await page.goto('/student/dashboard');
  const section = page.getByRole('region', { name: 'My certificates' });
  await section.getByRole('link', { name: new RegExp(COURSE) }).click();
  await expect(page).toHaveURL(/\/student\/certificates\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Your certificate: ${COURSE}` })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: `Certificate of ${student.displayName} for ${COURSE}` }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the verification link' })).toBeVisible();
  // LinkedIn lists the certification under the course's name, issued by the site (its name, not its host).
  const linkedIn = new URL(
    (await page.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href')) ?? '',
  );
  expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
  expect(linkedIn.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
  expect(linkedIn.searchParams.get('name')).toBe(COURSE);
  expect(linkedIn.searchParams.get('organizationName')).toBe(SITE_NAME);
  await expectNoAxeViolations(page);
  const verifyUrl = (await page.locator('.lms-certificate-page__verify').getAttribute('href')) ?? '';
  expect(verifyUrl).toMatch(/\/verify\/[0-9a-f]{32}$/);

  // The PDF: its text holds the name, the course, the issue date and the verification URL.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-\d{4}-[A-Z0-9]{8}\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path()) ?? '')));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(student.displayName);
  expect(text).toContain(COURSE);
  // The day as the page writes it, in the learner's language (en-US), not 2026-11-28.
  expect(text).toContain(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date()),
  );
  expect(text).toMatch(/\(\d+(\.\d)? hours?\)/);
  expect(text).not.toContain('(1 hours)');
  expect(text).toContain(verifyUrl);
  const printedNumber = /Certificate no\. \W*(\d{4}-[A-Z2-9]{8})/.exec(text)?.[1] ?? '';
  expect(printedNumber).not.toBe('');

  // A signed-out visitor (a fresh browser context) opens the verification link.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(verifyUrl);
  await expect(visitorPage.getByText('This certificate is genuine and valid.')).toBeVisible();
  await expect(visitorPage.getByText(student.displayName)).toBeVisible();
  await expect(visitorPage.locator('.lms-certificate-verify__issuer')).toHaveText(SITE_NAME);
  await expectNoAxeViolations(visitorPage);

  // The number printed on the PDF finds it too, typed as a reader might: lowercase, without the dash.
  await visitorPage.goto(`/verify/${printedNumber.toLowerCase().replace('-', '')}`);
  await expect(visitorPage.getByText('This certificate is genuine and valid.')).toBeVisible();
  await expect(visitorPage.getByText(printedNumber, { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(student.displayName)).toBeVisible();

  // An admin finds it in the issued list and revokes it with a reason.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  await submitLoginForm(adminPage, E2E_ADMIN);
  // The admin lands on the admin pages, which load more than a student's first page: allow for a busy machine.
  await expect(adminPage.getByRole('button', { name: `Account of ${E2E_ADMIN.email}` })).toBeVisible({
    timeout: WAIT_LIMIT_MS,
  });
  await adminPage.goto('/admin/certificates');
  await adminPage.getByRole('searchbox', { name: /Search by learner/ }).fill(student.email);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await expect(adminPage.getByText('1 certificate', { exact: true })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.getByRole('button', { name: /^Revoke certificate / }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Issued in error during testing');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(
    adminPage.getByRole('table', { name: 'Issued certificates' }).getByText('Revoked', { exact: true }),
  ).toBeVisible();

  await visitorPage.reload();
  await expect(visitorPage.getByText('This certificate was revoked by its issuer.')).toBeVisible();
  await expect(visitorPage.getByText(/Issued in error during testing/)).toBeVisible();

  // The learner's page says revoked and no longer offers the PDF or LinkedIn.
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(/was revoked on .+Reason: Issued in error during testing/);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add to LinkedIn profile' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Its PDF, asked for directly, is stamped revoked and says when and why.
  const certificateId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const revoked = await callAs<{ base64: string }>(request, student, 'downloadCertificatePdf', {
    certificateId,
  });
  const stamped = await extractText(
    await getDocumentProxy(new Uint8Array(Buffer.from(revoked.base64, 'base64'))),
    {
      mergePages: true,
    },
  );
  expect(stamped.text).toContain('REVOKED');
  expect(stamped.text).toMatch(/This certificate was revoked on .+\. Reason: Issued in error during testing/);
  await visitor.close();
  await admin.close();
});
