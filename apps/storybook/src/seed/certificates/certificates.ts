// Certificates in the demo set. The template for Accessibility is made before the learning journeys, so the
// student's completion issues their certificate through the domain's own completion rule, on the day they finished.
// After the journeys an admin issues three more by hand: one later revoked, one that has expired, and one to Lee
// while Lee's profile name was written in Arabic (a right-to-left name; Lee renames back afterwards, and the
// certificate keeps the name it was issued with).
import type { SeededCourse } from '../courses/authoring';
import type { SeedRun, StoryActor } from '../seed-run';
import type { CertificateKey, CourseKey, SeededCertificate } from '../story-ids';
import type { StoryActors } from '../users';

const TEMPLATE_BASE = {
  title: 'Certificate of Completion',
  body: 'This certifies that {{learnerName}} completed "{{courseTitle}}" ({{hours}}) on {{issueDate}} with a grade of {{grade}}.',
  signerName: 'Ada Admin',
  signerTitle: 'Head of Learning',
  primaryColor: '#1a4f8b',
  accentColor: '#8a5a00',
  orientation: 'landscape' as const,
  logo: null,
  signature: null,
  background: null,
  active: true,
};

export const RTL_LEARNER_NAME = 'ليلى حداد';

/** The issuer profile of the settings, printed on every certificate: a name, an address and an uploaded logo. */
export const STORY_ISSUER = {
  name: 'Northwind Academy',
  url: 'https://academy.example/about',
  // A 48x16 PNG (blue with a white mark), uploaded as the settings screen does: a data URL.
  logoUrl:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAQCAIAAADfzGvmAAAANElEQVR42mOQ8u8eVIhh1EGkOOg/XkC8SlLBqIPo4KBBl4ZGHTTkHDSaywaJg0brsqHgIADXUeU9v1+JpwAAAABJRU5ErkJggg==',
};

export interface SeededCertificates {
  templates: { completion: string; manual: string; yearly: string };
}

/** Before the journeys: Accessibility issues a certificate on completion. */
export async function authorCertificateTemplates(
  run: SeedRun,
  admin: StoryActor,
  courses: ReadonlyMap<CourseKey, SeededCourse>,
): Promise<SeededCertificates | null> {
  const accessibility = courses.get('accessibility');
  if (accessibility === undefined) return null;
  const at = '2026-03-01T09:00:00.000Z';
  await run.call('saveSettingsSection', admin, at, { section: 'certificateIssuer', values: STORY_ISSUER });
  const completion = await run.call('createCertificateTemplate', admin, at, {
    ...TEMPLATE_BASE,
    name: 'Completion',
    validityDays: null,
    courseIds: [accessibility.id],
  });
  const manual = await run.call('createCertificateTemplate', admin, at, {
    ...TEMPLATE_BASE,
    name: 'Workshop attendance',
    title: 'Certificate of Attendance',
    validityDays: null,
    courseIds: [],
  });
  const yearly = await run.call('createCertificateTemplate', admin, at, {
    ...TEMPLATE_BASE,
    name: 'Yearly accreditation',
    title: 'Accreditation',
    orientation: 'portrait',
    validityDays: 30,
    courseIds: [],
  });
  return { templates: { completion: completion.id, manual: manual.id, yearly: yearly.id } };
}

/** After the journeys: the certificates issued by hand, and what became of them. */
export async function issueStoryCertificates(
  run: SeedRun,
  actors: StoryActors,
  courses: ReadonlyMap<CourseKey, SeededCourse>,
  seeded: SeededCertificates,
): Promise<Partial<Record<CertificateKey, SeededCertificate>>> {
  const accessibility = courses.get('accessibility');
  if (accessibility === undefined) return {};
  const { admin, student, otherStudent } = actors;
  const issue = async (userId: string, templateId: string, at: string) =>
    (await run.call('issueCertificate', admin, at, { userId, courseId: accessibility.id, templateId }))
      .certificate;
  const seededOf = (certificate: { id: string; verificationUrl: string; number: string }) => ({
    id: certificate.id,
    code: new URL(certificate.verificationUrl).pathname.split('/').pop() ?? '',
    number: certificate.number,
  });

  const valid = (await run.call('listMyCertificates', student, '2026-05-01T09:00:00.000Z', {})).items[0];
  const revoked = await issue(student.uid, seeded.templates.manual, '2026-05-02T09:00:00.000Z');
  await run.call('revokeCertificate', admin, '2026-06-10T09:00:00.000Z', {
    certificateId: revoked.id,
    reason: 'Issued to the wrong learner',
  });
  const expired = await issue(student.uid, seeded.templates.yearly, '2026-05-03T09:00:00.000Z');

  await run.call('updateMyUserDocument', otherStudent, '2026-10-01T09:00:00.000Z', {
    displayName: RTL_LEARNER_NAME,
  });
  const rtl = await issue(otherStudent.uid, seeded.templates.manual, '2026-10-01T10:00:00.000Z');
  await run.call('updateMyUserDocument', otherStudent, '2026-10-02T09:00:00.000Z', {
    displayName: 'Lee Learner',
  });

  const seededOnes: Partial<Record<CertificateKey, SeededCertificate>> = {
    revoked: seededOf(revoked),
    expired: seededOf(expired),
    rtl: seededOf(rtl),
  };
  if (valid !== undefined) seededOnes.valid = seededOf(valid);
  return seededOnes;
}
