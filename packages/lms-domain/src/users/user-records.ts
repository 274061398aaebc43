// The users table holds both the identity provider's account and the user document of spec section 3, so one row
// answers both; these helpers read, create and translate it.
import { randomBytes } from '../platform/random';
import { LmsError, newUserDocument } from '@lms/core';
import type { Role, UserDocument } from '@lms/core';
import type { DomainContext } from '../context';
import { compiledOnce } from '../db/compiled-once';
import type { UserRow } from '../db/schema';
import { CALLER_COLUMNS, type CallerRow } from '../identity/identity-provider';

export function findUserByUid(ctx: DomainContext, uid: string): Promise<UserRow | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}

const callerByUid = compiledOnce(
  (db, uid: string) => db.selectFrom('users').select(CALLER_COLUMNS).where('uid', '=', uid),
  1,
);

/**
 * The caller's columns only: every signed-in request reads them, and the whole row costs twice as much. Compiled
 * once (db/compiled-once.ts).
 */
export async function findCallerByUid(ctx: DomainContext, uid: string): Promise<CallerRow | undefined> {
  const [row] = (await callerByUid(ctx.db, uid)).rows;
  return row;
}

/** `email` must already be normalised (trimmed, lower-cased), as the wire schemas do. */
export function findUserByEmail(ctx: DomainContext, email: string): Promise<UserRow | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 28 characters from 62, like Firebase uids: about 166 random bits, safe in paths such as profile_pictures/{uid}/. */
export function newUid(): string {
  const bytes = randomBytes(40);
  let uid = '';
  for (const byte of bytes) {
    // 248 = 4 * 62: dropping larger bytes keeps every character equally likely.
    if (byte < 248) uid += UID_ALPHABET[byte % 62];
    if (uid.length === 28) return uid;
  }
  return uid + newUid().slice(uid.length);
}

export interface NewUserInput {
  /** Given by an identity provider that keeps its own accounts (Firebase Auth): their uid. New otherwise. */
  uid?: string;
  email: string;
  emailVerified: boolean;
  displayName?: string | null;
  photoURL?: string | null;
  /** Sign-in method the account is created with: password, emailLink, google.com, microsoft.com. */
  provider: string;
  passwordHash?: string | null;
  role?: Role;
}

/** Creates the account and its user document with the defaults of spec 3; an existing e-mail -> email-already-in-use. */
export async function insertUser(ctx: DomainContext, input: NewUserInput): Promise<UserRow> {
  const now = ctx.now();
  const uid = input.uid ?? newUid();
  const document = newUserDocument({
    uid,
    email: input.email,
    displayName: input.displayName ?? null,
    photoURL: input.photoURL ?? null,
    provider: input.provider,
    now,
  });
  const row: UserRow = {
    uid,
    email: document.email,
    email_verified: input.emailVerified ? 1 : 0,
    display_name: document.displayName,
    photo_url: document.photoURL,
    phone_number: null,
    role: input.role ?? document.role,
    disabled: 0,
    password_hash: input.passwordHash ?? null,
    provider: document.provider,
    pref_language: document.preferences.language,
    pref_notifications: document.preferences.notifications ? 1 : 0,
    xapi_identifier: document.xapi_identifier,
    created_at: now,
    updated_at: now,
    last_login: now,
    tokens_valid_after: 0,
    app_address: null,
  };
  try {
    await ctx.db.insertInto('users').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new LmsError('auth/email-already-in-use', 'An account with this e-mail address already exists');
    }
    throw error;
  }
  return row;
}

/** SQLite (better-sqlite3) and PostgreSQL (pg) report a unique-key clash differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

const iso = (time: number) => new Date(time).toISOString();

export function toUserDocument(row: UserRow): UserDocument {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    photoURL: row.photo_url,
    role: row.role,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_login: row.last_login === null ? null : iso(row.last_login),
    provider: row.provider,
    preferences: { language: row.pref_language, notifications: row.pref_notifications === 1 },
    xapi_identifier: row.xapi_identifier,
  };
}

/** Spec 3/7/8: login sets last_login and updated_at; a failure is logged and the sign-in goes on. */
export async function recordLogin(ctx: DomainContext, uid: string): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db
      .updateTable('users')
      .set({ last_login: now, updated_at: now })
      .where('uid', '=', uid)
      .execute();
  } catch (error) {
    ctx.log.error(
      { err: error, uid },
      'Could not record the last login on the user document; sign-in continues',
    );
  }
}

/**
 * Disables or enables an account (spec section 6): a disabled user cannot sign in, and is signed out at their next
 * token refresh, which checks this flag.
 */
export async function setAccountDisabled(ctx: DomainContext, uid: string, disabled: boolean): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ disabled: disabled ? 1 : 0, updated_at: ctx.now() })
    .where('uid', '=', uid)
    .execute();
}
