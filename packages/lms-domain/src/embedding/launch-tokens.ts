// One-time tokens. A launch token is issued to an embedding site's back end (with its API key) for one student and
// one step, lives LAUNCH_TOKEN_TTL_SECONDS, and is exchanged once, by the framed step, for a session limited to the
// embedded page's needs. A fetch code is cmi5's one-time `fetch` URL of getLaunchParameters: redeemed once for an ID
// token of the same limited kind. Claiming a token is one conditional UPDATE, so two exchanges can never both win;
// a token presented with the wrong origin or step is spent all the same (whoever holds it is not the frame).
import { sql } from 'kysely';
import { z } from 'zod';
import {
  EMBED_SESSION_PROVIDER,
  LAUNCH_TOKEN_TTL_SECONDS,
  LmsError,
  normalizeEmbedOrigin,
  type RefusalReason,
  type ExchangeLaunchTokenResult,
  type LaunchTokenRequest,
  type LaunchTokenResponse,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { LaunchTokensTable, UserRow } from '../db/schema';
import type { ParsedInput } from '../functions/registry';
import { defineJob } from '../jobs/define-job';
import { toIso } from '../catalogue/course-mapping';
import { requireCourseAccess } from '../learning/course-access';
import { findUserByEmail, findUserByUid } from '../users/user-records';
import { enforceRateLimit } from '../rate-limit';
import { requireStep } from '../action-plans/step-records';
import { isOriginAllowed } from './allowed-origins';
import { keyOrigins, type ApiKeyRow } from './api-keys';
import { hashSecret, newSecret } from './secrets';

const TTL_MS = LAUNCH_TOKEN_TTL_SECONDS * 1000;
/** Per API key: far above a real site's sign-ins, low enough to slow a leaked key's owner down. */
const ISSUE_LIMIT = { limit: 300, windowMs: 60_000 };

type TokenKind = LaunchTokensTable['kind'];

const denied = (reason: RefusalReason, message: string) =>
  new LmsError('functions/permission-denied', message, { reason });

/** The student a token may be issued for: an existing, enabled, non-admin account enrolled in the step's course. */
async function requireLaunchableStudent(ctx: DomainContext, user: UserRow | undefined, courseId: string) {
  if (user === undefined)
    throw new LmsError('functions/not-found', 'There is no student with this e-mail address.');
  if (user.disabled === 1) throw denied('user-disabled', 'This account is disabled.');
  // A site's key must never yield an administrator's session.
  if (user.role === 'admin') throw denied('admin-account', 'Launch tokens are only for students.');
  // The course rule as the student would meet it: published (or archived and enrolled), and an active enrolment.
  const asStudent = {
    uid: user.uid,
    email: user.email,
    admin: false,
    authTime: 0,
    provider: EMBED_SESSION_PROVIDER,
  };
  await requireCourseAccess(ctx.db, asStudent, courseId);
  return user;
}

async function insertToken(
  ctx: DomainContext,
  values: { kind: TokenKind; apiKeyId: string | null; userId: string; stepId: string },
): Promise<{ token: string; expiresAt: number }> {
  const token = newSecret();
  const now = ctx.now();
  await ctx.db
    .insertInto('launch_tokens')
    .values({
      token_hash: await hashSecret(token),
      kind: values.kind,
      api_key_id: values.apiKeyId,
      user_id: values.userId,
      step_id: values.stepId,
      created_at: now,
      expires_at: now + TTL_MS,
      used_at: null,
      session_family_id: null,
    })
    .execute();
  return { token, expiresAt: now + TTL_MS };
}

export async function issueLaunchToken(
  ctx: DomainContext,
  key: ApiKeyRow,
  request: LaunchTokenRequest,
): Promise<LaunchTokenResponse> {
  await enforceRateLimit(ctx, `embed-launch:${key.id}`, ISSUE_LIMIT, 'functions/resource-exhausted');
  const step = await requireStep(ctx.db, request.stepId);
  const user = await requireLaunchableStudent(ctx, await findUserByEmail(ctx, request.email), step.course_id);
  const { token, expiresAt } = await insertToken(ctx, {
    kind: 'launch',
    apiKeyId: key.id,
    userId: user.uid,
    stepId: step.id,
  });
  ctx.log.info({ keyId: key.id, uid: user.uid, stepId: step.id }, 'Launch token issued');
  return { launchToken: token, stepId: step.id, expiresAt: toIso(expiresAt) };
}

/** Per student: a popup sign-in makes one; far more in a minute means a script, not a person. */
const FRAME_SESSION_LIMIT = { limit: 30, windowMs: 60_000 };

/**
 * "Sign in to continue" in a framed step: the student signed in in a first-party popup, which asks here for a new
 * session for the frame and posts it to the frame only (our own origin). It is a session of its own (a new
 * refresh-token family, limited like any embedded session) rather than a copy of the popup's, whose rotation
 * would end the other holder's. It never passes through the embedding page, so no origin or API key is involved.
 */
export async function issueFrameSession(
  ctx: DomainContext,
  caller: Caller,
  stepId: string,
): Promise<ExchangeLaunchTokenResult> {
  await enforceRateLimit(
    ctx,
    `embed-frame:${caller.uid}`,
    FRAME_SESSION_LIMIT,
    'functions/resource-exhausted',
  );
  const step = await requireStep(ctx.db, stepId);
  const user = await requireLaunchableStudent(ctx, await findUserByUid(ctx, caller.uid), step.course_id);
  const { session } = await ctx.identity.launchSession(ctx, user, EMBED_SESSION_PROVIDER);
  ctx.log.info({ uid: user.uid, stepId: step.id }, 'Session made for a framed step');
  return { session, stepId: step.id, courseId: step.course_id };
}

/** Marks the token used if it is unused and unexpired; otherwise says why it cannot be used. */
async function claimToken(ctx: DomainContext, token: string, kind: TokenKind) {
  const now = ctx.now();
  const hash = await hashSecret(token);
  const claimed = await ctx.db
    .updateTable('launch_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (claimed !== undefined) return { ok: true as const, row: claimed };
  const row = await ctx.db
    .selectFrom('launch_tokens')
    .select(['used_at', 'kind'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (row === undefined || row.kind !== kind) return { ok: false as const, reason: 'invalid' as const };
  return { ok: false as const, reason: row.used_at !== null ? ('used' as const) : ('expired' as const) };
}

const CLAIM_MESSAGES = {
  invalid: 'This launch token is not valid.',
  used: 'This launch token was already used; the page must ask for a new one.',
  expired: 'This launch token has expired; reload the page to get a new one.',
} as const;
const CLAIM_REFUSALS = {
  invalid: 'launch-token-invalid',
  used: 'launch-token-used',
  expired: 'launch-token-expired',
} as const;

export async function exchangeLaunchToken(
  ctx: DomainContext,
  input: ParsedInput<'exchangeLaunchToken'>,
): Promise<ExchangeLaunchTokenResult> {
  const claim = await claimToken(ctx, input.launchToken, 'launch');
  if (!claim.ok) throw denied(CLAIM_REFUSALS[claim.reason], CLAIM_MESSAGES[claim.reason]);
  const { row } = claim;
  const key = await ctx.db
    .selectFrom('embed_api_keys')
    .selectAll()
    .where('id', '=', row.api_key_id ?? '')
    .executeTakeFirst();
  if (key === undefined || key.revoked_at !== null) {
    throw denied('api-key-revoked', 'The site that asked for this launch token may no longer embed steps.');
  }
  const origin = normalizeEmbedOrigin(input.embedOrigin);
  if (origin === null || !keyOrigins(key).includes(origin) || !(await isOriginAllowed(ctx, origin))) {
    ctx.log.warn({ keyId: key.id, origin: input.embedOrigin }, 'Launch token presented from another origin');
    throw denied('origin-not-allowed', 'This page may not use this launch token.');
  }
  if (row.step_id !== input.stepId) throw denied('wrong-step', 'This launch token is for another step.');
  const step = await requireStep(ctx.db, row.step_id);
  const user = await requireLaunchableStudent(ctx, await findUserByUid(ctx, row.user_id), step.course_id);
  const { session, sessionId } = await ctx.identity.launchSession(ctx, user, EMBED_SESSION_PROVIDER);
  // Kept so that revoking the site's API key ends this session (api-keys.ts).
  await ctx.db
    .updateTable('launch_tokens')
    .set({ session_family_id: sessionId })
    .where('token_hash', '=', row.token_hash)
    .execute();
  ctx.log.info({ keyId: key.id, uid: user.uid, stepId: step.id, origin }, 'Launch token exchanged');
  return { session, stepId: step.id, courseId: step.course_id };
}

/** A cmi5 fetch code for the caller and step (getLaunchParameters). */
export async function createFetchCode(
  ctx: DomainContext,
  userId: string,
  stepId: string,
): Promise<{ code: string; expiresAt: number }> {
  const { token, expiresAt } = await insertToken(ctx, { kind: 'fetch', apiKeyId: null, userId, stepId });
  return { code: token, expiresAt };
}

/** cmi5 8.2: error-code 1 "already in use", 2 "expired", 3 "general application error". */
export type FetchAnswer = { 'auth-token': string } | { 'error-code': '1' | '2' | '3'; 'error-text': string };

export async function redeemFetchCode(ctx: DomainContext, code: unknown): Promise<FetchAnswer> {
  const parsed = z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,200}$/)
    .safeParse(code);
  if (!parsed.success) return { 'error-code': '3', 'error-text': 'The fetch URL is not valid.' };
  const claim = await claimToken(ctx, parsed.data, 'fetch');
  if (!claim.ok) {
    if (claim.reason === 'used')
      return { 'error-code': '1', 'error-text': 'This fetch URL was already used.' };
    if (claim.reason === 'expired') return { 'error-code': '2', 'error-text': 'This launch has expired.' };
    return { 'error-code': '3', 'error-text': 'The fetch URL is not valid.' };
  }
  const user = await findUserByUid(ctx, claim.row.user_id);
  if (user === undefined || user.disabled === 1) {
    return { 'error-code': '3', 'error-text': 'The account of this launch cannot sign in.' };
  }
  const idToken = await ctx.identity.launchIdToken(ctx, user, EMBED_SESSION_PROVIDER);
  return { 'auth-token': idToken };
}

/**
 * Spent and expired tokens are deleted a day after expiry, except those whose session can still be refreshed:
 * revoking their API key must still find that session.
 */
export async function pruneLaunchTokens(ctx: DomainContext): Promise<number> {
  const now = ctx.now();
  const result = await ctx.db
    .deleteFrom('launch_tokens')
    .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
    .where((eb) =>
      eb.or([
        eb('session_family_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('refresh_tokens')
              .select(sql<number>`1`.as('one'))
              .whereRef('refresh_tokens.family_id', '=', 'launch_tokens.session_family_id')
              .where('refresh_tokens.revoked_at', 'is', null)
              .where('refresh_tokens.expires_at', '>', now),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Hourly; a deletion by conditions, so every server copy may run it. */
export const launchTokenExpiryJob = defineJob({
  name: 'embedding.prune-launch-tokens',
  everyMs: 60 * 60_000,
  run: async (ctx) => ({ deletedTokens: await pruneLaunchTokens(ctx) }),
});
