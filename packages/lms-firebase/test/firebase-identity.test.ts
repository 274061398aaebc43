// Firebase Auth as the domain's identity provider, against the Auth emulator: the domain's own rules (who calls,
// an administrator's account changes, an embedded step's session) reach Firebase through the port and nowhere else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBED_SESSION_PROVIDER } from '@lms/core';
import {
  authenticate,
  deleteUser,
  findUserByUid,
  sendUserPasswordReset,
  setUserDisabled,
  setUserRole,
} from '@lms/domain';
import { createFirebaseTestContext, type FirebaseTestContext } from './support/firebase-test-context';
import { refusal } from './support/refusal';

let t: FirebaseTestContext;
let serial = 0;
/** One emulator serves every test: each test's people have addresses of their own. */
const address = (name: string) => `${name}.${process.pid}.${Date.now()}.${++serial}@example.com`;

beforeEach(async () => {
  t = await createFirebaseTestContext();
});
afterEach(async () => {
  await t.close();
});

/** Firebase compares revocation with a token's auth_time in whole seconds: a later second tells them apart. */
async function intoTheSecondAfter(seconds: number): Promise<void> {
  const wait = (seconds + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

describe('Firebase Auth behind the identity port', () => {
  it("names the caller of a Firebase ID token, with the platform's role", async () => {
    const email = address('learner');
    const { uid } = await t.account(email);
    const { idToken } = await t.signIn(email, 'first-Password-1');

    const caller = await authenticate(t.ctx, `Bearer ${idToken}`);

    expect(caller).toMatchObject({ uid, email, admin: false, provider: 'password' });
    expect(caller?.roleChanged).toBeUndefined();
  });

  it('refuses a token that is not one, and a token whose account the platform no longer has', async () => {
    const invalid = await refusal(authenticate(t.ctx, 'Bearer not.a.token'));
    expect(invalid.code).toBe('functions/unauthenticated');
    expect(invalid.details).toEqual({ reason: 'invalid' });

    const email = address('gone');
    const { uid } = await t.account(email);
    const { idToken } = await t.signIn(email, 'first-Password-1');
    await t.ctx.db.deleteFrom('users').where('uid', '=', uid).execute();
    const gone = await refusal(authenticate(t.ctx, `Bearer ${idToken}`));
    expect(gone.details).toEqual({ reason: 'user-not-found' });
  });

  it('makes an admin with a custom claim, which the next refreshed token carries', async () => {
    const admin = await t.account(address('admin'), { admin: true });
    const email = address('promoted');
    const { uid } = await t.account(email);
    const before = await t.signIn(email, 'first-Password-1');

    await setUserRole(t.ctx, admin.caller, uid, 'admin');

    expect((await t.auth.getUser(uid)).customClaims).toMatchObject({ admin: true });
    // The old token still says learner: the record decides, and the client is told to refresh.
    expect(await authenticate(t.ctx, `Bearer ${before.idToken}`)).toMatchObject({
      admin: true,
      roleChanged: true,
    });
    const after = await t.refresh(before.refreshToken);
    const caller = await authenticate(t.ctx, `Bearer ${after.idToken}`);
    expect(caller).toMatchObject({ uid, admin: true });
    expect(caller?.roleChanged).toBeUndefined();

    await setUserRole(t.ctx, admin.caller, uid, 'user');
    expect((await t.auth.getUser(uid)).customClaims).toMatchObject({ admin: false });
  });

  it("disables the Firebase account with the platform's, refusing its tokens, and enables it again", async () => {
    const admin = await t.account(address('admin'), { admin: true });
    const email = address('disabled');
    const { uid } = await t.account(email);
    const { idToken, refreshToken } = await t.signIn(email, 'first-Password-1');

    await setUserDisabled(t.ctx, admin.caller, uid, true);

    expect((await t.auth.getUser(uid)).disabled).toBe(true);
    const refused = await refusal(authenticate(t.ctx, `Bearer ${idToken}`));
    expect(refused.details).toEqual({ reason: 'user-disabled' });
    await expect(t.refresh(refreshToken)).rejects.toThrow(/USER_DISABLED/);
    await expect(t.signIn(email, 'first-Password-1')).rejects.toThrow(/USER_DISABLED/);

    await setUserDisabled(t.ctx, admin.caller, uid, false);
    expect((await t.auth.getUser(uid)).disabled).toBe(false);
    const again = await t.signIn(email, 'first-Password-1');
    expect(await authenticate(t.ctx, `Bearer ${again.idToken}`)).toMatchObject({ uid });
  });

  it("mails a reset link to the app's own page with Firebase's code, which sets the new password", async () => {
    const admin = await t.account(address('admin'), { admin: true });
    const email = address('forgetful');
    const { uid } = await t.account(email);

    await sendUserPasswordReset(t.ctx, admin.caller, uid);

    const mail = await t.ctx.db
      .selectFrom('outbox')
      .select(['text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const link = /http:\/\/lms\.test\/reset-password\?\S+/.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    const code = new URL(link!).searchParams.get('oobCode');
    expect(code).toBeTruthy();
    await t.resetPassword(code!, 'second-Password-2');
    const signedIn = await t.signIn(email, 'second-Password-2');
    expect(await authenticate(t.ctx, `Bearer ${signedIn.idToken}`)).toMatchObject({ uid });
    await expect(t.signIn(email, 'first-Password-1')).rejects.toThrow(
      /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('deletes the Firebase account with the platform account', async () => {
    const admin = await t.account(address('admin'), { admin: true });
    const email = address('leaving');
    const { uid } = await t.account(email);

    await deleteUser(t.ctx, admin.caller, uid, email);

    expect(await findUserByUid(t.ctx, uid)).toBeUndefined();
    await expect(t.auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it("starts an embedded step's session Firebase accepts, and ends it when the site's sessions end", async () => {
    const email = address('embedded');
    const { uid } = await t.account(email);
    const row = (await findUserByUid(t.ctx, uid))!;

    const { session, sessionId } = await t.ctx.identity.launchSession(t.ctx, row, EMBED_SESSION_PROVIDER);

    expect(session.user).toMatchObject({ uid, email, disabled: false });
    expect(session.expiresIn).toBeGreaterThan(0);
    const check = await t.ctx.identity.checkCallerToken(t.ctx, session.idToken);
    expect(check).toMatchObject({ ok: true, claims: { sub: uid, provider: EMBED_SESSION_PROVIDER } });
    const idToken = await t.ctx.identity.launchIdToken(t.ctx, row, EMBED_SESSION_PROVIDER);
    expect(await authenticate(t.ctx, `Bearer ${idToken}`)).toMatchObject({
      uid,
      provider: EMBED_SESSION_PROVIDER,
    });

    if (!check.ok) throw new Error('Firebase refused the launched session');
    await intoTheSecondAfter(check.claims.auth_time);
    await t.ctx.identity.endSessions(t.ctx, [sessionId!]);

    expect(await t.ctx.identity.checkCallerToken(t.ctx, session.idToken)).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });
});
