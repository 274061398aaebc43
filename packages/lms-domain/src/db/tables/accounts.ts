// Kysely table types of accounts, sign-in, mail, settings and files (conventions: ../schema.ts).
import type { Generated } from 'kysely';
import type { Flag } from './flag';

export interface UsersTable {
  uid: string;
  /** Lower-cased; unique. */
  email: string;
  email_verified: Flag;
  display_name: string | null;
  photo_url: string | null;
  phone_number: string | null;
  role: 'user' | 'admin';
  disabled: Flag;
  /** scrypt hash in PHC-like form; null for accounts that only use Google or Microsoft. */
  password_hash: string | null;
  /** Sign-in method the account was created with: password, google.com or microsoft.com. */
  provider: string;
  pref_language: string;
  pref_notifications: Flag;
  xapi_identifier: string;
  created_at: number;
  updated_at: number;
  last_login: number | null;
  /** ID and refresh tokens issued before this instant are no longer accepted (password change, revocation). */
  tokens_valid_after: number;
  /** The app address the user's last request naming one carried (platform/app-address.ts); null: the public URL. */
  app_address: string | null;
}

/** Links an external identity (Google, Microsoft) to a user. */
export interface IdentitiesTable {
  provider: string;
  subject: string;
  uid: string;
  email: string | null;
  created_at: number;
}

export interface RefreshTokensTable {
  id: string;
  /** All tokens rotated from one sign-in share a family; reuse of a rotated token revokes the family. */
  family_id: string;
  uid: string;
  /** SHA-256 of the opaque token, hex. */
  token_hash: string;
  provider: string;
  auth_time: number;
  created_at: number;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
  /** The successor's token, sealed with a key derived from this token (auth/refresh-tokens.ts); set on rotation. */
  successor_sealed: string | null;
}

/** Session families revoked while their ID tokens may still be unexpired (ID tokens name their family: `sid`). */
export interface RevokedSessionsTable {
  family_id: string;
  uid: string;
  revoked_at: number;
}

export type OobKind = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN' | 'ADMIN_SETUP';

export interface OobCodesTable {
  /** SHA-256 of the code, hex: a leaked database does not leak usable codes. */
  code_hash: string;
  kind: OobKind;
  uid: string | null;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Fixed-window counters shared by every server copy. */
export interface RateLimitsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

/**
 * Where a mail stands (mail/outbox-delivery.ts): `kept` written with no relay (read from the table and the log),
 * `queued` waiting for the relay (first try or a retry), `sent` taken by the relay, `failed` given up after the last
 * retry (an administrator may send it again).
 */
export type MailStatus = 'kept' | 'queued' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** Emptied once the relay took the mail: its links (sign-in, reset) must not outlive the delivery in the database. */
  text_body: string;
  html_body: string | null;
  created_at: number;
  sent_at: number | null;
  /** The relay's last refusal, in its own words; null once sent. */
  error: string | null;
  status: Generated<MailStatus>;
  /** Deliveries tried so far. */
  attempts: Generated<number>;
  /** When a queued mail is due (now for a new one, later after a refusal); null otherwise. */
  next_attempt_at: number | null;
  /** A server copy delivering it holds it until then, so two copies never send one mail both. */
  claimed_until: number | null;
  /** The relay's id of the sent message. */
  message_id: string | null;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
}

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
}

/** OpenID Connect sign-ins in flight: kept in the database so any server copy can finish them. */
export interface OAuthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  opener_origin: string;
  created_at: number;
  expires_at: number;
}

/** Uploaded files; the bytes live in the host's store (ctx.fileBytes: disk in the server) at `path`. */
export interface FilesTable {
  path: string;
  /** The uploader of a profile picture; null for course media, which belong to their course (migration 007). */
  owner_uid: string | null;
  content_type: string;
  size: number;
  created_at: number;
  /** Unguessable secret in the download URL; a replaced file gets a new one, so old URLs stop working. */
  download_token: string;
}
