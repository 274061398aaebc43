// Contract operations of the support area: the contact form and the requester's conversation (public: a signed-out
// requester is known by the link mailed to them), "My requests" for signed-in people, and support's queue.
// Finer rules (whose request, spam checks, rate limits, the lifecycle) live in the domain's support area.
import { z } from 'zod';
import { defineOperation } from '../contract';
import { pageSchema } from '../schemas/course';
import {
  adminSupportReplyInputSchema,
  createdSupportRequestSchema,
  createSupportRequestInputSchema,
  supportFormSchema,
  supportQueueFilterSchema,
  supportReplyInputSchema,
  supportRequestDetailSchema,
  supportRequestLookupSchema,
  supportRequestSummarySchema,
  supportRequestViewSchema,
  updateSupportRequestInputSchema,
} from '../schemas/support';

const paging = (pageSize: number) => ({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(pageSize),
});

export const openSupportForm = defineOperation({
  name: 'openSupportForm',
  summary:
    'Start a contact form: its token lets the visitor attach files and send the form once, a few seconds later.',
  input: z.object({}).strict(),
  output: supportFormSchema,
  access: 'public',
});

export const createSupportRequest = defineOperation({
  name: 'createSupportRequest',
  summary: 'Send a support request; the requester gets its reference on screen and by e-mail.',
  input: createSupportRequestInputSchema,
  output: createdSupportRequestSchema,
  access: 'public',
  refusals: [
    'attachment-missing',
    'email-required',
    'form-expired',
    'form-used',
    'name-required',
    'spam-suspected',
  ],
});

export const getSupportRequest = defineOperation({
  name: 'getSupportRequest',
  summary: "A request and its conversation, for its requester (signed in, or with the mailed link's token).",
  input: supportRequestLookupSchema,
  output: supportRequestViewSchema,
  access: 'public',
});

export const replyToSupportRequest = defineOperation({
  name: 'replyToSupportRequest',
  summary: "The requester's answer; it reopens a resolved request.",
  input: supportReplyInputSchema,
  output: supportRequestViewSchema,
  access: 'public',
  refusals: ['request-closed'],
});

export const listMySupportRequests = defineOperation({
  name: 'listMySupportRequests',
  summary: "The caller's support requests, latest activity first.",
  input: z.object(paging(20)).strict(),
  output: pageSchema(supportRequestSummarySchema.omit({ assignee: true })),
  access: 'user',
});

export const adminListSupportRequests = defineOperation({
  name: 'adminListSupportRequests',
  summary:
    'The support queue, latest activity first: filtered by status, priority, category and assignee, searched by reference, subject, name or e-mail.',
  input: supportQueueFilterSchema.extend(paging(20)).strict(),
  output: pageSchema(supportRequestSummarySchema),
  access: 'admin',
});

export const adminGetSupportRequest = defineOperation({
  name: 'adminGetSupportRequest',
  summary: "A request with its conversation, internal notes, times and the requester's courses and orders.",
  input: z.object({ requestId: z.string().min(1).max(128) }).strict(),
  output: supportRequestDetailSchema,
  access: 'admin',
});

export const adminReplyToSupportRequest = defineOperation({
  name: 'adminReplyToSupportRequest',
  summary: 'Answer the requester (mailed to them) or add an internal note.',
  input: adminSupportReplyInputSchema,
  output: supportRequestDetailSchema,
  access: 'admin',
});

export const updateSupportRequest = defineOperation({
  name: 'updateSupportRequest',
  summary: "Change a request's status, priority or assignee (an administrator).",
  input: updateSupportRequestInputSchema,
  output: supportRequestDetailSchema,
  access: 'admin',
  refusals: ['assignee-not-admin'],
});

export const listSupportAssignees = defineOperation({
  name: 'listSupportAssignees',
  summary: 'The administrators a request can be assigned to.',
  input: z.object({}).strict(),
  output: z.array(z.object({ uid: z.string(), name: z.string(), email: z.string() })),
  access: 'admin',
});

export const supportOperations = {
  openSupportForm,
  createSupportRequest,
  getSupportRequest,
  replyToSupportRequest,
  listMySupportRequests,
  adminListSupportRequests,
  adminGetSupportRequest,
  adminReplyToSupportRequest,
  updateSupportRequest,
  listSupportAssignees,
} as const;
