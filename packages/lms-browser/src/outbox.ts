// The mails the domain kept in its outbox table (the browser host has no mail relay), read as a person reads their
// inbox: stories follow a reset, verification or sign-in link by its one-time code. The kind of a mail is told by
// comparing its link with the domain's own link builders, so no path is written twice.
import type { OobRequestType } from '@lms/core';
import {
  emailSignInLink,
  passwordResetLink,
  verifyEmailLink,
  welcomeMail,
  type DomainContext,
} from '@lms/domain';

export type MailKind = 'welcome' | OobRequestType;

export interface OutboxMail {
  id: number;
  /** Null for a mail of no kind a story asks for. */
  kind: MailKind | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** When the domain wrote it, milliseconds since the epoch. */
  sentAt: number;
  /** The first link in the mail's text. */
  link: string | null;
  /** The one-time code (oobCode) of a reset, verification or sign-in link. */
  code?: string;
  continueUrl?: string;
}

const LINK = /https?:\/\/[^\s<>"]+/;

/** Every mail kept so far, oldest first. */
export async function readOutbox(ctx: DomainContext): Promise<OutboxMail[]> {
  const rows = await ctx.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const kinds = linkKinds(ctx);
  const welcomeSubject = welcomeMail('', null, ctx.config.publicUrl).subject;
  return rows.map((row) => {
    const link = LINK.exec(row.text_body)?.[0] ?? null;
    const url = link === null ? null : new URL(link);
    const code = url?.searchParams.get('oobCode') ?? undefined;
    const continueUrl = url?.searchParams.get('continueUrl') ?? undefined;
    const linkKind = code === undefined || url === null ? undefined : kinds.get(url.pathname);
    return {
      id: Number(row.id),
      kind: linkKind ?? (row.subject === welcomeSubject ? 'welcome' : null),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      sentAt: row.created_at,
      link,
      ...(code === undefined ? {} : { code }),
      ...(continueUrl === undefined ? {} : { continueUrl }),
    };
  });
}

/** The path of each mailed link, as the domain builds it. */
function linkKinds(ctx: DomainContext): Map<string, OobRequestType> {
  const path = (link: string) => new URL(link).pathname;
  return new Map<string, OobRequestType>([
    [path(passwordResetLink(ctx.config.publicUrl, 'code')), 'PASSWORD_RESET'],
    [path(emailSignInLink(ctx.config.publicUrl, 'code', 'someone@example.com')), 'EMAIL_SIGNIN'],
    [path(verifyEmailLink(ctx, 'code')), 'VERIFY_EMAIL'],
  ]);
}
