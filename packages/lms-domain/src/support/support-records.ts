// Reading and writing the support tables, and turning rows into the contract's shapes.
import {
  API_PATHS,
  type SupportAttachment,
  type SupportMessage,
  type SupportRequestSummary,
} from '@lms/core';
import type { Selectable } from 'kysely';
import type { DomainContext } from '../context';
import type { SupportRequestsTable } from '../db/schema';
import { toIso } from '../catalogue/course-mapping';
import { encodeStoragePath } from '../files/storage-path';
import { newId, randomBytes } from '../platform/random';

export type SupportRequestRow = Selectable<SupportRequestsTable>;

/** No 0/O, 1/I: a reference is read aloud and typed from paper. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** SR- and six random characters (a billion possibilities): unguessable enough that numbers reveal no volume. */
export function newReference(): string {
  return `SR-${Array.from(randomBytes(6), (byte) => REFERENCE_ALPHABET[byte % 32]).join('')}`;
}

export async function findRequestById(
  ctx: DomainContext,
  id: string,
): Promise<SupportRequestRow | undefined> {
  return ctx.db.selectFrom('support_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRequestByReference(
  ctx: DomainContext,
  reference: string,
): Promise<SupportRequestRow | undefined> {
  return ctx.db
    .selectFrom('support_requests')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

interface MessageInsert {
  requestId: string;
  author: 'requester' | 'support';
  authorUid: string | null;
  authorName: string;
  body: string;
  internal: boolean;
  at: number;
}

export async function insertMessage(ctx: DomainContext, message: MessageInsert): Promise<string> {
  const id = newId();
  await ctx.db
    .insertInto('support_messages')
    .values({
      id,
      request_id: message.requestId,
      author: message.author,
      author_uid: message.authorUid,
      author_name: message.authorName,
      body: message.body,
      internal: message.internal ? 1 : 0,
      created_at: message.at,
    })
    .execute();
  return id;
}

/**
 * The conversation, oldest first, with each message's attachments and their download links. `teamName` (the
 * requester's view): support's answers are signed with their author's display name, or this when they have none,
 * whatever was stored (answers written before the rule carry an e-mail address).
 */
export async function readMessages(
  ctx: DomainContext,
  requestId: string,
  options: { includeInternal: boolean; teamName?: string },
): Promise<SupportMessage[]> {
  let query = ctx.db
    .selectFrom('support_messages')
    .leftJoin('users as author', 'author.uid', 'support_messages.author_uid')
    .selectAll('support_messages')
    .select('author.display_name as author_display_name')
    .where('request_id', '=', requestId)
    .orderBy('support_messages.created_at')
    .orderBy('support_messages.id');
  if (!options.includeInternal) query = query.where('internal', '=', 0);
  const rows = await query.execute();
  const files = await ctx.db
    .selectFrom('support_attachments')
    .innerJoin('files', 'files.path', 'support_attachments.path')
    .select([
      'support_attachments.message_id',
      'support_attachments.file_name',
      'files.path',
      'files.content_type',
      'files.size',
      'files.download_token',
    ])
    .where('support_attachments.request_id', '=', requestId)
    .orderBy('support_attachments.created_at')
    .execute();
  const byMessage = new Map<string, SupportAttachment[]>();
  for (const file of files) {
    const list = byMessage.get(file.message_id) ?? [];
    list.push({
      fileName: file.file_name,
      contentType: file.content_type,
      size: Number(file.size),
      url: `${ctx.config.publicUrl}${API_PATHS.files}/download/${encodeStoragePath(file.path)}?token=${file.download_token}`,
    });
    byMessage.set(file.message_id, list);
  }
  const { teamName } = options;
  const signed = (row: (typeof rows)[number]) =>
    teamName !== undefined && row.author === 'support'
      ? row.author_display_name?.trim() || teamName
      : row.author_name;
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    authorName: signed(row),
    body: row.body,
    internal: row.internal === 1,
    createdAt: toIso(Number(row.created_at)),
    attachments: byMessage.get(row.id) ?? [],
  }));
}

type AssigneeColumns = { assignee_name: string | null; assignee_email: string | null };

/** The queue's columns: the request and its assignee's name. */
export function summaryQuery(ctx: DomainContext) {
  return ctx.db
    .selectFrom('support_requests')
    .leftJoin('users as assignee', 'assignee.uid', 'support_requests.assignee_uid')
    .selectAll('support_requests')
    .select(['assignee.display_name as assignee_name', 'assignee.email as assignee_email']);
}

const isoOrNull = (value: number | null) => (value === null ? null : toIso(Number(value)));

export function toSummary(row: SupportRequestRow & AssigneeColumns): SupportRequestSummary {
  return {
    id: row.id,
    reference: row.reference,
    subject: row.subject,
    category: row.category,
    status: row.status,
    priority: row.priority,
    requesterName: row.requester_name,
    requesterEmail: row.requester_email,
    requesterUid: row.requester_uid,
    assignee:
      row.assignee_uid === null || row.assignee_email === null
        ? null
        : { uid: row.assignee_uid, name: row.assignee_name ?? row.assignee_email, email: row.assignee_email },
    createdAt: toIso(Number(row.created_at)),
    updatedAt: toIso(Number(row.updated_at)),
    lastMessageAt: toIso(Number(row.last_message_at)),
    firstResponseAt: isoOrNull(row.first_response_at),
    resolvedAt: isoOrNull(row.resolved_at),
  };
}
