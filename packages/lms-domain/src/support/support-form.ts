// The contact form's token: issued when the form opens, it is the folder a visitor's attachments are uploaded into
// (so no sign-in is needed to attach a screenshot) and it tells how long the form was open: one sent within
// seconds counts against a tighter limit (requester-requests.ts). Each token sends one request; unused ones expire
// after a day.
import { LmsError, SUPPORT_LIMITS, type SupportForm, type RefusalReason } from '@lms/core';
import type { DomainContext } from '../context';
import { randomToken } from '../platform/random';
import { toIso } from '../catalogue/course-mapping';
import { enforceSupportLimit } from './support-limits';

const FORM_TOKEN_BYTES = 32;

export async function openSupportForm(
  ctx: DomainContext,
  clientIp: string | undefined,
): Promise<SupportForm> {
  await enforceSupportLimit(ctx, 'formPerIp', clientIp ?? 'unknown');
  const now = ctx.now();
  // Forms opened and never sent: their tokens no longer let anything happen, so they go.
  await ctx.db
    .deleteFrom('support_forms')
    .where('issued_at', '<', now - 2 * SUPPORT_LIMITS.formLifetimeMs)
    .execute();
  const token = randomToken(FORM_TOKEN_BYTES);
  await ctx.db.insertInto('support_forms').values({ token, issued_at: now, used_at: null }).execute();
  return { formToken: token, sendableAt: toIso(now + SUPPORT_LIMITS.minimumFillMs) };
}

function formRefused(message: string, reason: RefusalReason): LmsError {
  return new LmsError('functions/invalid-argument', message, { reason });
}

/** The form behind a token, still unsent and within its lifetime, or a refusal saying to open the form again. */
export async function findOpenForm(ctx: DomainContext, token: string): Promise<{ issuedAt: number }> {
  const row = await ctx.db
    .selectFrom('support_forms')
    .select(['issued_at', 'used_at'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (row === undefined || Number(row.issued_at) < ctx.now() - SUPPORT_LIMITS.formLifetimeMs) {
    throw formRefused('This form has expired: reload the page and send it again.', 'form-expired');
  }
  if (row.used_at !== null) {
    throw formRefused(
      'This form was already sent: open the contact page again for a new request.',
      'form-used',
    );
  }
  return { issuedAt: Number(row.issued_at) };
}

/** The file service's "attachment-upload" guard (this area's manifest): a file under support_attachments/{token}/. */
export async function authorizeSupportAttachmentUpload(
  ctx: DomainContext,
  path: { folder: string; path: string },
): Promise<void> {
  try {
    await findOpenForm(ctx, path.folder);
  } catch (error) {
    if (error instanceof LmsError)
      throw LmsError.received('storage/unauthorized', error.message, error.details);
    throw error;
  }
  const stored = await ctx.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('path', 'like', `support_attachments/${path.folder}/%`)
    .where('path', '!=', path.path)
    .executeTakeFirstOrThrow();
  // Room to replace a wrong file (removed in the form, still stored) and no more: the request itself takes
  // attachmentsMax of them.
  if (Number(stored.count) >= 2 * SUPPORT_LIMITS.attachmentsMax) {
    throw new LmsError(
      'storage/quota-exceeded',
      `A request may have at most ${SUPPORT_LIMITS.attachmentsMax} attachments.`,
      { reason: 'attachments-max', max: SUPPORT_LIMITS.attachmentsMax },
    );
  }
}

/** Marks the form sent; false when another request used it first (a double click). */
export async function useForm(ctx: DomainContext, token: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('support_forms')
    .set({ used_at: ctx.now() })
    .where('token', '=', token)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
