// The requester's side: sending a request from the contact form, reading it and answering.
import {
  LmsError,
  requesterMayReply,
  statusAfterRequesterReply,
  SUPPORT_LIMITS,
  type CreatedSupportRequest,
  type SupportRequestView,
} from '@lms/core';
import type { z } from 'zod';
import type { createSupportRequestInputSchema, RefusalReason } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { toIso } from '../catalogue/course-mapping';
import { createMailer } from '../mail';
import { newId } from '../platform/random';
import { findOpenForm, useForm } from './support-form';
import { enforceSupportLimit } from './support-limits';
import { supportConfirmationMail } from './support-mail';
import {
  findRequestByReference,
  insertMessage,
  newReference,
  readMessages,
  type SupportRequestRow,
} from './support-records';
import { newRequesterLink, requestForRequester } from './requester-access';
import { tellAssignee } from './support-notify';
import { supportTeamName } from './support-signature';

type CreateInput = z.output<typeof createSupportRequestInputSchema>;

function refused(message: string, reason: RefusalReason, path?: string): LmsError {
  return new LmsError(
    'functions/invalid-argument',
    message,
    path === undefined ? { reason } : { reason, issues: [{ path, message }] },
  );
}

/** Who is asking: the signed-in account, or the name and address a visitor gave. */
async function requesterOf(ctx: DomainContext, caller: Caller | null, input: CreateInput) {
  if (caller !== null) {
    const user = await ctx.db
      .selectFrom('users')
      .select(['uid', 'email', 'display_name'])
      .where('uid', '=', caller.uid)
      .executeTakeFirst();
    if (user !== undefined) {
      const name = user.display_name?.trim() || input.name?.trim() || user.email;
      return { uid: user.uid, name, email: user.email };
    }
  }
  if (!input.name) throw refused('Tell us your name.', 'name-required', 'name');
  if (!input.email) throw refused('Tell us the e-mail address we should answer.', 'email-required', 'email');
  return { uid: null, name: input.name, email: input.email };
}

/** The files uploaded with this form, each under its folder and stored by the file service. */
async function checkAttachments(ctx: DomainContext, input: CreateInput) {
  const prefix = `support_attachments/${input.formToken}/`;
  for (const attachment of input.attachments) {
    const stored = attachment.path.startsWith(prefix)
      ? await ctx.db.selectFrom('files').select('path').where('path', '=', attachment.path).executeTakeFirst()
      : undefined;
    if (stored === undefined) {
      throw refused(
        `The attachment "${attachment.fileName}" was not uploaded with this form: attach it again.`,
        'attachment-missing',
        'attachments',
      );
    }
  }
}

async function unusedReference(ctx: DomainContext): Promise<string> {
  for (;;) {
    const reference = newReference();
    if ((await findRequestByReference(ctx, reference)) === undefined) return reference;
  }
}

export async function createSupportRequest(
  ctx: DomainContext,
  caller: Caller | null,
  input: CreateInput,
  clientIp: string | undefined,
): Promise<CreatedSupportRequest> {
  // A field people never see: only a program fills it in.
  if (input.website !== undefined && input.website.trim() !== '') {
    throw refused('This request looks automated and was not sent.', 'spam-suspected');
  }
  const form = await findOpenForm(ctx, input.formToken);
  const requester = await requesterOf(ctx, caller, input);
  // Autofill and paste make a person as quick as a program, so a quick send is never refused on its own: it only
  // counts against a tighter limit per address, which stops a program posting forms the moment they open.
  if (ctx.now() - form.issuedAt < SUPPORT_LIMITS.minimumFillMs) {
    await enforceSupportLimit(ctx, 'quickCreatePerIp', clientIp ?? 'unknown');
  }
  await enforceSupportLimit(ctx, 'createPerIp', clientIp ?? 'unknown');
  await enforceSupportLimit(ctx, 'createPerEmail', requester.email);
  await checkAttachments(ctx, input);
  if (!(await useForm(ctx, input.formToken))) {
    throw refused('This form was already sent: open the contact page again for a new request.', 'form-used');
  }

  const now = ctx.now();
  const id = newId();
  const reference = await unusedReference(ctx);
  await ctx.db
    .insertInto('support_requests')
    .values({
      id,
      reference,
      requester_uid: requester.uid,
      requester_name: requester.name,
      requester_email: requester.email,
      category: input.category,
      subject: input.subject,
      status: 'new',
      priority: 'normal',
      assignee_uid: null,
      page_url: input.pageUrl || null,
      user_agent: input.userAgent || null,
      created_at: now,
      updated_at: now,
      last_message_at: now,
      first_response_at: null,
      resolved_at: null,
      closed_at: null,
    })
    .execute();
  const messageId = await insertMessage(ctx, {
    requestId: id,
    author: 'requester',
    authorUid: requester.uid,
    authorName: requester.name,
    body: input.message,
    internal: false,
    at: now,
  });
  if (input.attachments.length > 0) {
    await ctx.db
      .insertInto('support_attachments')
      .values(
        input.attachments.map((attachment) => ({
          path: attachment.path,
          request_id: id,
          message_id: messageId,
          file_name: attachment.fileName,
          created_at: now,
        })),
      )
      .execute();
  }
  const row = await findRequestByReference(ctx, reference);
  if (row !== undefined) await mailQuietly(ctx, row, requester.email, 'confirmation');
  return { id, reference, email: requester.email, status: 'new' };
}

/** The request is saved and its reference shown: a mail that cannot go now is logged, not a failure. */
async function mailQuietly(ctx: DomainContext, row: SupportRequestRow, to: string, kind: 'confirmation') {
  try {
    const link = await newRequesterLink(ctx, row);
    if (kind === 'confirmation') await createMailer(ctx).send(supportConfirmationMail(to, row, link));
  } catch (error) {
    ctx.log.error({ err: error, reference: row.reference }, 'support confirmation e-mail failed');
  }
}

export async function requesterView(ctx: DomainContext, row: SupportRequestRow): Promise<SupportRequestView> {
  return {
    reference: row.reference,
    subject: row.subject,
    category: row.category,
    status: row.status,
    requesterName: row.requester_name,
    createdAt: toIso(Number(row.created_at)),
    updatedAt: toIso(Number(row.updated_at)),
    messages: await readMessages(ctx, row.id, {
      includeInternal: false,
      teamName: await supportTeamName(ctx),
    }),
    canReply: requesterMayReply(row.status),
  };
}

export async function getSupportRequest(
  ctx: DomainContext,
  caller: Caller | null,
  lookup: { reference: string; token?: string | undefined },
): Promise<SupportRequestView> {
  return requesterView(ctx, await requestForRequester(ctx, caller, lookup));
}

export async function replyAsRequester(
  ctx: DomainContext,
  caller: Caller | null,
  input: { reference: string; token?: string | undefined; message: string },
  clientIp: string | undefined,
): Promise<SupportRequestView> {
  const row = await requestForRequester(ctx, caller, input);
  if (!requesterMayReply(row.status)) {
    throw refused(
      `Request ${row.reference} is closed: send a new request from the contact page.`,
      'request-closed',
    );
  }
  await enforceSupportLimit(ctx, 'replyPerIp', clientIp ?? 'unknown');
  await enforceSupportLimit(ctx, 'replyPerRequest', row.id);
  const now = ctx.now();
  await insertMessage(ctx, {
    requestId: row.id,
    author: 'requester',
    authorUid: row.requester_uid,
    authorName: row.requester_name,
    body: input.message,
    internal: false,
    at: now,
  });
  const status = statusAfterRequesterReply(row.status);
  await ctx.db
    .updateTable('support_requests')
    .set({
      status,
      resolved_at: status === row.status ? row.resolved_at : null,
      updated_at: now,
      last_message_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  await tellAssignee(ctx, row, `${row.requester_name} wrote again on ${row.reference}:\n\n${input.message}`);
  const updated = await findRequestByReference(ctx, row.reference);
  return requesterView(ctx, updated ?? row);
}
