// The hooks of certificates, shared by the certificate screens and the student dashboard (its certificates
// section). Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written
// here.
import { certificatesCache } from '@lms/core';
import { injectArea } from '../lms-api';

export const {
  useListMyCertificatesQuery,
  useGetCertificateQuery,
  useVerifyCertificateQuery,
  useDownloadCertificatePdfMutation,
  useAdminListCertificateTemplatesQuery,
  useCreateCertificateTemplateMutation,
  useUpdateCertificateTemplateMutation,
  useAdminListCertificatesQuery,
  useIssueCertificateMutation,
  useRevokeCertificateMutation,
  useReissueCertificateMutation,
  useExportCertificatesCsvMutation,
  useDownloadCertificatesZipMutation,
} = injectArea(certificatesCache);
