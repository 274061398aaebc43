// RTK Query endpoints of the settings sections: the whole set is read once; a save answers with the whole set,
// which replaces the cached one (so the other sections' "saved" notes and the version stay right).
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

type AdminSettings = OperationOutput<'getAdminSettings'>;

export const siteSettingsApi = lmsApi.injectEndpoints({
  endpoints: (builder) => ({
    getAdminSettings: builder.query<AdminSettings, OperationInput<'getAdminSettings'>>({
      query: (input) => operationCall('getAdminSettings', input),
    }),
    saveSettingsSection: builder.mutation<AdminSettings, OperationInput<'saveSettingsSection'>>({
      query: (input) => operationCall('saveSettingsSection', input),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(siteSettingsApi.util.upsertQueryData('getAdminSettings', {}, data));
        } catch {
          // The section's form shows the failure and keeps what was typed.
        }
      },
    }),
  }),
});

export const { useGetAdminSettingsQuery, useSaveSettingsSectionMutation } = siteSettingsApi;
