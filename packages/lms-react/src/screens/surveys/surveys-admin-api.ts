// The hooks of the survey admin screens: authoring, results and survey errors.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { surveysCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

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
} = injectArea(surveysCache);
