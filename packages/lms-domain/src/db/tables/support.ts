// Kysely table types of support requests (conventions: ../schema.ts).
import type { Flag } from './flag';

export type SupportStatusColumn = 'new' | 'open' | 'waiting' | 'resolved' | 'closed';
export type SupportPriorityColumn = 'low' | 'normal' | 'high' | 'urgent';

/** Support: one request, from a signed-in user or from a visitor known by name and e-mail address. */
export interface SupportRequestsTable {
  id: string;
  /** SR- and six characters; unique; what people quote. */
  reference: string;
  requester_uid: string | null;
  requester_name: string;
  /** Lower-cased. */
  requester_email: string;
  category: 'account' | 'payment' | 'course-content' | 'technical' | 'other';
  subject: string;
  status: SupportStatusColumn;
  priority: SupportPriorityColumn;
  assignee_uid: string | null;
  page_url: string | null;
  user_agent: string | null;
  created_at: number;
  updated_at: number;
  last_message_at: number;
  /** Support's first answer to the requester (internal notes do not count). */
  first_response_at: number | null;
  /** The last time it became resolved; cleared when the requester reopens it. */
  resolved_at: number | null;
  closed_at: number | null;
}

/** Support: the conversation of a request, with support's internal notes. */
export interface SupportMessagesTable {
  id: string;
  request_id: string;
  author: 'requester' | 'support';
  author_uid: string | null;
  author_name: string;
  body: string;
  internal: Flag;
  created_at: number;
}

/** Support: a file (in the files table) attached to a message. */
export interface SupportAttachmentsTable {
  path: string;
  request_id: string;
  message_id: string;
  file_name: string;
  created_at: number;
}

/**
 * Support: an opened contact form. Its token is the folder its attachments are uploaded into and proves when the
 * form was opened (a form sent within seconds was not filled in by a person); it is used once.
 */
export interface SupportFormsTable {
  token: string;
  issued_at: number;
  used_at: number | null;
}

/** Support: a link mailed to a requester; its token (SHA-256 here) lets them read and answer without signing in. */
export interface SupportLinksTable {
  token_hash: string;
  request_id: string;
  created_at: number;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    support_requests: SupportRequestsTable;
    support_messages: SupportMessagesTable;
    support_attachments: SupportAttachmentsTable;
    support_forms: SupportFormsTable;
    support_links: SupportLinksTable;
  }
}
