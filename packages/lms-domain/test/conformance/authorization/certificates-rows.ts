// Certificates: a learner reads and downloads only their own (another's is not-found, so ids reveal nothing);
// anyone verifies by code; templates and every act on issued certificates are for admins.
import { adminIssueCertificate } from '@lms/domain/internal/certificates/certificate-queries';
import { createTemplate } from '@lms/domain/internal/certificates/templates';
import { D, U, type MatrixArea } from './matrix-types';

const NF = 'not-found';
const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;
const OWN = { anonymous: U, student: 'allow', otherStudent: NF, admin: 'allow' } as const;
const ANYONE = { anonymous: 'allow', student: 'allow', otherStudent: 'allow', admin: 'allow' } as const;

const templateInput = (courseIds: string[]) => ({
  name: 'Matrix template',
  title: 'Certificate of Completion',
  body: '{{learnerName}} completed {{courseTitle}}.',
  signerName: 'Signer',
  signerTitle: 'Director',
  primaryColor: '#123456',
  accentColor: '#abcdef',
  orientation: 'landscape' as const,
  logo: null,
  signature: null,
  background: null,
  validityDays: null,
  courseIds,
  active: true,
});

export const certificatesArea: MatrixArea = {
  area: 'certificates',
  async setup(ctx, fixture) {
    const template = await createTemplate(ctx, templateInput([fixture.publishedCourseId]));
    const issue = async (templateId: string) =>
      (
        await adminIssueCertificate(ctx, {
          userId: fixture.uid.student,
          courseId: fixture.publishedCourseId,
          templateId,
        })
      ).certificate;
    const own = await issue(template.id);
    // Separate templates, so revoking and reissuing act on certificates no other row reads.
    const revocable = await issue((await createTemplate(ctx, templateInput([]))).id);
    const reissuable = await issue((await createTemplate(ctx, templateInput([]))).id);
    const code = new URL(own.verificationUrl).pathname.split('/').pop() ?? '';
    return {
      certificateTemplate: template.id,
      certificateOwn: own.id,
      certificateCode: code,
      certificateRevocable: revocable.id,
      certificateReissuable: reissuable.id,
    };
  },
  rows: [
    {
      operation: 'listMyCertificates',
      situation: "the caller's own",
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'getCertificate',
      situation: "the student's certificate",
      input: (f) => ({ certificateId: f.ids.certificateOwn }),
      expect: OWN,
    },
    {
      operation: 'downloadCertificatePdf',
      needs: 'certificate-pdfs',
      situation: "the student's certificate",
      input: (f) => ({ certificateId: f.ids.certificateOwn }),
      expect: OWN,
    },
    {
      operation: 'verifyCertificate',
      situation: 'a real code',
      input: (f) => ({ code: f.ids.certificateCode }),
      expect: ANYONE,
    },
    {
      operation: 'verifyCertificate',
      situation: 'an unknown code',
      input: () => ({ code: 'f'.repeat(32) }),
      expect: { anonymous: NF, student: NF, otherStudent: NF, admin: NF },
    },
    {
      operation: 'verifyCertificate',
      situation: 'an unknown printed number',
      input: () => ({ code: '2026-zzzzzzzz' }),
      expect: { anonymous: NF, student: NF, otherStudent: NF, admin: NF },
    },
    {
      operation: 'adminListCertificateTemplates',
      situation: 'all templates',
      input: () => ({}),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'createCertificateTemplate',
      situation: 'a new template',
      input: (f) => templateInput([f.publishedCourseId]),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'updateCertificateTemplate',
      situation: 'the course template',
      input: (f) => ({ ...templateInput([f.publishedCourseId]), templateId: f.ids.certificateTemplate }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'adminListCertificates',
      situation: 'the first page',
      input: () => ({}),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'issueCertificate',
      situation: 'to the other student',
      input: (f) => ({
        userId: f.uid.otherStudent,
        courseId: f.publishedCourseId,
        templateId: f.ids.certificateTemplate,
      }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'revokeCertificate',
      situation: 'a valid certificate',
      input: (f) => ({ certificateId: f.ids.certificateRevocable, reason: 'Issued by mistake' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'reissueCertificate',
      situation: 'a valid certificate',
      input: (f) => ({ certificateId: f.ids.certificateReissuable }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'exportCertificatesCsv',
      situation: 'every certificate',
      input: () => ({}),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'downloadCertificatesZip',
      needs: 'certificate-pdfs',
      situation: "the student's certificate",
      input: (f) => ({ certificateIds: [f.ids.certificateOwn] }),
      expect: ADMIN_ONLY,
    },
  ],
};
