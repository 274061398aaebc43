// RTK Query endpoints of certificates, shared by the certificate screens and the student dashboard (its
// certificates section). Files (PDF, ZIP, CSV) are mutations: each click makes a fresh file, nothing is cached.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../lms-api';

const api = lmsApi.enhanceEndpoints({
  addTagTypes: ['MyCertificates', 'Certificate', 'CertificateList', 'CertificateTemplates'],
});

export const certificatesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listMyCertificates: builder.query<
      OperationOutput<'listMyCertificates'>,
      OperationInput<'listMyCertificates'>
    >({
      query: (input) => operationCall('listMyCertificates', input),
      providesTags: ['MyCertificates'],
      // A completion elsewhere (the viewer) issues new ones: each visit asks afresh.
      keepUnusedDataFor: 0,
    }),
    getCertificate: builder.query<OperationOutput<'getCertificate'>, OperationInput<'getCertificate'>>({
      query: (input) => operationCall('getCertificate', input),
      providesTags: (_result, _error, input) => [{ type: 'Certificate', id: input.certificateId }],
    }),
    verifyCertificate: builder.query<
      OperationOutput<'verifyCertificate'>,
      OperationInput<'verifyCertificate'>
    >({
      query: (input) => operationCall('verifyCertificate', input),
      keepUnusedDataFor: 0,
    }),
    downloadCertificatePdf: builder.mutation<
      OperationOutput<'downloadCertificatePdf'>,
      OperationInput<'downloadCertificatePdf'>
    >({
      query: (input) => operationCall('downloadCertificatePdf', input),
    }),
    adminListCertificateTemplates: builder.query<
      OperationOutput<'adminListCertificateTemplates'>,
      OperationInput<'adminListCertificateTemplates'>
    >({
      query: (input) => operationCall('adminListCertificateTemplates', input),
      providesTags: ['CertificateTemplates'],
    }),
    createCertificateTemplate: builder.mutation<
      OperationOutput<'createCertificateTemplate'>,
      OperationInput<'createCertificateTemplate'>
    >({
      query: (input) => operationCall('createCertificateTemplate', input),
      invalidatesTags: (_result, error) => (error ? [] : ['CertificateTemplates']),
    }),
    updateCertificateTemplate: builder.mutation<
      OperationOutput<'updateCertificateTemplate'>,
      OperationInput<'updateCertificateTemplate'>
    >({
      query: (input) => operationCall('updateCertificateTemplate', input),
      invalidatesTags: (_result, error) => (error ? [] : ['CertificateTemplates']),
    }),
    adminListCertificates: builder.query<
      OperationOutput<'adminListCertificates'>,
      OperationInput<'adminListCertificates'>
    >({
      query: (input) => operationCall('adminListCertificates', input),
      providesTags: ['CertificateList'],
    }),
    issueCertificate: builder.mutation<
      OperationOutput<'issueCertificate'>,
      OperationInput<'issueCertificate'>
    >({
      query: (input) => operationCall('issueCertificate', input),
      invalidatesTags: ['CertificateList', 'CertificateTemplates'],
    }),
    revokeCertificate: builder.mutation<
      OperationOutput<'revokeCertificate'>,
      OperationInput<'revokeCertificate'>
    >({
      query: (input) => operationCall('revokeCertificate', input),
      // A refused revocation may mean another admin revoked it meanwhile: list it again either way.
      invalidatesTags: (_result, _error, input) => [
        'CertificateList',
        { type: 'Certificate', id: input.certificateId },
      ],
    }),
    reissueCertificate: builder.mutation<
      OperationOutput<'reissueCertificate'>,
      OperationInput<'reissueCertificate'>
    >({
      query: (input) => operationCall('reissueCertificate', input),
      invalidatesTags: (_result, _error, input) => [
        'CertificateList',
        'CertificateTemplates',
        { type: 'Certificate', id: input.certificateId },
      ],
    }),
    exportCertificatesCsv: builder.mutation<
      OperationOutput<'exportCertificatesCsv'>,
      OperationInput<'exportCertificatesCsv'>
    >({
      query: (input) => operationCall('exportCertificatesCsv', input),
    }),
    downloadCertificatesZip: builder.mutation<
      OperationOutput<'downloadCertificatesZip'>,
      OperationInput<'downloadCertificatesZip'>
    >({
      query: (input) => operationCall('downloadCertificatesZip', input),
    }),
  }),
});

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
} = certificatesApi;
