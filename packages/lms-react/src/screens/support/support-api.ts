// The hooks of the support screens: the contact form, the requester's requests and conversation, and support's
// queue. Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written
// here.
import { lmsApi } from '../../store/lms-api';

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
} = lmsApi;
