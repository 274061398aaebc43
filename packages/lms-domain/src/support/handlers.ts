// Contract operations of the support area; the rules live in the modules these call.
import { LmsError } from '@lms/core';
import type { Caller } from '../context';
import type { HandlerMap } from '../functions/registry';
import { openSupportForm } from './support-form';
import { createSupportRequest, getSupportRequest, replyAsRequester } from './requester-requests';
import {
  listAssignees,
  listMine,
  listQueue,
  readDetail,
  replyAsSupport,
  updateRequest,
} from './support-queue';

/** The route enforces access 'user'; this keeps a handler safe if it is ever called directly. */
function signedIn(caller: Caller | null): Caller {
  if (caller === null) throw new LmsError('functions/unauthenticated', 'Sign in to continue.');
  return caller;
}

export const supportHandlers = {
  openSupportForm: ({ ctx, clientIp }) => openSupportForm(ctx, clientIp),
  createSupportRequest: ({ ctx, caller, input, clientIp }) =>
    createSupportRequest(ctx, caller, input, clientIp),
  getSupportRequest: ({ ctx, caller, input }) => getSupportRequest(ctx, caller, input),
  replyToSupportRequest: ({ ctx, caller, input, clientIp }) => replyAsRequester(ctx, caller, input, clientIp),
  listMySupportRequests: ({ ctx, caller, input }) => listMine(ctx, signedIn(caller), input),
  adminListSupportRequests: ({ ctx, caller, input }) => listQueue(ctx, signedIn(caller), input),
  adminGetSupportRequest: ({ ctx, input }) => readDetail(ctx, input.requestId),
  adminReplyToSupportRequest: ({ ctx, caller, input }) => replyAsSupport(ctx, signedIn(caller), input),
  updateSupportRequest: ({ ctx, caller, input }) => updateRequest(ctx, signedIn(caller), input),
  listSupportAssignees: ({ ctx }) => listAssignees(ctx),
} satisfies Partial<HandlerMap>;
