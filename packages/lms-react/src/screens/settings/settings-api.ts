// The hooks of the admin test page: the integration checks and the mail log.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { settingsCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const { useRunIntegrationCheckMutation, useListMailLogQuery, useResendMailMutation } =
  injectArea(settingsCache);
