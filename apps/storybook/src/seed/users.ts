// The story accounts, made with the domain's account rules: password accounts through createPasswordAccount (the
// admin with role admin), the Google account through the provider sign-in rule, profile changes through
// updateMyUserDocument, and each person's last sign-in through the sign-in rule itself (it records last_login).
// Their passwords are public on purpose: stories and play functions sign in with them.
import {
  createPasswordAccount,
  OIDC_PROVIDERS,
  setAccountDisabled,
  signInWithPassword,
  signInWithProviderProfile,
} from '@lms/domain';
import type { Preferences } from '@lms/core';
import type { SeedRun, StoryActor } from './seed-run';
import type { UserKey } from './story-ids';

export interface StoryAccount {
  email: string;
  /** Null for an account that signs in with a popup provider only. */
  password: string | null;
  displayName: string;
  role: 'user' | 'admin';
  /** "password" unless the account came from a popup provider. */
  provider: 'password' | 'google.com';
  createdAt: string;
  lastLoginAt: string | null;
  photoURL?: string;
  preferences?: Partial<Preferences>;
  /** Disabled after it is created (a sign-in then fails with auth/user-disabled). */
  disabled?: boolean;
}

/**
 * A round avatar with the admin's initials, as a picture the admin "uploaded": a path on this site, since photo
 * addresses are http(s) or this site's paths only (lms-core isUserSettableUrl; a data: address is refused).
 */
const ADMIN_AVATAR = '/storybook-assets/admin-avatar.svg';

export const STORY_ACCOUNTS: Readonly<Record<UserKey, StoryAccount>> = {
  student: {
    email: 'student@example.com',
    password: 'Student-pass-1',
    displayName: 'Sam Student',
    role: 'user',
    provider: 'password',
    createdAt: '2026-02-01T10:00:00.000Z',
    lastLoginAt: '2026-11-20T08:30:00.000Z',
  },
  admin: {
    email: 'admin@example.com',
    password: 'Admin-pass-1',
    displayName: 'Ada Admin',
    role: 'admin',
    provider: 'password',
    photoURL: ADMIN_AVATAR,
    createdAt: '2026-01-05T10:00:00.000Z',
    lastLoginAt: '2026-11-21T07:45:00.000Z',
  },
  /** A second student: the one whose documents the first may not read. */
  otherStudent: {
    email: 'lee@example.com',
    password: 'Lee-pass-1',
    displayName: 'Lee Learner',
    role: 'user',
    provider: 'password',
    preferences: { language: 'fr-FR', notifications: false },
    createdAt: '2026-03-12T10:00:00.000Z',
    lastLoginAt: '2026-10-02T18:10:00.000Z',
  },
  disabled: {
    email: 'disabled@example.com',
    password: 'Disabled-pass-1',
    displayName: 'Dana Disabled',
    role: 'user',
    provider: 'password',
    disabled: true,
    createdAt: '2026-04-01T10:00:00.000Z',
    lastLoginAt: null,
  },
  /** A student who has not enrolled in anything yet: the landing page stays (no dashboard auto-landing). */
  newcomer: {
    email: 'nina@example.com',
    password: 'Nina-pass-1',
    displayName: 'Nina Newcomer',
    role: 'user',
    provider: 'password',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastLoginAt: '2026-11-20T10:00:00.000Z',
  },
  /** Signed up with Google: no password, so a password sign-in with this address fails. */
  googleStudent: {
    email: 'gabriel@example.com',
    password: null,
    displayName: 'Gabriel Google',
    role: 'user',
    provider: 'google.com',
    createdAt: '2026-05-05T10:00:00.000Z',
    lastLoginAt: '2026-11-01T12:00:00.000Z',
  },
};

/** The long set's student, whose name wraps over several lines. */
export const LONG_STUDENT_NAME = 'Maximiliana Alexandra Konstantinopoulou-Vanderbilt de la Fuente';

/** Sign-ins are rate-limited per address and per client IP; the seed is one client. */
const SEED_CLIENT_IP = '127.0.0.1';

/** The subject Google would give Gabriel (its stable id for the person). */
const GOOGLE_SUBJECT = 'story-google-subject-gabriel';

export type StoryActors = Record<UserKey, StoryActor>;

async function createAccount(run: SeedRun, account: StoryAccount): Promise<string> {
  const ctx = run.at(account.createdAt);
  if (account.provider === 'google.com') {
    const session = await signInWithProviderProfile(ctx, OIDC_PROVIDERS.google, {
      subject: GOOGLE_SUBJECT,
      email: account.email,
      emailVerified: true,
      displayName: account.displayName,
      photoURL: null,
    });
    return session.user.uid;
  }
  if (account.password === null) throw new Error(`Password account ${account.email} needs a password`);
  const user = await createPasswordAccount(ctx, {
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    role: account.role,
  });
  return user.uid;
}

async function signInAgain(run: SeedRun, account: StoryAccount, at: string): Promise<void> {
  const ctx = run.at(at);
  if (account.provider === 'google.com') {
    await signInWithProviderProfile(ctx, OIDC_PROVIDERS.google, {
      subject: GOOGLE_SUBJECT,
      email: account.email,
      emailVerified: true,
      displayName: account.displayName,
      photoURL: null,
    });
    return;
  }
  await signInWithPassword(ctx, { email: account.email, password: account.password ?? '' }, SEED_CLIENT_IP);
}

/** Creates every story account, oldest first; the disabled one is disabled through the domain's account rule. */
export async function seedUsers(
  run: SeedRun,
  options: { studentDisplayName?: string } = {},
): Promise<StoryActors> {
  const actors: Partial<StoryActors> = {};
  const byAge = (Object.entries(STORY_ACCOUNTS) as [UserKey, StoryAccount][]).sort(
    ([, a], [, b]) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
  for (const [key, base] of byAge) {
    const account =
      key === 'student' && options.studentDisplayName !== undefined
        ? { ...base, displayName: options.studentDisplayName }
        : base;
    const uid = await createAccount(run, account);
    const actor: StoryActor = {
      uid,
      email: account.email,
      admin: account.role === 'admin',
      provider: account.provider,
    };
    actors[key] = actor;
    if (account.photoURL !== undefined || account.preferences !== undefined) {
      await run.call('updateMyUserDocument', actor, account.createdAt, {
        ...(account.photoURL === undefined ? {} : { photoURL: account.photoURL }),
        ...(account.preferences === undefined ? {} : { preferences: account.preferences }),
      });
    }
    if (account.lastLoginAt !== null && account.lastLoginAt !== account.createdAt) {
      await signInAgain(run, account, account.lastLoginAt);
    }
    if (account.disabled === true) await setAccountDisabled(run.at(account.createdAt), uid, true);
  }
  return actors as StoryActors;
}
