// Notes to the administrator a request is assigned to: the requester wrote again, or someone assigned it to them.
import type { DomainContext } from '../context';
import { createMailer } from '../mail';
import { isEmailEnabled } from '../settings/site-settings';
import { supportActivityMail } from './support-mail';
import type { SupportRequestRow } from './support-records';

/** The assigned administrator hears of the requester's reply; a failed mail is only logged. */
export async function tellAssignee(ctx: DomainContext, row: SupportRequestRow, what: string): Promise<void> {
  if (row.assignee_uid === null || !(await isEmailEnabled(ctx, 'supportUpdates'))) return;
  const assignee = await ctx.db
    .selectFrom('users')
    .select('email')
    .where('uid', '=', row.assignee_uid)
    .executeTakeFirst();
  if (assignee === undefined) return;
  const link = `${ctx.config.publicUrl}/admin/support-requests/${encodeURIComponent(row.id)}`;
  try {
    await createMailer(ctx).send(supportActivityMail(assignee.email, row, what, link));
  } catch (error) {
    ctx.log.error({ err: error, reference: row.reference }, 'support assignee e-mail failed');
  }
}
