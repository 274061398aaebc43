// What the domain asks of an identity provider (issue 32, part 1). The platform keeps its own record of every account
// (`users`: e-mail, role, disabled), which every rule reads and every change writes first; the provider proves who
// calls and keeps its own copy of what signing in needs (a password, a role claim, a disabled flag), which these calls
// keep in step. Two providers: the built-in one (auth/built-in-identity.ts, the /api/auth/ endpoints) and Firebase
// Auth (the Firebase host, through firebase-admin).
//
// The context is a type parameter because context.ts names this port: importing it here would make a cycle.
import type { ExchangeLaunchTokenResult, IdTokenClaims, IdTokenRejection, Role } from '@lms/core';
import type { UserRow } from '../db/schema';

/** What deciding who calls needs of the user row; read on every signed-in request. */
export const CALLER_COLUMNS = ['uid', 'email', 'role', 'disabled', 'tokens_valid_after'] as const;

export type CallerRow = Pick<UserRow, (typeof CALLER_COLUMNS)[number]>;

/** What the token check itself finds; a changed role is the caller check's (identity/authenticate.ts). */
export type IdTokenCheckRejection = Exclude<IdTokenRejection, 'role-changed'>;

export type IdTokenCheck<U extends CallerRow = UserRow> =
  { ok: true; user: U; claims: IdTokenClaims } | { ok: false; reason: IdTokenCheckRejection };

/** A session handed to an embedded step, and the provider's id of it (ended when the site's API key is revoked). */
export interface LaunchSession {
  session: ExchangeLaunchTokenResult['session'];
  /** Null when the provider cannot end one session alone (its sessions then end with the token's short life). */
  sessionId: string | null;
}

/**
 * Answers one POST under /api/auth/: the body as received, the client's address for rate limits and, with its
 * User-Agent header, for the audit log's security events.
 */
export type IdentityPostHandler<Ctx> = (
  ctx: Ctx,
  body: unknown,
  clientIp: string,
  userAgent?: string,
) => Promise<unknown>;

/** The provider's own HTTP endpoints under /api/auth/, which the request protocol mounts (wire/api-protocol.ts). */
export interface IdentityEndpoints<Ctx> {
  post: Readonly<Record<string, IdentityPostHandler<Ctx>>>;
  get: Readonly<Record<string, (ctx: Ctx) => Promise<unknown>>>;
}

export interface IdentityProvider<Ctx> {
  /** `built-in` or `firebase`: in logs and errors. */
  readonly kind: string;
  /**
   * A request's bearer ID token: its signature, expiry and revocation by the provider, then the account it names
   * (missing, disabled, or its tokens revoked after this one was issued). Every signed-in request runs it.
   */
  checkCallerToken(ctx: Ctx, token: string): Promise<IdTokenCheck<CallerRow>>;
  /** The account's role changed on the platform's record; its next token must carry it. */
  roleChanged(ctx: Ctx, uid: string, role: Role): Promise<void>;
  /** Disabled or enabled on the platform's record: a disabled account cannot sign in or refresh its session. */
  disabledChanged(ctx: Ctx, uid: string, disabled: boolean): Promise<void>;
  /** The account was erased from the platform (areas/account-erasure.ts); the provider forgets it too. */
  accountDeleted(ctx: Ctx, uid: string): Promise<void>;
  /** A link with which the account's owner chooses a new password, opening the app at `app`. */
  passwordResetLink(ctx: Ctx, account: UserRow, app: string): Promise<string>;
  /** A session of its own for an embedded step (a launch token exchanged, "Sign in to continue" in a frame). */
  launchSession(ctx: Ctx, account: UserRow, provider: string): Promise<LaunchSession>;
  /** An ID token alone, short-lived (cmi5's one-time fetch URL). */
  launchIdToken(ctx: Ctx, account: UserRow, provider: string): Promise<string>;
  /** Ends sessions made by `launchSession` (an embedding site's API key was revoked). */
  endSessions(ctx: Ctx, sessionIds: readonly string[]): Promise<void>;
  /** Endpoints the provider answers itself under /api/auth/; null when clients sign in elsewhere (Firebase). */
  readonly endpoints: IdentityEndpoints<Ctx> | null;
}
