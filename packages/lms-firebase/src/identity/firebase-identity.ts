// Firebase Auth behind the domain's identity port (issue 32, part 1), through firebase-admin. Clients sign in with
// the Firebase SDK, so this provider answers no endpoints; what the domain asks of it maps onto admin calls: a
// caller's ID token is verified with its revocation checked, the admin role is a custom claim, disabling and
// deleting are the account's own flags, a password-reset link comes from Firebase with its code opened in the app,
// and an embedded step's session is a custom token exchanged for tokens as a client would exchange it.
import type { BaseAuth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { LmsError, type IdentityUser, type IdTokenClaims, type Role } from '@lms/core';
import {
  findCallerByUid,
  passwordResetLink,
  type DomainContext,
  type IdentityProvider,
  type IdTokenCheck,
  type IdTokenCheckRejection,
  type CallerRow,
} from '@lms/domain';
import { exchangeCustomToken, type AuthRestOptions } from './auth-rest';

export const FIREBASE_IDENTITY = 'firebase';

/** A custom claim naming how a session began when Firebase says only "custom" (an embedded step's launch). */
const PROVIDER_CLAIM = 'lms_provider';

export interface FirebaseIdentityOptions extends AuthRestOptions {
  /**
   * firebase-admin's Auth of the project (getAuth(app)), or of one Identity Platform tenant
   * (`getAuth(app).tenantManager().authForTenant(id)`): then the platform's accounts are that tenant's.
   */
  auth: BaseAuth;
}

/** firebase-admin's refusals of an ID token, as the domain names them (lms-core's ID_TOKEN_REJECTIONS). */
const REJECTIONS: Readonly<Record<string, IdTokenCheckRejection>> = {
  'auth/id-token-expired': 'expired',
  'auth/id-token-revoked': 'revoked',
  'auth/user-disabled': 'user-disabled',
  'auth/user-not-found': 'user-not-found',
};

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

export function firebaseIdentity(options: FirebaseIdentityOptions): IdentityProvider<DomainContext> {
  const { auth } = options;

  async function verify(ctx: DomainContext, token: string): Promise<IdTokenCheck<CallerRow>> {
    let decoded: DecodedIdToken;
    try {
      // true: a token of an account whose sessions were revoked, or that was disabled, is refused (one lookup).
      decoded = await auth.verifyIdToken(token, true);
    } catch (error) {
      const code = codeOf(error);
      const reason = code === undefined ? undefined : REJECTIONS[code];
      if (reason !== undefined) return { ok: false, reason };
      // Anything else about the token (malformed, wrong project, bad signature) is the caller's: not valid.
      if (code?.startsWith('auth/') && code !== 'auth/internal-error')
        return { ok: false, reason: 'invalid' };
      throw error;
    }
    const user = await findCallerByUid(ctx, decoded.uid);
    if (user === undefined) return { ok: false, reason: 'user-not-found' };
    if (user.disabled === 1) return { ok: false, reason: 'user-disabled' };
    if (decoded.iat * 1000 < user.tokens_valid_after) return { ok: false, reason: 'revoked' };
    return { ok: true, user, claims: claimsOf(decoded, user) };
  }

  async function tokensFor(account: { uid: string }, provider: string) {
    const customToken = await auth.createCustomToken(account.uid, { [PROVIDER_CLAIM]: provider });
    const tenantId = (auth as { tenantId?: unknown }).tenantId;
    return exchangeCustomToken(
      typeof tenantId === 'string' ? { ...options, tenantId } : options,
      customToken,
    );
  }

  return {
    kind: FIREBASE_IDENTITY,
    endpoints: null,
    checkCallerToken: verify,
    roleChanged: async (ctx, uid, role: Role) => {
      await unlessMissing(ctx, uid, async () => {
        // Other claims (set by another tool of the project) are kept; the next token refresh carries the role.
        const { customClaims } = await auth.getUser(uid);
        await auth.setCustomUserClaims(uid, { ...customClaims, admin: role === 'admin' });
      });
    },
    disabledChanged: async (ctx, uid, disabled) => {
      await unlessMissing(ctx, uid, async () => {
        await auth.updateUser(uid, { disabled });
        // A disabled account's refresh tokens must not outlive the flag if it is enabled again by mistake.
        if (disabled) await auth.revokeRefreshTokens(uid);
      });
    },
    accountDeleted: async (ctx, uid) => {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // Already gone from Firebase (deleted there first): the platform's erasure was what remained.
        if (codeOf(error) !== 'auth/user-not-found') throw error;
        ctx.log.info({ uid }, 'The erased account had no Firebase account left');
      }
    },
    passwordResetLink: async (_ctx, account, app) => {
      // Firebase makes the code; the mail opens the app's own page with it, which confirms it through the SDK.
      const firebaseLink = await auth.generatePasswordResetLink(account.email, { url: `${app}/sign-in` });
      const code = new URL(firebaseLink).searchParams.get('oobCode');
      if (code === null)
        throw new LmsError('functions/internal', 'Firebase gave a reset link without a code');
      return passwordResetLink(app, code);
    },
    launchSession: async (ctx, account, provider) => {
      const tokens = await tokensFor(account, provider);
      const record = await auth.getUser(account.uid);
      // Firebase ends sessions per account, not one by one: the account's uid is the session's handle.
      return { session: { ...tokens, user: identityUserOf(record) }, sessionId: account.uid };
    },
    launchIdToken: async (_ctx, account, provider) => (await tokensFor(account, provider)).idToken,
    endSessions: async (_ctx, sessionIds) => {
      for (const uid of new Set(sessionIds)) {
        try {
          await auth.revokeRefreshTokens(uid);
        } catch (error) {
          if (codeOf(error) !== 'auth/user-not-found') throw error;
        }
      }
    },
  };
}

/**
 * An account the platform has and Firebase has not (removed in the console, or imported without one) has no token
 * to change: the platform's record, which every call is checked against, already says what changed.
 */
async function unlessMissing(ctx: DomainContext, uid: string, change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (codeOf(error) !== 'auth/user-not-found') throw error;
    ctx.log.info({ uid }, 'The account has no Firebase account: only the platform record changed');
  }
}

function claimsOf(decoded: DecodedIdToken, user: CallerRow): IdTokenClaims {
  const launchedAs = decoded[PROVIDER_CLAIM];
  return {
    sub: decoded.uid,
    email: decoded.email ?? user.email,
    email_verified: decoded.email_verified === true,
    ...(typeof decoded.name === 'string' ? { name: decoded.name } : {}),
    ...(decoded.picture !== undefined ? { picture: decoded.picture } : {}),
    auth_time: decoded.auth_time,
    iat: decoded.iat,
    exp: decoded.exp,
    provider: typeof launchedAs === 'string' ? launchedAs : decoded.firebase.sign_in_provider,
    admin: decoded.admin === true,
  };
}

const timeOf = (text: string | null | undefined): number | null => {
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/** Firebase's user record in the shape of lms-core's IdentityUser (the same as the built-in provider's). */
export function identityUserOf(record: UserRecord): IdentityUser {
  const profile = { displayName: record.displayName ?? null, photoURL: record.photoURL ?? null };
  return {
    uid: record.uid,
    email: record.email ?? '',
    emailVerified: record.emailVerified,
    ...profile,
    phoneNumber: record.phoneNumber ?? null,
    tenantId: record.tenantId ?? null,
    isAnonymous: false,
    providerData: record.providerData.map((info) => ({
      providerId: info.providerId,
      uid: info.uid,
      email: info.email ?? null,
      ...profile,
    })),
    createdAt: timeOf(record.metadata.creationTime) ?? 0,
    lastLoginAt: timeOf(record.metadata.lastSignInTime),
    disabled: record.disabled,
  };
}
