// Badges (issue 22) against the real server: a student completes the free demo course that has the demo badge,
// finds the badge on the dashboard, opens it and downloads its credential (a signed Open Badges 3.0 JSON, checked
// here); a signed-out visitor opens the public badge page and sees it valid; an admin revokes it, the public page
// says revoked and the credential's bit in the public status list is set. A learner with a PNG badge that expires
// sees until when it is valid and downloads it baked (PNG and SVG); the credential is read out of the files.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import extractChunks from 'png-chunks-extract';
import { createAccountThroughApi } from '../harness/accounts';
import { callAs } from '../harness/api';
import { expectNoAxeViolations } from '../harness/axe';
import { completeCourse } from '../harness/course-completion';
import { E2E_ADMIN } from '../harness/e2e-environment';
import { noisePng } from '../harness/png';
import { signInThroughUi, submitLoginForm } from '../harness/session-ui';
import { expect, test } from '../harness/test';
import { WAIT_LIMIT_MS } from '../harness/limits';

const BADGE = 'Project management fundamentals';
const COURSE_SLUG = 'project-management-fundamentals';

interface Credential {
  type: string[];
  issuer: { id: string };
  credentialSubject: {
    achievement: { name: string; id: string };
    identifier: { identityHash: string; salt: string }[];
  };
  credentialStatus: { type: string; statusListIndex: string; statusListCredential: string };
  proof: { type: string; cryptosuite: string; proofPurpose: string; proofValue: string }[];
}

test('a student earns the badge, downloads its credential, anyone sees it, and an admin revokes it', async ({
  page,
  browser,
  request,
}) => {
  const student = await createAccountThroughApi(request, 'badge');
  await completeCourse(request, student, COURSE_SLUG);

  // The dashboard lists the badge; it opens the learner's badge page.
  await signInThroughUi(page, student);
  await page.goto('/student/dashboard');
  await page.getByRole('region', { name: 'Your badges' }).getByRole('link', { name: BADGE }).click();
  await expect(page).toHaveURL(/\/student\/badges\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: BADGE })).toBeVisible();
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const publicUrl = (await page.locator('.lms-badge-page__link').getAttribute('href')) ?? '';
  expect(publicUrl).toMatch(/\/badges\/[0-9a-f]{32}$/);

  // The credential: an OpenBadgeCredential with an eddsa-rdfc-2022 proof, naming the learner by a salted hash.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download credential (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('project-management-fundamentals-credential.json');
  const credential = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as Credential;
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.credentialSubject.achievement.name).toBe(BADGE);
  expect(credential.proof[0]).toMatchObject({
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-rdfc-2022',
    proofPurpose: 'assertionMethod',
  });
  const [identity] = credential.credentialSubject.identifier;
  const hash = createHash('sha256')
    .update(student.email.toLowerCase() + (identity?.salt ?? ''))
    .digest('hex');
  expect(identity?.identityHash).toBe(`sha256$${hash}`);
  expect(credential.credentialStatus.type).toBe('BitstringStatusListEntry');
  // The achievement and issuer resolve to their public JSON.
  const achievement = await request.get(new URL(credential.credentialSubject.achievement.id).pathname);
  expect(((await achievement.json()) as { name: string }).name).toBe(BADGE);
  expect((await request.get(new URL(credential.issuer.id).pathname)).status()).toBe(200);

  // A signed-out visitor (a fresh browser context) opens the public page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(publicUrl);
  await expect(visitorPage.getByText('This badge is valid.')).toBeVisible();
  await expect(visitorPage.getByText(student.displayName)).toBeVisible();
  await expectNoAxeViolations(visitorPage);

  // An admin opens the badge's holders and revokes the student's award with a reason.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  await submitLoginForm(adminPage, E2E_ADMIN);
  await expect(adminPage.getByRole('button', { name: `Account of ${E2E_ADMIN.email}` })).toBeVisible({
    timeout: WAIT_LIMIT_MS,
  });
  await adminPage.goto('/admin/badges');
  await adminPage.getByRole('button', { name: `Holders ${BADGE}` }).click();
  const holders = adminPage.getByRole('table', { name: 'Holders, newest first' });
  // Other specs earn this badge too: the search finds the student, and the CSV holds just that award.
  await adminPage.getByRole('searchbox', { name: 'Find a holder by name or e-mail' }).fill(student.email);
  await expect(holders.getByRole('row')).toHaveCount(2);
  const exporting = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await readFile((await (await exporting).path()) ?? '', 'utf8')).trimEnd().split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`,${student.email},`);
  const row = holders.getByRole('row').filter({ hasText: student.email });
  await expectNoAxeViolations(adminPage);
  await row.getByRole('button', { name: /^Revoke/ }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Awarded in error during testing');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();

  await visitorPage.reload();
  await expect(visitorPage.getByText('This badge was revoked.')).toBeVisible();

  // A verifier reads the credential's bit in the status list: set, so revoked.
  const statusList = await request.get(new URL(credential.credentialStatus.statusListCredential).pathname);
  const { encodedList } = ((await statusList.json()) as { credentialSubject: { encodedList: string } })
    .credentialSubject;
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  const index = Number(credential.credentialStatus.statusListIndex);
  expect((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))).not.toBe(0);
  await visitor.close();
  await admin.close();
});

test('a learner sees until when a badge is valid and downloads it baked into a PNG that holds the credential', async ({
  page,
  request,
}) => {
  const student = await createAccountThroughApi(request, 'baked');
  const name = `Baked badge ${student.email.split('@')[0]}`;
  // Set up through the API (the editor has its stories): a PNG badge valid 6 months, awarded by hand.
  const badge = await callAs<{ id: string }>(request, E2E_ADMIN, 'createBadge', {
    name,
    description: 'A badge with a PNG picture.',
    criteria: 'Be awarded it by an admin.',
    image: `data:image/png;base64,${noisePng(24).toString('base64')}`,
    rule: { kind: 'manual' },
    active: true,
    validity: { amount: 6, unit: 'months' },
  });
  const { award } = await callAs<{ award: { id: string; validUntil: string } }>(
    request,
    E2E_ADMIN,
    'awardBadge',
    { badgeId: badge.id, learner: student.email },
  );
  const validUntil = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
    new Date(award.validUntil),
  );

  await signInThroughUi(page, student);
  await page.goto(`/student/badges/${award.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const facts = page.locator('.lms-badge-facts');
  await expect(facts.getByText('Valid until')).toBeVisible();
  await expect(facts.getByText(validUntil)).toBeVisible();
  await expectNoAxeViolations(page);

  // The baked PNG: an iTXt chunk "openbadgecredential" holding the signed credential, read out of the file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download badge image (PNG)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^baked-badge-.*-badge\.png$/);
  const png = await readFile((await download.path()) ?? '');
  const texts = extractChunks(png)
    .filter((chunk) => chunk.name === 'iTXt')
    .map((chunk) => Buffer.from(chunk.data))
    .filter((data) => data.subarray(0, data.indexOf(0)).toString('latin1') === 'openbadgecredential');
  expect(texts).toHaveLength(1);
  const data = texts[0] ?? Buffer.alloc(0);
  // keyword NUL, compression flag and method, language tag NUL, translated keyword NUL, then the UTF-8 text.
  const textStart = data.indexOf(0, data.indexOf(0, data.indexOf(0) + 3) + 1) + 1;
  const credential = JSON.parse(data.subarray(textStart).toString('utf8')) as Credential & {
    validUntil: string;
  };
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.credentialSubject.achievement.name).toBe(name);
  expect(credential.validUntil).toBe(award.validUntil);
  expect(credential.proof[0]).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' });

  // The SVG holds the same credential in an openbadges:credential element.
  const downloadingSvg = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download badge image (SVG)' }).click();
  const svg = await readFile((await (await downloadingSvg).path()) ?? '', 'utf8');
  expect(svg).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
  const cdata = /<openbadges:credential><!\[CDATA\[([\s\S]*?)\]\]><\/openbadges:credential>/.exec(svg)?.[1];
  expect(JSON.parse(cdata ?? '')).toEqual(credential);
});
