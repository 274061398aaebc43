// Firebase Auth's blocking functions as the domain sees them: a new account gets the platform's user document with
// its defaults (Microsoft's profile filling what the account leaves empty), a sign-in keeps last_login, and a
// sign-up whose e-mail the platform holds under another account is refused before Firebase Auth keeps it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUserByUid, type DomainContext } from '@lms/domain';
import { openMemoryDomain } from '@lms/domain/conformance/memory-domain';
import type { AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { HttpsError } from 'firebase-functions/v2/https';
import { recordNewAccount, recordSignIn } from '../../src/identity/account-functions';

let ctx: DomainContext;
let close: () => Promise<void>;
let now = Date.parse('2026-11-30T08:00:00Z');
beforeEach(async () => {
  ({ ctx, close } = await openMemoryDomain({ identity: null as never, now: () => now }));
});
afterEach(async () => {
  await close();
});

function eventFor(
  account: Partial<NonNullable<AuthBlockingEvent['data']>> & { uid: string },
  additionalUserInfo?: AuthBlockingEvent['additionalUserInfo'],
): AuthBlockingEvent {
  return {
    data: { emailVerified: false, disabled: false, metadata: {} as never, providerData: [], ...account },
    ...(additionalUserInfo ? { additionalUserInfo } : {}),
  } as AuthBlockingEvent;
}

describe("Firebase Auth's blocking functions", () => {
  it('make the user document of a password sign-up with the defaults, under the Firebase uid', async () => {
    await recordNewAccount(
      ctx,
      eventFor({
        uid: 'fb-ada',
        email: 'Ada@Example.com',
        displayName: 'Ada',
        providerData: [{ providerId: 'password' } as never],
      }),
    );
    expect(await findUserByUid(ctx, 'fb-ada')).toMatchObject({
      email: 'ada@example.com',
      display_name: 'Ada',
      role: 'user',
      provider: 'password',
      last_login: now,
    });
  });

  it("take a Microsoft account's name, e-mail and photo from its profile when the account has none (spec 7)", async () => {
    await recordNewAccount(
      ctx,
      eventFor(
        { uid: 'fb-grace', providerData: [{ providerId: 'microsoft.com' } as never] },
        {
          providerId: 'microsoft.com',
          isNewUser: true,
          profile: {
            displayName: 'Grace Hopper',
            userPrincipalName: 'grace@contoso.test',
            photo: 'https://photos.example/g.png',
          },
        },
      ),
    );
    expect(await findUserByUid(ctx, 'fb-grace')).toMatchObject({
      email: 'grace@contoso.test',
      display_name: 'Grace Hopper',
      photo_url: 'https://photos.example/g.png',
      provider: 'microsoft.com',
    });
  });

  it('refuse a sign-up whose e-mail the platform holds under another account, or that has no e-mail', async () => {
    await recordNewAccount(ctx, eventFor({ uid: 'first', email: 'taken@example.com' }));
    const taken = await recordNewAccount(ctx, eventFor({ uid: 'second', email: 'taken@example.com' })).catch(
      (error: unknown) => error,
    );
    expect(taken).toBeInstanceOf(HttpsError);
    expect((taken as HttpsError).code).toBe('already-exists');
    const silent = await recordNewAccount(ctx, eventFor({ uid: 'nameless' })).catch(
      (error: unknown) => error,
    );
    expect((silent as HttpsError).code).toBe('invalid-argument');
    expect(await findUserByUid(ctx, 'second')).toBeUndefined();
  });

  it('keep last_login at every sign-in, and make the record of an account older than the functions', async () => {
    await recordNewAccount(ctx, eventFor({ uid: 'fb-ada', email: 'ada@example.com' }));
    now += 60_000;
    await recordSignIn(ctx, eventFor({ uid: 'fb-ada', email: 'ada@example.com' }));
    expect((await findUserByUid(ctx, 'fb-ada'))?.last_login).toBe(now);

    await recordSignIn(ctx, eventFor({ uid: 'fb-older', email: 'older@example.com' }));
    expect(await findUserByUid(ctx, 'fb-older')).toMatchObject({
      email: 'older@example.com',
      last_login: now,
    });
  });
});
