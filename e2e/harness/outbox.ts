// Reads the e-mails the server kept in its outbox table (it has no SMTP_URL in the e2e run), straight from the
// SQLite file, read-only, the way a developer would look at them.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './e2e-environment';
import { WAIT_LIMIT_MS } from './limits';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
}

export function readOutbox(to: string): OutboxMail[] {
  const db = new Database(join(e2eDataDir(), 'lms.sqlite'), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const rows = db
      .prepare('select id, to_address, subject, text_body from outbox where to_address = ? order by id')
      .all(to.toLowerCase()) as OutboxRow[];
    return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.text_body }));
  } finally {
    db.close();
  }
}

/** Waits for a mail to `to` whose subject matches; mails are written after the request that causes them answers. */
export async function waitForMail(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(() => (found = readOutbox(to).findLast((mail) => subject.test(mail.subject))), {
      message: `an e-mail to ${to} with a subject matching ${subject}`,
      timeout: WAIT_LIMIT_MS,
    })
    .toBeDefined();
  return found!;
}

/** The first link in the mail's text that starts with `prefix` (e.g. `${baseURL}/reset-password`). */
export function linkInMail(mail: OutboxMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (link === undefined) throw new Error(`No link starting with ${prefix} in the mail "${mail.subject}"`);
  return link;
}
