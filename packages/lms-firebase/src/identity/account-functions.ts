// Firebase Auth's blocking functions (Identity Platform): the platform's user document made with its defaults when
// Firebase Auth creates an account, and last_login kept at every sign-in (spec 3), as the self-hosted server's
// sign-up and sign-in do. Without a record the domain refuses the account's calls, so a sign-up the record cannot
// be made for (the e-mail taken on the platform) is refused here, before Firebase Auth keeps the account.
import { LmsError, isLmsError } from '@lms/core';
import { findUserByUid, insertUser, recordLogin, type DomainContext } from '@lms/domain';
import {
  beforeUserCreated,
  beforeUserSignedIn,
  type AuthBlockingEvent,
} from 'firebase-functions/v2/identity';
import { HttpsError } from 'firebase-functions/v2/https';
import { platformAccountOf } from './platform-account';

/** Identity Platform waits 7 s for a blocking function: the region of every function, the default otherwise. */
const BLOCKING_OPTIONS = { region: 'us-central1' } as const;

/** Makes the platform's record of the event's new account (or finds the one made already). */
export async function recordNewAccount(ctx: DomainContext, event: AuthBlockingEvent): Promise<void> {
  const account = event.data;
  if (!account || (await findUserByUid(ctx, account.uid))) return;
  const input = platformAccountOf(account, event.additionalUserInfo?.profile as Record<string, unknown>);
  if (input === null) {
    throw new HttpsError('invalid-argument', 'The platform needs an e-mail address for every account.');
  }
  try {
    await insertUser(ctx, input);
  } catch (error) {
    if (isLmsError(error) && error.code === 'auth/email-already-in-use') {
      throw new HttpsError('already-exists', error.message);
    }
    throw error;
  }
}

/** Spec 3: last_login at every sign-in; an account made before these functions ran gets its record now. */
export async function recordSignIn(ctx: DomainContext, event: AuthBlockingEvent): Promise<void> {
  const account = event.data;
  if (!account) return;
  if (!(await findUserByUid(ctx, account.uid))) {
    await recordNewAccount(ctx, event);
    return;
  }
  await recordLogin(ctx, account.uid);
}

type BlockingFunction = ReturnType<typeof beforeUserCreated>;

export function accountFunctions(contextFor: () => Promise<DomainContext>): {
  beforeUserCreated: BlockingFunction;
  beforeUserSignedIn: BlockingFunction;
} {
  const withContext =
    (work: (ctx: DomainContext, event: AuthBlockingEvent) => Promise<void>) =>
    async (event: AuthBlockingEvent) => {
      try {
        await work(await contextFor(), event);
      } catch (error) {
        if (error instanceof HttpsError) throw error;
        // The database unreachable: refuse rather than let an account exist the platform has no record of.
        throw new HttpsError('unavailable', 'The platform could not record the account. Try again.', {
          cause: error instanceof LmsError ? error.code : String(error),
        });
      }
    };
  return {
    beforeUserCreated: beforeUserCreated(BLOCKING_OPTIONS, withContext(recordNewAccount)),
    beforeUserSignedIn: beforeUserSignedIn(BLOCKING_OPTIONS, withContext(recordSignIn)),
  };
}
