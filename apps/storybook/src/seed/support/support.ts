// Support requests made as people make them: the contact form opened (openSupportForm) and sent a minute later
// (createSupportRequest), the admin's answers, notes and changes through the support operations, the requester's
// replies through the link mailed to them. The visitor's link token is read back from the mail the domain sent.
import type { SeedRun, StoryActor } from '../seed-run';
import type { SupportKey, UserKey } from '../story-ids';
import { STORY_SUPPORT_USER_AGENT, type SupportPlan } from './support-plans';

export interface SeededSupportRequest {
  id: string;
  reference: string;
  /** The token of the link in the requester's confirmation mail. */
  token: string;
}

export type SeededSupport = Partial<Record<SupportKey, SeededSupportRequest>>;

const MINUTE = 60_000;

async function mailedToken(run: SeedRun, time: string, to: string, reference: string): Promise<string> {
  const mail = await run
    .at(time)
    .db.selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .where('subject', 'like', `%${reference}%`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const token = mail === undefined ? null : /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`Seed: no mailed link for support request ${reference}`);
  return token;
}

export async function seedSupportRequests(
  run: SeedRun,
  actors: Readonly<Record<UserKey, StoryActor>>,
  plans: readonly SupportPlan[],
): Promise<SeededSupport> {
  const seeded: SeededSupport = {};
  // In the order they happened: rate limits count in windows of time, and a story's clock never runs backwards.
  const inOrder = [...plans].sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt));
  for (const plan of inOrder) {
    const openedAt = Date.parse(plan.sentAt) - MINUTE;
    const requester = typeof plan.requester === 'string' ? actors[plan.requester] : null;
    const { formToken } = await run.call('openSupportForm', requester, openedAt, {});
    const created = await run.call('createSupportRequest', requester, plan.sentAt, {
      formToken,
      ...(typeof plan.requester === 'string' ? {} : plan.requester),
      category: plan.category,
      subject: plan.subject,
      message: plan.message,
      ...(plan.pageUrl === undefined ? {} : { pageUrl: plan.pageUrl }),
      userAgent: STORY_SUPPORT_USER_AGENT,
    });
    const token = await mailedToken(run, plan.sentAt, created.email, created.reference);
    if (plan.priority !== undefined || plan.assigned) {
      await run.call('updateSupportRequest', actors.admin, plan.sentAt, {
        requestId: created.id,
        ...(plan.priority === undefined ? {} : { priority: plan.priority }),
        ...(plan.assigned ? { assigneeUid: actors.admin.uid } : {}),
      });
    }
    for (const event of plan.events ?? []) {
      if (event.by === 'requester') {
        await run.call('replyToSupportRequest', requester, event.at, {
          reference: created.reference,
          ...(requester === null ? { token } : {}),
          message: event.message,
        });
      } else {
        await run.call('adminReplyToSupportRequest', actors.admin, event.at, {
          requestId: created.id,
          message: event.message,
          internal: event.by === 'note',
          ...(event.status === undefined ? {} : { status: event.status }),
        });
      }
    }
    seeded[plan.key] = { id: created.id, reference: created.reference, token };
  }
  return seeded;
}
