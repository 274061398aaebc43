// Support requests: the words both sides agree on (categories, statuses, priorities), the limits the form and the
// server check alike, and the lifecycle a reply moves a request through. Zod-free, so the contact form can use them
// before the contract loads.

export const SUPPORT_CATEGORIES = ['account', 'payment', 'course-content', 'technical', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/**
 * new: nobody in support has acted yet; open: support is on it; waiting: support answered and waits for the
 * requester; resolved: support considers it done (a reply by the requester reopens it); closed: finished for good.
 */
export const SUPPORT_STATUSES = ['new', 'open', 'waiting', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_LIMITS = {
  nameMax: 120,
  subjectMax: 200,
  messageMax: 5000,
  pageUrlMax: 2048,
  userAgentMax: 512,
  /** Files attached to one request (a screenshot, a receipt, an error report). */
  attachmentsMax: 3,
  /** 10 MB: a phone's full-size screenshot or a scanned receipt fits, a video does not. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /**
   * A form sent sooner after it was opened is a quick send: allowed (autofill and paste make people this fast),
   * but only a few per client address and hour, as a program posting forms sends every one this way.
   */
  minimumFillMs: 3000,
  /** A form opened longer ago than this must be opened again (its token expired). */
  formLifetimeMs: 24 * 60 * 60 * 1000,
} as const;

/** What a reply by the requester does to the status: a resolved request reopens, a waiting one is open again. */
export function statusAfterRequesterReply(status: SupportStatus): SupportStatus {
  if (status === 'resolved' || status === 'waiting') return 'open';
  return status;
}

/** A closed request takes no more replies from its requester: they send a new request instead. */
export function requesterMayReply(status: SupportStatus): boolean {
  return status !== 'closed';
}
