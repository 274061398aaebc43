// One-time codes of mailed links (password reset, e-mail verification, e-mail sign-in). Each code works once and
// expires, with the server's lifetimes; the "mail" lands in the database's outbox for stories to read.
import { LmsError, type Clock, type OobRequestType } from '@lms/core';
import type { MemoryDatabase } from './memory-database';

const MINUTE = 60_000;

export const OOB_CODE_LIFETIME_MS: Record<OobRequestType, number> = {
  PASSWORD_RESET: 60 * MINUTE,
  VERIFY_EMAIL: 3 * 24 * 60 * MINUTE,
  EMAIL_SIGNIN: 15 * MINUTE,
};

export interface OobCode {
  kind: OobRequestType;
  email: string;
  uid: string | null;
  expiresAt: number;
  used: boolean;
}

export class OobCodes {
  private readonly codes = new Map<string, OobCode>();

  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
  ) {}

  /** Creates a code and puts the mail that carries it in the outbox. */
  mail(kind: OobRequestType, email: string, uid: string | null, continueUrl?: string): string {
    const code = this.db.nextId(`oob-${kind.toLowerCase()}`);
    const now = this.clock.now();
    this.codes.set(code, { kind, email, uid, expiresAt: now + OOB_CODE_LIFETIME_MS[kind], used: false });
    this.db.outbox.push({ kind, to: email, code, sentAt: now, ...(continueUrl ? { continueUrl } : {}) });
    return code;
  }

  /** A usable code of `kind`, without using it up (a page shows a form first). */
  peek(code: string, kind: OobRequestType): OobCode {
    const found = this.codes.get(code);
    if (!found || found.kind !== kind || found.used) {
      throw new LmsError('auth/invalid-action-code', 'This link is not valid or was already used');
    }
    if (found.expiresAt <= this.clock.now()) {
      throw new LmsError('auth/expired-action-code', 'This link has expired; ask for a new one');
    }
    return found;
  }

  consume(code: string, kind: OobRequestType): OobCode {
    const found = this.peek(code, kind);
    found.used = true;
    return found;
  }
}
