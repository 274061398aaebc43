// The hooks of badges, shared by the badge screens and the student dashboard (its badges section).
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { badgesCache } from '@lms/core';
import { injectArea } from '../lms-api';

export const {
  useListMyBadgesQuery,
  useDownloadBadgeImageMutation,
  useGetBadgeAwardQuery,
  useDownloadBadgeCredentialMutation,
  useViewPublicBadgeQuery,
  useAdminListBadgesQuery,
  useCreateBadgeMutation,
  useUpdateBadgeMutation,
  useAdminListBadgeHoldersQuery,
  useExportBadgeHoldersCsvMutation,
  useAwardBadgeMutation,
  useRevokeBadgeAwardMutation,
} = injectArea(badgesCache);
