// The hooks of the settings sections: the whole set, and a section's save.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { settingsCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const { useGetAdminSettingsQuery, useSaveSettingsSectionMutation } = injectArea(settingsCache);
