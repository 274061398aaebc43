// How clients call and cache the support area's operations (cache-rules.ts). A reply or an update answers with the
// whole request, which lms-react puts in the cache (its endpoint behaviours).
import type { supportOperations } from '../operations/support';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['SupportQueue', 'SupportRequest', 'MySupportRequests']);

export const supportCache = defineAreaCache<typeof supportOperations>()(kinds, {
  openSupportForm: { call: 'fresh' },
  createSupportRequest: { call: 'write', changes: [kinds.MySupportRequests, kinds.SupportQueue] },
  // Support may have answered since: each visit asks afresh.
  getSupportRequest: {
    call: 'read',
    provides: [{ kind: kinds.SupportRequest, idFromInput: 'reference' }],
    keepUnusedDataFor: 0,
  },
  replyToSupportRequest: { call: 'write', changes: [kinds.MySupportRequests] },
  listMySupportRequests: { call: 'read', provides: [kinds.MySupportRequests], keepUnusedDataFor: 0 },
  adminListSupportRequests: { call: 'read', provides: [kinds.SupportQueue] },
  adminGetSupportRequest: {
    call: 'read',
    provides: [{ kind: kinds.SupportRequest, idFromInput: 'requestId' }],
  },
  adminReplyToSupportRequest: { call: 'write', changes: [kinds.SupportQueue] },
  updateSupportRequest: { call: 'write', changes: [kinds.SupportQueue] },
  listSupportAssignees: { call: 'read' },
});
