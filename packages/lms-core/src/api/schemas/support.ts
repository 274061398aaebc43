// Support requests on the wire: the contact form, the requester's view (their conversation, without support's
// internal notes) and support's view (the queue, notes, the learner's context, response and resolution times).
import { z } from 'zod';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
} from '../../support/support-rules';

export const supportCategorySchema = z.enum(SUPPORT_CATEGORIES);
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export const supportPrioritySchema = z.enum(SUPPORT_PRIORITIES);

/** Reference people quote (on screen, in e-mails, on the phone): SR- and six letters or digits, none ambiguous. */
export const supportReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^SR-[2-9A-HJ-NP-Z]{6}$/, 'A reference looks like SR-7KQ4MZ.');

/** The token of a link mailed to a requester: it is their permission to read and answer without signing in. */
const accessTokenSchema = z.string().trim().min(20).max(100);
const formTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'Open the contact form again.');
const messageSchema = z.string().trim().min(1, 'Write a message.').max(SUPPORT_LIMITS.messageMax);

export const supportAttachmentInputSchema = z
  .object({
    /** Where the file service stored it: support_attachments/{form token}/{file name}. */
    path: z.string().min(1).max(400),
    /** The name the person's file had, shown to support. */
    fileName: z.string().trim().min(1).max(255),
  })
  .strict();

export const createSupportRequestInputSchema = z
  .object({
    formToken: formTokenSchema,
    /** Required when signed out; a signed-in requester is known by their account. */
    name: z.string().trim().max(SUPPORT_LIMITS.nameMax).optional(),
    email: z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid e-mail address.')).optional(),
    category: supportCategorySchema,
    subject: z.string().trim().min(1, 'Write a subject.').max(SUPPORT_LIMITS.subjectMax),
    message: messageSchema,
    /** The page the person came from and their browser, filled in by the form. */
    pageUrl: z.string().trim().max(SUPPORT_LIMITS.pageUrlMax).optional(),
    userAgent: z.string().trim().max(SUPPORT_LIMITS.userAgentMax).optional(),
    attachments: z.array(supportAttachmentInputSchema).max(SUPPORT_LIMITS.attachmentsMax).default([]),
    /** The honeypot: a field people never see, so never fill in. */
    website: z.string().max(500).optional(),
  })
  .strict();
export type CreateSupportRequestInput = z.input<typeof createSupportRequestInputSchema>;

export const supportFormSchema = z.object({
  formToken: z.string(),
  /** Sent before this time (ISO 8601), the form counts as a quick send, of which an address has only a few an hour. */
  sendableAt: z.string(),
});
export type SupportForm = z.output<typeof supportFormSchema>;

export const createdSupportRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** Where the confirmation with the reference (and, signed out, the link to the request) was sent. */
  email: z.string(),
  status: supportStatusSchema,
});
export type CreatedSupportRequest = z.output<typeof createdSupportRequestSchema>;

export const supportAttachmentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  /** A download link carrying the file's token. */
  url: z.string(),
});
export type SupportAttachment = z.output<typeof supportAttachmentSchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  /** requester: the person who asked; support: an administrator. */
  author: z.enum(['requester', 'support']),
  authorName: z.string(),
  body: z.string(),
  /** An internal note: only support sees it and it is never mailed. */
  internal: z.boolean(),
  createdAt: z.string(),
  attachments: z.array(supportAttachmentSchema),
});
export type SupportMessage = z.output<typeof supportMessageSchema>;

/** What the requester sees: their request and the public conversation. */
export const supportRequestViewSchema = z.object({
  reference: z.string(),
  subject: z.string(),
  category: supportCategorySchema,
  status: supportStatusSchema,
  requesterName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(supportMessageSchema),
  /** False once the request is closed: a new request is the way to go on. */
  canReply: z.boolean(),
});
export type SupportRequestView = z.output<typeof supportRequestViewSchema>;

const personSchema = z.object({ uid: z.string(), name: z.string(), email: z.string() });
export type SupportPerson = z.output<typeof personSchema>;

export const supportRequestSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  category: supportCategorySchema,
  status: supportStatusSchema,
  priority: supportPrioritySchema,
  requesterName: z.string(),
  requesterEmail: z.string(),
  /** Null when the request was sent signed out (or the account was deleted since). */
  requesterUid: z.string().nullable(),
  assignee: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessageAt: z.string(),
  /** When support first answered the requester (internal notes do not count). */
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type SupportRequestSummary = z.output<typeof supportRequestSummarySchema>;

/** The requester's account as support sees it next to the request. */
export const supportLearnerContextSchema = z.object({
  uid: z.string(),
  /** account: the request was sent signed in; email: sent signed out with this account's address (unproven). */
  matchedBy: z.enum(['account', 'email']),
  displayName: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  disabled: z.boolean(),
  enrollments: z.array(
    z.object({
      courseId: z.string(),
      courseTitle: z.string(),
      progress: z.number(),
      completed: z.boolean(),
      enrolledAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      courseTitle: z.string(),
      status: z.string(),
      totalCents: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type SupportLearnerContext = z.output<typeof supportLearnerContextSchema>;

export const supportRequestDetailSchema = supportRequestSummarySchema.extend({
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  messages: z.array(supportMessageSchema),
  /** Milliseconds from the request to support's first answer; null until then. */
  firstResponseMs: z.number().int().min(0).nullable(),
  /** Milliseconds from the request to its resolution; null while it is not resolved or closed. */
  resolutionMs: z.number().int().min(0).nullable(),
  /** Null when the requester has no account (sent signed out with an address no account has). */
  learner: supportLearnerContextSchema.nullable(),
});
export type SupportRequestDetail = z.output<typeof supportRequestDetailSchema>;

export const supportRequestLookupSchema = z
  .object({ reference: supportReferenceSchema, token: accessTokenSchema.optional() })
  .strict();

export const supportReplyInputSchema = z
  .object({ reference: supportReferenceSchema, token: accessTokenSchema.optional(), message: messageSchema })
  .strict();

/** The queue's filters: `assignee` is an admin's uid, `me` or `none`. */
export const supportQueueFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: supportStatusSchema.optional(),
  priority: supportPrioritySchema.optional(),
  category: supportCategorySchema.optional(),
  assignee: z.string().trim().min(1).max(128).optional(),
});

export const adminSupportReplyInputSchema = z
  .object({
    requestId: z.string().min(1).max(128),
    message: messageSchema,
    /** An internal note: kept for support only, not mailed, no change of status. */
    internal: z.boolean().default(false),
    /** The status after a reply to the requester; `waiting` unless given. */
    status: z.enum(['open', 'waiting', 'resolved', 'closed']).optional(),
  })
  .strict();

export const updateSupportRequestInputSchema = z
  .object({
    requestId: z.string().min(1).max(128),
    status: supportStatusSchema.optional(),
    priority: supportPrioritySchema.optional(),
    /** An administrator's uid, or null for nobody. */
    assigneeUid: z.string().min(1).max(128).nullable().optional(),
  })
  .strict();
