// The platform's record of a Firebase Auth account, made under the account's uid: by the blocking function at
// sign-up (account-functions.ts) and by `lms firebase create-admin` for an account older than the functions.
import { profileFromClaims } from '@lms/core';
import type { NewUserInput } from '@lms/domain';

/** The fields of a Firebase account (firebase-admin's UserRecord, a blocking event's AuthUserRecord) read here. */
export interface FirebaseAccount {
  uid: string;
  email?: string | undefined;
  emailVerified: boolean;
  displayName?: string | undefined;
  photoURL?: string | undefined;
  providerData: readonly { providerId: string }[];
}

const PROVIDERS = { 'google.com': 'google', 'microsoft.com': 'microsoft' } as const;

/**
 * What the account says, and for a Google or Microsoft sign-up what the provider said where the account is silent
 * (Microsoft leaves the name, and often the e-mail, to its profile: spec 7); null without any e-mail.
 */
export function platformAccountOf(
  account: FirebaseAccount,
  providerProfile?: Record<string, unknown> | null,
): NewUserInput | null {
  const providerId = account.providerData[0]?.providerId ?? 'password';
  const oauth = PROVIDERS[providerId as keyof typeof PROVIDERS];
  const profile =
    oauth && providerProfile ? profileFromClaims({ id: oauth }, account.uid, providerProfile) : undefined;
  const email = account.email ?? profile?.email ?? null;
  if (email === null) return null;
  return {
    uid: account.uid,
    email: email.toLowerCase(),
    emailVerified: account.emailVerified,
    displayName: account.displayName ?? profile?.displayName ?? null,
    photoURL: account.photoURL ?? profile?.photoURL ?? null,
    provider: providerId,
  };
}
