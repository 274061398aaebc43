// RTK Query endpoints of badges, shared by the badge screens and the student dashboard (its badges section). The
// credential download is a mutation: it is a file the learner saves, not something to cache.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['MyBadges', 'BadgeAward', 'Badges', 'BadgeHolders'] });

export const badgesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listMyBadges: builder.query<OperationOutput<'listMyBadges'>, OperationInput<'listMyBadges'>>({
      query: (input) => operationCall('listMyBadges', input),
      providesTags: ['MyBadges'],
      // An event elsewhere (the viewer, a quiz, an action plan) awards new ones: each visit asks afresh.
      keepUnusedDataFor: 0,
    }),
    getBadgeAward: builder.query<OperationOutput<'getBadgeAward'>, OperationInput<'getBadgeAward'>>({
      query: (input) => operationCall('getBadgeAward', input),
      providesTags: (_result, _error, input) => [{ type: 'BadgeAward', id: input.awardId }],
    }),
    downloadBadgeCredential: builder.mutation<
      OperationOutput<'downloadBadgeCredential'>,
      OperationInput<'downloadBadgeCredential'>
    >({
      query: (input) => operationCall('downloadBadgeCredential', input),
    }),
    // The badge's picture with the credential baked in: a file too, asked for on each click.
    downloadBadgeImage: builder.mutation<
      OperationOutput<'downloadBadgeImage'>,
      OperationInput<'downloadBadgeImage'>
    >({
      query: (input) => operationCall('downloadBadgeImage', input),
    }),
    viewPublicBadge: builder.query<OperationOutput<'viewPublicBadge'>, OperationInput<'viewPublicBadge'>>({
      query: (input) => operationCall('viewPublicBadge', input),
      keepUnusedDataFor: 0,
    }),
    adminListBadges: builder.query<OperationOutput<'adminListBadges'>, OperationInput<'adminListBadges'>>({
      query: (input) => operationCall('adminListBadges', input),
      providesTags: ['Badges'],
    }),
    createBadge: builder.mutation<OperationOutput<'createBadge'>, OperationInput<'createBadge'>>({
      query: (input) => operationCall('createBadge', input),
      invalidatesTags: (_result, error) => (error ? [] : ['Badges']),
    }),
    updateBadge: builder.mutation<OperationOutput<'updateBadge'>, OperationInput<'updateBadge'>>({
      query: (input) => operationCall('updateBadge', input),
      invalidatesTags: (_result, error) => (error ? [] : ['Badges']),
    }),
    adminListBadgeHolders: builder.query<
      OperationOutput<'adminListBadgeHolders'>,
      OperationInput<'adminListBadgeHolders'>
    >({
      query: (input) => operationCall('adminListBadgeHolders', input),
      providesTags: ['BadgeHolders'],
    }),
    // A file the admin saves: asked for on each click, never cached.
    exportBadgeHoldersCsv: builder.mutation<
      OperationOutput<'exportBadgeHoldersCsv'>,
      OperationInput<'exportBadgeHoldersCsv'>
    >({
      query: (input) => operationCall('exportBadgeHoldersCsv', input),
    }),
    awardBadge: builder.mutation<OperationOutput<'awardBadge'>, OperationInput<'awardBadge'>>({
      query: (input) => operationCall('awardBadge', input),
      invalidatesTags: ['BadgeHolders', 'Badges'],
    }),
    revokeBadgeAward: builder.mutation<
      OperationOutput<'revokeBadgeAward'>,
      OperationInput<'revokeBadgeAward'>
    >({
      query: (input) => operationCall('revokeBadgeAward', input),
      // A refused revocation may mean another admin revoked it meanwhile: list it again either way.
      invalidatesTags: (_result, _error, input) => [
        'BadgeHolders',
        'Badges',
        { type: 'BadgeAward', id: input.awardId },
      ],
    }),
  }),
});

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
} = badgesApi;
