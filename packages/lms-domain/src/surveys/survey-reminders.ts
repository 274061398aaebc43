// Reminders: an admin e-mails the learners who reached a survey (opened it or its course's page showed it) and
// have not completed it. The completion table says who completed, so anonymous surveys work the same and no answer
// is read. Rate limit: one sending per survey per 24 hours (and, against two admins clicking at once, one per UTC
// day: the table's unique key). Mail goes through the mailer (the relay, or the outbox without one); one failed
// address does not stop the others.
import { LmsError } from '@lms/core';
import type { Caller, DomainContext, MailMessage } from '../context';
import { createMailer } from '../mail';
import { escapeHtml } from '../mail/templates';
import { newId } from '../platform/random';
import { usableAppAddress } from '../platform/user-app-address';
import { iso, requireSurvey, surveyState, type SurveyRow } from './survey-records';

export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A survey reached by more learners than this is reminded in several days' sendings (oldest reached first). */
const MAX_RECIPIENTS = 2000;
const DAY_MS = 86_400_000;

async function pendingLearners(ctx: DomainContext, row: SurveyRow) {
  let query = ctx.db
    .selectFrom('survey_reach as r')
    .innerJoin('users as u', 'u.uid', 'r.user_id')
    .leftJoin('survey_completions as c', (join) =>
      join.onRef('c.survey_id', '=', 'r.survey_id').onRef('c.user_id', '=', 'r.user_id'),
    )
    .select(['u.email', 'u.display_name', 'u.app_address'])
    .where('r.survey_id', '=', row.id)
    .where('c.id', 'is', null)
    .where('u.disabled', '=', 0);
  // A course's survey: only learners whose access has not ended (they could not answer otherwise).
  if (row.course_id !== null)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('enrollments as e')
          .select('e.id')
          .whereRef('e.user_id', '=', 'r.user_id')
          .where('e.course_id', '=', row.course_id!)
          .where('e.ended_at', 'is', null),
      ),
    );
  return query.orderBy('r.first_at').limit(MAX_RECIPIENTS).execute();
}

async function lastSending(ctx: DomainContext, surveyId: string) {
  return ctx.db
    .selectFrom('survey_reminders')
    .select('sent_at')
    .where('survey_id', '=', surveyId)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function nextAllowed(last: { sent_at: number } | undefined, now: number): number | null {
  if (last === undefined) return null;
  const next = Number(last.sent_at) + REMINDER_INTERVAL_MS;
  return next > now ? next : null;
}

export async function previewReminders(ctx: DomainContext, surveyId: string) {
  const row = await requireSurvey(ctx, surveyId);
  const last = await lastSending(ctx, row.id);
  const next = nextAllowed(last, ctx.now());
  return {
    recipients: (await pendingLearners(ctx, row)).length,
    lastSentAt: last === undefined ? null : iso(last.sent_at),
    nextAllowedAt: next === null ? null : iso(next),
  };
}

/** `appAddress`: the learner's app (platform/user-app-address.ts). */
function reminderMail(row: SurveyRow, appAddress: string, to: string, name: string | null): MailMessage {
  const link = `${appAddress}/surveys/${encodeURIComponent(row.id)}`;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const ask = `You have not answered "${row.title}" yet. It takes a few minutes, and it helps us improve.`;
  return {
    to,
    subject: `Reminder: ${row.title}`,
    text: `${greeting}\n\n${ask}\n\nAnswer it here:\n${link}`,
    html:
      `<!doctype html><html><body><p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p>` +
      `<p><a href="${escapeHtml(link)}">Answer the survey</a></p></body></html>`,
  };
}

export async function sendReminders(ctx: DomainContext, caller: Caller, surveyId: string) {
  const row = await requireSurvey(ctx, surveyId);
  const now = ctx.now();
  if (surveyState(row, now) === 'closed')
    throw new LmsError('functions/invalid-argument', 'This survey is closed: nobody can answer it now.', {
      reason: 'survey-closed',
    });
  const next = nextAllowed(await lastSending(ctx, row.id), now);
  const refuseTooSoon = (at: number): never => {
    throw new LmsError(
      'functions/resource-exhausted',
      'A reminder for this survey was sent less than 24 hours ago.',
      {
        reason: 'reminder-too-soon',
        retryAfterSeconds: Math.ceil((at - now) / 1000),
        nextAllowedAt: iso(at),
      },
    );
  };
  if (next !== null) refuseTooSoon(next);
  const learners = await pendingLearners(ctx, row);
  if (learners.length === 0)
    throw new LmsError('functions/invalid-argument', 'Everyone reached has answered: nobody to remind.', {
      reason: 'nobody-to-remind',
    });
  const claimed = await ctx.db
    .insertInto('survey_reminders')
    .values({
      id: newId(),
      survey_id: row.id,
      day: Math.floor(now / DAY_MS) * DAY_MS,
      sent_at: now,
      sent_by: caller.uid,
      recipients: learners.length,
    })
    .onConflict((oc) => oc.columns(['survey_id', 'day']).doNothing())
    .executeTakeFirst();
  // Another admin's sending of the same moment won the day's slot.
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) refuseTooSoon(now + REMINDER_INTERVAL_MS);
  const mailer = createMailer(ctx);
  let sent = 0;
  let failed = 0;
  for (const learner of learners) {
    try {
      const app = usableAppAddress(ctx, learner.app_address);
      await mailer.send(reminderMail(row, app, learner.email, learner.display_name));
      sent += 1;
    } catch (error) {
      failed += 1;
      ctx.log.warn({ err: error, surveyId: row.id }, 'A survey reminder could not be sent.');
    }
  }
  return { sent, failed, nextAllowedAt: iso(now + REMINDER_INTERVAL_MS) };
}
