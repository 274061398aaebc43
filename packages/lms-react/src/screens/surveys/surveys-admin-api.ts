// RTK Query endpoints of the survey admin screens: authoring, results and survey errors. Only this folder uses them.
// Exports (CSV) and the error actions are mutations: each click asks afresh.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

const api = lmsApi.enhanceEndpoints({
  addTagTypes: ['SurveyList', 'Survey', 'SurveyResults', 'SurveyErrors', 'SurveyReminders'],
});

export const surveysAdminApi = api.injectEndpoints({
  endpoints: (builder) => ({
    adminListSurveys: builder.query<OperationOutput<'adminListSurveys'>, OperationInput<'adminListSurveys'>>({
      query: (input) => operationCall('adminListSurveys', input),
      providesTags: ['SurveyList'],
    }),
    adminGetSurvey: builder.query<OperationOutput<'adminGetSurvey'>, OperationInput<'adminGetSurvey'>>({
      query: (input) => operationCall('adminGetSurvey', input),
      providesTags: (_result, _error, input) => [{ type: 'Survey', id: input.surveyId }],
    }),
    createSurvey: builder.mutation<OperationOutput<'createSurvey'>, OperationInput<'createSurvey'>>({
      query: (input) => operationCall('createSurvey', input),
      invalidatesTags: (_result, error) => (error ? [] : ['SurveyList']),
    }),
    updateSurvey: builder.mutation<OperationOutput<'updateSurvey'>, OperationInput<'updateSurvey'>>({
      query: (input) => operationCall('updateSurvey', input),
      invalidatesTags: (_result, error, input) =>
        error ? [] : ['SurveyList', 'SurveyResults', { type: 'Survey', id: input.surveyId }],
    }),
    adminSurveyResults: builder.query<
      OperationOutput<'adminSurveyResults'>,
      OperationInput<'adminSurveyResults'>
    >({
      query: (input) => operationCall('adminSurveyResults', input),
      providesTags: ['SurveyResults'],
      keepUnusedDataFor: 0,
    }),
    exportSurveyCsv: builder.mutation<OperationOutput<'exportSurveyCsv'>, OperationInput<'exportSurveyCsv'>>({
      query: (input) => operationCall('exportSurveyCsv', input),
    }),
    adminListSurveyErrors: builder.query<
      OperationOutput<'adminListSurveyErrors'>,
      OperationInput<'adminListSurveyErrors'>
    >({
      query: (input) => operationCall('adminListSurveyErrors', input),
      providesTags: ['SurveyErrors'],
      keepUnusedDataFor: 0,
    }),
    retrySurveyError: builder.mutation<
      OperationOutput<'retrySurveyError'>,
      OperationInput<'retrySurveyError'>
    >({
      query: (input) => operationCall('retrySurveyError', input),
      invalidatesTags: ['SurveyErrors', 'SurveyList', 'SurveyResults'],
    }),
    resolveSurveyError: builder.mutation<
      OperationOutput<'resolveSurveyError'>,
      OperationInput<'resolveSurveyError'>
    >({
      query: (input) => operationCall('resolveSurveyError', input),
      invalidatesTags: ['SurveyErrors'],
    }),
    rotateSurveyWebhookSecret: builder.mutation<
      OperationOutput<'rotateSurveyWebhookSecret'>,
      OperationInput<'rotateSurveyWebhookSecret'>
    >({
      query: (input) => operationCall('rotateSurveyWebhookSecret', input),
      invalidatesTags: (_result, error, input) => (error ? [] : [{ type: 'Survey', id: input.surveyId }]),
    }),
    previewSurveyReminders: builder.query<
      OperationOutput<'previewSurveyReminders'>,
      OperationInput<'previewSurveyReminders'>
    >({
      query: (input) => operationCall('previewSurveyReminders', input),
      providesTags: ['SurveyReminders'],
      // The count changes as learners answer: ask afresh each time the dialog opens.
      keepUnusedDataFor: 0,
    }),
    sendSurveyReminders: builder.mutation<
      OperationOutput<'sendSurveyReminders'>,
      OperationInput<'sendSurveyReminders'>
    >({
      query: (input) => operationCall('sendSurveyReminders', input),
      invalidatesTags: ['SurveyReminders'],
    }),
  }),
});

export const {
  useAdminListSurveysQuery,
  useAdminGetSurveyQuery,
  useCreateSurveyMutation,
  useUpdateSurveyMutation,
  useAdminSurveyResultsQuery,
  useExportSurveyCsvMutation,
  useAdminListSurveyErrorsQuery,
  useRetrySurveyErrorMutation,
  useResolveSurveyErrorMutation,
  useRotateSurveyWebhookSecretMutation,
  usePreviewSurveyRemindersQuery,
  useSendSurveyRemindersMutation,
} = surveysAdminApi;
