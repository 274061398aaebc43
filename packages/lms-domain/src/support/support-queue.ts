// Support's side: the queue, one request with everything needed to answer it, replies and internal notes, and
// changes of status, priority and assignee.
import {
  LmsError,
  type SupportPriority,
  type SupportRequestDetail,
  type SupportRequestSummary,
  type SupportStatus,
} from '@lms/core';
import { sql } from 'kysely';
import type { Caller, DomainContext } from '../context';
import { createMailer } from '../mail';
import { learnerContext } from './learner-context';
import { newRequesterLink } from './requester-access';
import { tellAssignee } from './support-notify';
import { supportReplyMail } from './support-mail';
import { supportSignature } from './support-signature';
import {
  findRequestById,
  insertMessage,
  readMessages,
  summaryQuery,
  toSummary,
  type SupportRequestRow,
} from './support-records';

export interface SupportQueueQuery {
  search?: string | undefined;
  status?: SupportStatus | undefined;
  priority?: SupportPriority | undefined;
  category?: SupportRequestSummary['category'] | undefined;
  /** An admin's uid, `me` or `none`. */
  assignee?: string | undefined;
  /** Only this account's requests ("My requests"). */
  requesterUid?: string | undefined;
  page: number;
  pageSize: number;
}

function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Latest activity first; search matches the reference, subject, requester's name or address, ignoring case. */
export async function listQueue(ctx: DomainContext, caller: Caller, query: SupportQueueQuery) {
  let filtered = summaryQuery(ctx);
  if (query.requesterUid !== undefined)
    filtered = filtered.where('support_requests.requester_uid', '=', query.requesterUid);
  if (query.status !== undefined) filtered = filtered.where('support_requests.status', '=', query.status);
  if (query.priority !== undefined)
    filtered = filtered.where('support_requests.priority', '=', query.priority);
  if (query.category !== undefined)
    filtered = filtered.where('support_requests.category', '=', query.category);
  if (query.assignee === 'none') filtered = filtered.where('support_requests.assignee_uid', 'is', null);
  else if (query.assignee !== undefined) {
    const uid = query.assignee === 'me' ? caller.uid : query.assignee;
    filtered = filtered.where('support_requests.assignee_uid', '=', uid);
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where(({ or }) =>
      or(
        [
          'support_requests.reference',
          'support_requests.subject',
          'support_requests.requester_name',
          'support_requests.requester_email',
        ].map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  const counted = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await filtered
    .orderBy('support_requests.last_message_at', 'desc')
    .orderBy('support_requests.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    items: rows.map(toSummary),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The caller's own requests (sent signed in), latest activity first; who handles them is support's business. */
export async function listMine(ctx: DomainContext, caller: Caller, page: { page: number; pageSize: number }) {
  const list = await listQueue(ctx, caller, { ...page, requesterUid: caller.uid });
  return { ...list, items: list.items.map(({ assignee: _assignee, ...summary }) => summary) };
}

async function requestOrNotFound(ctx: DomainContext, requestId: string): Promise<SupportRequestRow> {
  const row = await findRequestById(ctx, requestId);
  if (row === undefined)
    throw new LmsError('functions/not-found', 'There is no support request with this id.');
  return row;
}

export async function readDetail(ctx: DomainContext, requestId: string): Promise<SupportRequestDetail> {
  const row = await summaryQuery(ctx).where('support_requests.id', '=', requestId).executeTakeFirst();
  if (row === undefined)
    throw new LmsError('functions/not-found', 'There is no support request with this id.');
  const created = Number(row.created_at);
  const finished = row.status === 'resolved' || row.status === 'closed';
  const finishedAt = row.resolved_at ?? row.closed_at;
  return {
    ...toSummary(row),
    pageUrl: row.page_url,
    userAgent: row.user_agent,
    messages: await readMessages(ctx, row.id, { includeInternal: true }),
    firstResponseMs: row.first_response_at === null ? null : Number(row.first_response_at) - created,
    resolutionMs: finished && finishedAt !== null ? Number(finishedAt) - created : null,
    learner: await learnerContext(ctx, row),
  };
}

/** The columns a new status sets: when it was resolved or closed (a reopened request is no longer resolved). */
function statusColumns(row: SupportRequestRow, status: SupportStatus, now: number) {
  if (status === row.status) return {};
  return {
    status,
    resolved_at: status === 'resolved' ? now : status === 'closed' ? row.resolved_at : null,
    closed_at: status === 'closed' ? now : null,
  };
}

async function authorName(ctx: DomainContext, caller: Caller): Promise<string> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['display_name', 'email'])
    .where('uid', '=', caller.uid)
    .executeTakeFirst();
  return user?.display_name?.trim() || user?.email || caller.email;
}

export async function replyAsSupport(
  ctx: DomainContext,
  caller: Caller,
  input: { requestId: string; message: string; internal: boolean; status?: SupportStatus | undefined },
): Promise<SupportRequestDetail> {
  const row = await requestOrNotFound(ctx, input.requestId);
  const now = ctx.now();
  const signature = await supportSignature(ctx, caller.uid);
  await insertMessage(ctx, {
    requestId: row.id,
    author: 'support',
    authorUid: caller.uid,
    authorName: signature.name,
    body: input.message,
    internal: input.internal,
    at: now,
  });
  if (input.internal) {
    // Someone is working on it: a new request becomes open; a note changes nothing else.
    const status = input.status ?? (row.status === 'new' ? 'open' : row.status);
    await ctx.db
      .updateTable('support_requests')
      .set({ ...statusColumns(row, status, now), updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return readDetail(ctx, row.id);
  }
  const status = input.status ?? 'waiting';
  await ctx.db
    .updateTable('support_requests')
    .set({
      ...statusColumns(row, status, now),
      first_response_at: row.first_response_at ?? now,
      updated_at: now,
      last_message_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  try {
    const link = await newRequesterLink(ctx, row);
    await createMailer(ctx).send(
      supportReplyMail(row.requester_email, row, { signature, body: input.message }, link),
    );
  } catch (error) {
    // The answer is saved and shows on the request's page; the mail is logged for an operator to resend.
    ctx.log.error({ err: error, reference: row.reference }, 'support reply e-mail failed');
  }
  return readDetail(ctx, row.id);
}

export async function listAssignees(ctx: DomainContext) {
  const admins = await ctx.db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name'])
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .orderBy('email')
    .execute();
  return admins.map((admin) => ({
    uid: admin.uid,
    name: admin.display_name?.trim() || admin.email,
    email: admin.email,
  }));
}

export async function updateRequest(
  ctx: DomainContext,
  caller: Caller,
  input: {
    requestId: string;
    status?: SupportStatus | undefined;
    priority?: SupportPriority | undefined;
    assigneeUid?: string | null | undefined;
  },
): Promise<SupportRequestDetail> {
  const row = await requestOrNotFound(ctx, input.requestId);
  if (input.assigneeUid !== undefined && input.assigneeUid !== null) {
    const admins = await listAssignees(ctx);
    if (!admins.some((admin) => admin.uid === input.assigneeUid)) {
      throw new LmsError('functions/invalid-argument', 'Requests can only be assigned to an administrator.', {
        reason: 'assignee-not-admin',
        issues: [{ path: 'assigneeUid', message: 'Choose an administrator.' }],
      });
    }
  }
  const now = ctx.now();
  await ctx.db
    .updateTable('support_requests')
    .set({
      ...(input.status === undefined ? {} : statusColumns(row, input.status, now)),
      ...(input.priority === undefined ? {} : { priority: input.priority }),
      ...(input.assigneeUid === undefined ? {} : { assignee_uid: input.assigneeUid }),
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  const assigned = input.assigneeUid ?? null;
  if (assigned !== null && assigned !== row.assignee_uid && assigned !== caller.uid) {
    const who = await authorName(ctx, caller);
    await tellAssignee(ctx, { ...row, assignee_uid: assigned }, `${who} assigned ${row.reference} to you.`);
  }
  return readDetail(ctx, row.id);
}
