// Contract operations of certificates: learners read and download their own, anyone verifies one by its code or number,
// administrators keep templates and act on issued certificates. "Only your own" is the domain's rule.
import { z } from 'zod';
import { isCertificateReference } from '../../certificates/certificate-number';
import { defineOperation } from '../contract';
import {
  adminCertificateListInputSchema,
  certificateFileSchema,
  certificatePageSchema,
  certificateSchema,
  certificateTemplateInputSchema,
  certificateTemplateSchema,
  certificateVerificationSchema,
} from '../schemas/certificates';

const id = z.string().min(1).max(128);

export const listMyCertificates = defineOperation({
  name: 'listMyCertificates',
  summary: "The caller's certificates, newest first (issuing any a completed course is owed).",
  input: z.object({}).strict(),
  output: z.object({ items: z.array(certificateSchema) }),
  access: 'user',
});

export const getCertificate = defineOperation({
  name: 'getCertificate',
  summary: 'One certificate: your own, or any as an admin.',
  input: z.object({ certificateId: id }).strict(),
  output: certificateSchema,
  access: 'user',
});

export const downloadCertificatePdf = defineOperation({
  name: 'downloadCertificatePdf',
  summary: 'The PDF of a certificate (your own, or any as an admin), with its verification link and QR code.',
  input: z.object({ certificateId: id }).strict(),
  output: certificateFileSchema,
  access: 'user',
  refusals: ['fonts-unavailable', 'no-fonts'],
});

export const verifyCertificate = defineOperation({
  name: 'verifyCertificate',
  summary:
    "A certificate's public record by its verification code or its printed number (any case, dash optional): valid, expired or revoked.",
  input: z
    .object({
      code: z.string().trim().max(64).refine(isCertificateReference, {
        message:
          'Enter the number printed on the certificate (such as 2026-7KQ4M2XA) or the verification code of its link.',
      }),
    })
    .strict(),
  output: certificateVerificationSchema,
  access: 'public',
  refusals: ['unknown-code'],
});

export const adminListCertificateTemplates = defineOperation({
  name: 'adminListCertificateTemplates',
  summary: 'Every certificate template, newest first.',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(certificateTemplateSchema) }),
  access: 'admin',
});

export const createCertificateTemplate = defineOperation({
  name: 'createCertificateTemplate',
  summary: 'Add a certificate template and the courses that issue it.',
  input: certificateTemplateInputSchema,
  output: certificateTemplateSchema,
  access: 'admin',
  refusals: ['unknown-course'],
});

export const updateCertificateTemplate = defineOperation({
  name: 'updateCertificateTemplate',
  summary: 'Change a template; certificates already issued keep the texts they were issued with.',
  input: certificateTemplateInputSchema.extend({ templateId: id }),
  output: certificateTemplateSchema,
  access: 'admin',
  refusals: ['unknown-course'],
});

export const adminListCertificates = defineOperation({
  name: 'adminListCertificates',
  summary:
    'Issued certificates, newest first, searched by learner, course or number, filtered by course and status.',
  input: adminCertificateListInputSchema,
  output: certificatePageSchema,
  access: 'admin',
});

export const issueCertificate = defineOperation({
  name: 'issueCertificate',
  summary: 'Issue a certificate of a template to a learner for a course, unless a valid one exists.',
  input: z.object({ userId: id, courseId: id, templateId: id }).strict(),
  output: z.object({ created: z.boolean(), certificate: certificateSchema }),
  access: 'admin',
});

export const revokeCertificate = defineOperation({
  name: 'revokeCertificate',
  summary: 'Revoke a certificate with a reason; it stays on record and its verification page says revoked.',
  input: z.object({ certificateId: id, reason: z.string().trim().min(1).max(500) }).strict(),
  output: certificateSchema,
  access: 'admin',
  refusals: ['already-revoked'],
});

export const reissueCertificate = defineOperation({
  name: 'reissueCertificate',
  summary:
    'Issue a new certificate in place of one (with the template and learner name of today); the old one is revoked.',
  input: z.object({ certificateId: id }).strict(),
  output: certificateSchema,
  access: 'admin',
  refusals: ['superseded'],
});

export const exportCertificatesCsv = defineOperation({
  name: 'exportCertificatesCsv',
  summary: 'The issued certificates matching the list filters, as CSV.',
  input: adminCertificateListInputSchema.omit({ page: true, pageSize: true }),
  output: z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int().min(0) }),
  access: 'admin',
});

export const downloadCertificatesZip = defineOperation({
  name: 'downloadCertificatesZip',
  summary: 'The PDFs of several certificates in one ZIP file.',
  input: z.object({ certificateIds: z.array(id).min(1).max(50) }).strict(),
  output: certificateFileSchema,
  access: 'admin',
  refusals: ['fonts-unavailable', 'no-fonts'],
});

export const certificateOperations = {
  listMyCertificates,
  getCertificate,
  downloadCertificatePdf,
  verifyCertificate,
  adminListCertificateTemplates,
  createCertificateTemplate,
  updateCertificateTemplate,
  adminListCertificates,
  issueCertificate,
  revokeCertificate,
  reissueCertificate,
  exportCertificatesCsv,
  downloadCertificatesZip,
} as const;
