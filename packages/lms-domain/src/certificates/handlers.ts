// Thin handlers of certificates: the dispatch parsed the input and enforced access; rules and SQL are in this
// folder's modules.
import type { HandlerMap } from '../functions/registry';
import { requireCaller } from '../learning/caller';
import { certificatePdfFile, certificatesZipFile } from './certificate-files';
import {
  adminIssueCertificate,
  adminListCertificates,
  exportCertificatesCsv,
  getCertificate,
  listMyCertificates,
  reissueCertificate,
  revokeCertificate,
  verifyCertificate,
} from './certificate-queries';
import { createTemplate, listTemplates, updateTemplate } from './templates';

export const certificateHandlers = {
  listMyCertificates: ({ ctx, caller }) => listMyCertificates(ctx, requireCaller(caller)),
  getCertificate: ({ ctx, caller, input }) => getCertificate(ctx, requireCaller(caller), input.certificateId),
  downloadCertificatePdf: ({ ctx, caller, input }) =>
    certificatePdfFile(ctx, requireCaller(caller), input.certificateId),
  verifyCertificate: ({ ctx, input }) => verifyCertificate(ctx, input.code),
  adminListCertificateTemplates: ({ ctx }) => listTemplates(ctx),
  createCertificateTemplate: ({ ctx, input }) => createTemplate(ctx, input),
  updateCertificateTemplate: ({ ctx, input }) => updateTemplate(ctx, input),
  adminListCertificates: ({ ctx, input }) => adminListCertificates(ctx, input),
  issueCertificate: ({ ctx, input }) => adminIssueCertificate(ctx, input),
  revokeCertificate: ({ ctx, input }) => revokeCertificate(ctx, input.certificateId, input.reason),
  reissueCertificate: ({ ctx, input }) => reissueCertificate(ctx, input.certificateId),
  exportCertificatesCsv: ({ ctx, input }) => exportCertificatesCsv(ctx, input),
  downloadCertificatesZip: ({ ctx, caller, input }) =>
    certificatesZipFile(ctx, requireCaller(caller), input.certificateIds),
} satisfies Partial<HandlerMap>;
