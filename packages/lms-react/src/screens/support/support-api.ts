// The hooks of the support screens: the contact form, the requester's requests and conversation, and support's
// queue. Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written
// here.
import { supportCache } from '@lms/core';
import { injectArea } from '../../store/lms-api';

export const {
  useOpenSupportFormMutation,
  useCreateSupportRequestMutation,
  useGetSupportRequestQuery,
  useReplyToSupportRequestMutation,
  useListMySupportRequestsQuery,
  useAdminListSupportRequestsQuery,
  useAdminGetSupportRequestQuery,
  useAdminReplyToSupportRequestMutation,
  useUpdateSupportRequestMutation,
  useListSupportAssigneesQuery,
} = injectArea(supportCache);
