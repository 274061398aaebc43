// How clients call and cache the certificates area's operations (cache-rules.ts). Files (PDF, ZIP, CSV) are fresh:
// each click makes a new one, nothing is cached.
import type { certificateOperations } from '../operations/certificates';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['MyCertificates', 'Certificate', 'CertificateList', 'CertificateTemplates']);
const templateChange = { call: 'write', changes: [kinds.CertificateTemplates] } as const;

export const certificatesCache = defineAreaCache<typeof certificateOperations>()(kinds, {
  // A completion elsewhere (the viewer) issues new ones: each visit asks afresh.
  listMyCertificates: { call: 'read', provides: [kinds.MyCertificates], keepUnusedDataFor: 0 },
  getCertificate: { call: 'read', provides: [{ kind: kinds.Certificate, idFromInput: 'certificateId' }] },
  downloadCertificatePdf: { call: 'fresh' },
  verifyCertificate: { call: 'read', keepUnusedDataFor: 0 },
  adminListCertificateTemplates: { call: 'read', provides: [kinds.CertificateTemplates] },
  createCertificateTemplate: templateChange,
  updateCertificateTemplate: templateChange,
  adminListCertificates: { call: 'read', provides: [kinds.CertificateList] },
  issueCertificate: {
    call: 'write',
    changes: [kinds.CertificateList, kinds.CertificateTemplates],
    evenWhenRefused: true,
  },
  // A refused revocation may mean another admin revoked it meanwhile: list it again either way.
  revokeCertificate: {
    call: 'write',
    changes: [kinds.CertificateList, { kind: kinds.Certificate, idFromInput: 'certificateId' }],
    evenWhenRefused: true,
  },
  reissueCertificate: {
    call: 'write',
    changes: [
      kinds.CertificateList,
      kinds.CertificateTemplates,
      { kind: kinds.Certificate, idFromInput: 'certificateId' },
    ],
    evenWhenRefused: true,
  },
  exportCertificatesCsv: { call: 'fresh' },
  downloadCertificatesZip: { call: 'fresh' },
});
