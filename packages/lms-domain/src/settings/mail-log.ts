// The mail log an administrator reads on the test page (issue 32): the outbox's rows, newest first, with where each
// stands with the relay; a refused mail can be sent again (mail/outbox-delivery.ts's resendMail).
import { LmsError, type MailLogEntry, type MailLogPage, type MailLogStatus } from '@lms/core';
import type { DomainContext } from '../context';
import type { OutboxTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { resendMail } from '../mail/outbox-delivery';

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

function entryOf(
  row: Omit<Selectable<OutboxTable>, 'text_body' | 'html_body' | 'claimed_until' | 'message_id'>,
): MailLogEntry {
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: iso(row.sent_at),
    nextAttemptAt: row.status === 'queued' ? iso(row.next_attempt_at) : null,
    error: row.error,
  };
}

const COLUMNS = [
  'id',
  'to_address',
  'subject',
  'status',
  'attempts',
  'created_at',
  'sent_at',
  'next_attempt_at',
  'error',
] as const;

export async function listMailLog(
  ctx: DomainContext,
  input: { status?: MailLogStatus | undefined; page: number; pageSize: number },
): Promise<MailLogPage> {
  let query = ctx.db.selectFrom('outbox');
  if (input.status !== undefined) query = query.where('status', '=', input.status);
  const [rows, total, counts] = await Promise.all([
    query
      .select(COLUMNS)
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['queued', 'failed'])
      .groupBy('status')
      .execute(),
  ]);
  const count = (status: MailLogStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  return {
    items: rows.map(entryOf),
    total: Number(total.n),
    page: input.page,
    pageSize: input.pageSize,
    relay: ctx.mailTransport !== null,
    waiting: count('queued'),
    failed: count('failed'),
  };
}

/** Sends the mail again now and answers where it stands afterwards (sent, or queued with the relay's refusal). */
export async function resendFromLog(ctx: DomainContext, id: number): Promise<MailLogEntry> {
  await resendMail(ctx, id);
  const row = await ctx.db.selectFrom('outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (row === undefined)
    throw new LmsError('functions/not-found', `There is no e-mail ${id} in the mail log.`);
  return entryOf(row);
}
