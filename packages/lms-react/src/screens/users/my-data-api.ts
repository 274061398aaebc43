// The hooks of a person's data export (GDPR).
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { usersCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const { useExportMyDataMutation } = injectArea(usersCache);
