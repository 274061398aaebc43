// The certificate issuer's profile (issues 21 and 22) against the real server: an admin names the issuer, gives its
// address and uploads its logo on /admin/settings; a student's certificate PDF then prints "Issued by" the name and
// address with the logo embedded, and the public verification page links the name to the address beside the logo.
// The profile is put back at the end, since every test shares the one e2e server.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { createAccountThroughApi } from '../harness/accounts';
import { completeCourse } from '../harness/course-completion';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { notification } from '../harness/notifications';
import { noisePng } from '../harness/png';
import { signInThroughUi } from '../harness/session-ui';
import { expect, test } from '../harness/test';

const COURSE = 'Project Management Fundamentals';
const COURSE_SLUG = 'project-management-fundamentals';

async function saveIssuer(page: Page, name: string, url: string, logo: Buffer | null) {
  const section = page.getByRole('region', { name: 'Certificate issuer', exact: true });
  await section.getByLabel('Issuer name').fill(name);
  await section.getByLabel('Issuer web address').fill(url);
  const remove = section.getByRole('button', { name: /^Remove Issuer logo/ });
  if (await remove.isVisible()) await remove.click();
  if (logo !== null)
    await section
      .getByLabel('Issuer logo (printed on certificates)')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await section.getByRole('button', { name: 'Save Certificate issuer' }).click();
  await expect(notification(page, 'Certificate issuer saved.')).toBeVisible();
}

test("the issuer's name, address and logo are on the certificate PDF and the verification page", async ({
  page,
  browser,
  request,
}) => {
  const issuer = `Northwind Academy ${randomBytes(2).toString('hex')}`;
  await signInThroughUi(page, { ...E2E_ADMIN, displayName: E2E_ADMIN.email });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  try {
    await saveIssuer(page, issuer, 'https://academy.example/about', noisePng(24));

    const student = await createAccountThroughApi(request, 'issuer');
    await completeCourse(request, student, COURSE_SLUG);
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await signInThroughUi(studentPage, student);
    await studentPage.goto('/student/dashboard');
    await studentPage
      .getByRole('region', { name: 'My certificates' })
      .getByRole('link', { name: new RegExp(COURSE) })
      .click();
    const verifyUrl = (await studentPage.locator('.lms-certificate-page__verify').getAttribute('href')) ?? '';
    const downloading = studentPage.waitForEvent('download');
    await studentPage.getByRole('button', { name: 'Download PDF' }).click();
    const bytes = new Uint8Array(await readFile((await (await downloading).path()) ?? ''));
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    expect(text).toContain(`Issued by ${issuer} · https://academy.example/about`);
    // The demo template has no image of its own: the one image is the issuer's logo.
    const [first] = (await PDFDocument.load(bytes)).getPages();
    const images = first?.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    expect(images?.keys()).toHaveLength(1);
    await studentContext.close();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(verifyUrl);
    const link = visitorPage.getByRole('link', { name: issuer });
    await expect(link).toHaveAttribute('href', 'https://academy.example/about');
    await expect(visitorPage.locator('.lms-certificate-verify__issuer img')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await visitor.close();
  } finally {
    await page.goto('/admin/settings');
    await saveIssuer(page, '', '', null);
  }
});
