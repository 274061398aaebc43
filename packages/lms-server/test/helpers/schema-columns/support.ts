// The columns of lms-domain's `db/tables/support.ts`, for the migrations test.
import type { SchemaColumns } from './columns';

export const supportColumns = {
  support_requests: {
    id: true,
    reference: true,
    requester_uid: true,
    requester_name: true,
    requester_email: true,
    category: true,
    subject: true,
    status: true,
    priority: true,
    assignee_uid: true,
    page_url: true,
    user_agent: true,
    created_at: true,
    updated_at: true,
    last_message_at: true,
    first_response_at: true,
    resolved_at: true,
    closed_at: true,
  },
  support_messages: {
    id: true,
    request_id: true,
    author: true,
    author_uid: true,
    author_name: true,
    body: true,
    internal: true,
    created_at: true,
  },
  support_attachments: { path: true, request_id: true, message_id: true, file_name: true, created_at: true },
  support_forms: { token: true, issued_at: true, used_at: true },
  support_links: { token_hash: true, request_id: true, created_at: true },
} satisfies Partial<SchemaColumns>;
