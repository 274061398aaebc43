// Google and Microsoft popup sign-in against real local OpenID providers, on both databases: the whole code flow
// with PKCE over HTTP, user creation and claim mapping, and every way the flow must refuse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePKCECodeChallenge } from 'openid-client';
import type { ClientMetadata } from 'oidc-provider';
import { authenticate } from '@lms/domain/internal/identity/authenticate';
import { ACCOUNT_EXISTS_MESSAGE } from '@lms/domain';
import { signInTestUser } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider';
import { readPostedMessage, runPopup, type PopupDriverOptions } from './popup-driver';

const PUBLIC_URL = 'http://lms.test';
const EMBEDDING_SITE = 'https://school.example';
const startPath = (provider: string, origin = PUBLIC_URL) =>
  `/api/auth/oauth/${provider}/start?origin=${encodeURIComponent(origin)}`;

const client = (name: string): ClientMetadata => ({
  client_id: `${name}-client`,
  client_secret: `${name}-secret`,
  redirect_uris: [`${PUBLIC_URL}/api/auth/oauth/${name}/callback`],
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_post',
});

async function startProviders() {
  const google = await startLocalOidcProvider({
    clients: [client('google')],
    accounts: {
      'g-ada': {
        email: 'Ada@Gmail.test',
        email_verified: true,
        name: 'Ada Lovelace',
        picture: 'https://photos.example/ada.png',
      },
      'g-taken': { email: 'taken@example.org', email_verified: true, name: 'Someone Else' },
      'g-nomail': { name: 'No Mail' },
    },
  });
  const microsoft = await startLocalOidcProvider({
    entra: true,
    clients: [client('microsoft')],
    accounts: {
      'm-grace': {
        displayName: 'Grace Hopper',
        name: 'G. Hopper',
        mail: 'grace@contoso.test',
        userPrincipalName: 'grace@contoso.onmicrosoft.test',
        email: 'other@contoso.test',
        photo: 'https://photos.example/grace.jpg',
        picture: 'https://graph.microsoft.com/v1.0/me/photo/$value',
      },
      'm-linus': {
        name: 'Linus',
        userPrincipalName: 'linus@contoso.test',
        picture: 'https://graph.microsoft.com/v1.0/me/photo/$value',
      },
      'm-ada': { name: 'Ada at work', mail: 'ada@gmail.test' },
      // Signed by the tenant in the token's issuer but claiming another tenant: the two must agree.
      'm-other-tenant': {
        name: 'Mallory',
        mail: 'mallory@contoso.test',
        tid: '00000000-0000-0000-0000-000000000000',
      },
    },
  });
  return { google, microsoft };
}

const providerEnv = (google: LocalOidcProvider) => ({
  LMS_PUBLIC_URL: PUBLIC_URL,
  LMS_EMBED_ORIGINS: EMBEDDING_SITE,
  LMS_GOOGLE_CLIENT_ID: 'google-client',
  LMS_GOOGLE_CLIENT_SECRET: 'google-secret',
  LMS_GOOGLE_ISSUER: google.issuer,
});

describe.each(testDatabases())('Google and Microsoft popup sign-in ($dialect)', ({ dialect }) => {
  let providers: { google: LocalOidcProvider; microsoft: LocalOidcProvider };
  let server: TestServer;
  let driver: PopupDriverOptions;

  beforeAll(async () => {
    providers = await startProviders();
    server = await createTestServer({
      dialect,
      env: {
        ...providerEnv(providers.google),
        // No LMS_MICROSOFT_ISSUER: the default common endpoint, reached at the stand-in through `fetch`.
        LMS_MICROSOFT_CLIENT_ID: 'microsoft-client',
        LMS_MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
      },
      app: { oidc: { fetch: providers.microsoft.fetch } },
    });
    driver = { app: server.app, publicUrl: PUBLIC_URL, mapUrl: providers.microsoft.mapUrl };
  });
  afterAll(async () => {
    await server?.close();
    await providers?.google.close();
    await providers?.microsoft.close();
  });

  const identitiesOf = (subject: string) =>
    server.ctx.db.selectFrom('identities').selectAll().where('subject', '=', subject).execute();

  it('creates a user from a Google sign-in (name, e-mail, photo) and posts the session to the opener origin only', async () => {
    const outcome = await runPopup(driver, startPath('google'), { account: 'g-ada' });

    const params = outcome.authorizationUrl!.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oauth/google/callback`);

    expect(outcome.status).toBe(200);
    expect(outcome.posted?.targetOrigin).toBe(PUBLIC_URL);
    const message = outcome.posted!.message;
    expect(message).toMatchObject({
      type: 'lms:oauth-result',
      isNewUser: true,
      user: {
        email: 'ada@gmail.test',
        emailVerified: true,
        displayName: 'Ada Lovelace',
        photoURL: 'https://photos.example/ada.png',
        providerData: [{ providerId: 'google.com', uid: 'g-ada' }],
      },
    });
    const caller = await authenticate(server.ctx, `Bearer ${String(message.idToken)}`);
    expect(caller).toMatchObject({ email: 'ada@gmail.test', provider: 'google.com', admin: false });

    const user = await server.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ada@gmail.test')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      provider: 'google.com',
      role: 'user',
      pref_language: 'en-US',
      xapi_identifier: 'mailto:ada@gmail.test',
    });
    expect(await identitiesOf('g-ada')).toMatchObject([{ provider: 'google.com', uid: user.uid }]);
    expect(await server.ctx.db.selectFrom('oauth_states').selectAll().execute()).toEqual([]);
  });

  it('signs the same Google account in again as the same, existing user', async () => {
    const outcome = await runPopup(driver, startPath('google'), { account: 'g-ada' });
    expect(outcome.posted?.message).toMatchObject({ isNewUser: false, user: { email: 'ada@gmail.test' } });
    expect(await identitiesOf('g-ada')).toHaveLength(1);
  });

  it("reads Microsoft's displayName, mail and photo through the common endpoint's tenant issuer", async () => {
    const outcome = await runPopup(driver, startPath('microsoft'), { account: 'm-grace' });
    expect(outcome.authorizationUrl!.origin).toBe('https://login.microsoftonline.com');
    expect(outcome.authorizationUrl!.searchParams.get('prompt')).toBe('select_account');
    expect(outcome.posted?.message).toMatchObject({
      isNewUser: true,
      user: {
        email: 'grace@contoso.test',
        displayName: 'Grace Hopper',
        photoURL: 'https://photos.example/grace.jpg',
        providerData: [{ providerId: 'microsoft.com', uid: 'm-grace' }],
      },
    });
    const caller = await authenticate(server.ctx, `Bearer ${String(outcome.posted!.message.idToken)}`);
    expect(caller?.provider).toBe('microsoft.com');
  });

  it("refuses a Microsoft ID token whose issuer is not the template filled with the token's own tenant", async () => {
    const outcome = await runPopup(driver, startPath('microsoft'), { account: 'm-other-tenant' });
    expect(outcome.posted?.message.error?.code).toBe('auth/invalid-credential');
    expect(await identitiesOf('m-other-tenant')).toEqual([]);
  });

  it('falls back to name and userPrincipalName, and drops Graph photo URLs an <img> cannot load', async () => {
    const outcome = await runPopup(driver, startPath('microsoft'), { account: 'm-linus' });
    expect(outcome.posted?.message).toMatchObject({
      user: { email: 'linus@contoso.test', displayName: 'Linus', photoURL: null },
    });
  });

  it('refuses an e-mail that already has an account with another sign-in method (spec 8)', async () => {
    await signInTestUser(server.ctx, { email: 'taken@example.org' });
    const google = await runPopup(driver, startPath('google'), { account: 'g-taken' });
    expect(google.posted?.targetOrigin).toBe(PUBLIC_URL);
    expect(google.posted?.message.error).toEqual({
      code: 'auth/account-exists-with-different-credential',
      message: ACCOUNT_EXISTS_MESSAGE,
    });
    expect(google.posted?.message.idToken).toBeUndefined();
    expect(await identitiesOf('g-taken')).toEqual([]);

    // Also across the two providers: Ada signed up with Google, so her Microsoft account may not take it over.
    const microsoft = await runPopup(driver, startPath('microsoft'), { account: 'm-ada' });
    expect(microsoft.posted?.message.error?.code).toBe('auth/account-exists-with-different-credential');
    expect(await identitiesOf('m-ada')).toEqual([]);
    // Each refusal is a security event in the audit log, naming the address and the provider.
    const events = await server.ctx.db
      .selectFrom('audit_log')
      .select(['kind', 'action', 'actor_email', 'outcome', 'error_code', 'summary'])
      .where('action', '=', 'auth.provider-sign-in-failed')
      .where('actor_email', '=', 'taken@example.org')
      .execute();
    expect(events).toEqual([
      {
        kind: 'security',
        action: 'auth.provider-sign-in-failed',
        actor_email: 'taken@example.org',
        outcome: 'refused',
        error_code: 'auth/account-exists-with-different-credential',
        summary: JSON.stringify({ provider: 'google' }),
      },
    ]);
  });

  it('says so when the provider shares no e-mail address', async () => {
    const outcome = await runPopup(driver, startPath('google'), { account: 'g-nomail' });
    expect(outcome.posted?.message.error?.code).toBe('auth/invalid-email');
  });

  it('accepts a state only once: replaying the callback posts nothing and signs no one in', async () => {
    const first = await runPopup(driver, startPath('google'), { account: 'g-ada' });
    expect(first.posted?.message.idToken).toEqual(expect.any(String));
    const replay = await server.app.inject({
      method: 'GET',
      url: first.callbackUrl!.slice(PUBLIC_URL.length),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('expired or was already completed');
    expect(replay.body).not.toContain('postMessage');
  });

  it('refuses a state that has expired', async () => {
    const outcome = await runPopup({ ...driver, beforeCallback: expireAllStates }, startPath('google'), {
      account: 'g-ada',
    });
    expect(outcome.status).toBe(400);
    expect(outcome.posted).toBeNull();
  });

  it('sends the S256 challenge of the stored verifier, and the provider refuses a code redeemed with another one', async () => {
    let storedVerifierChallenge = '';
    const outcome = await runPopup(
      {
        ...driver,
        beforeCallback: async (callbackUrl) => {
          const state = callbackUrl.searchParams.get('state') ?? '';
          const row = await server.ctx.db
            .selectFrom('oauth_states')
            .selectAll()
            .where('state', '=', state)
            .executeTakeFirstOrThrow();
          storedVerifierChallenge = await calculatePKCECodeChallenge(row.code_verifier);
          // An attacker holding the code but not the verifier: the token exchange must fail.
          await server.ctx.db
            .updateTable('oauth_states')
            .set({ code_verifier: 'x'.repeat(43) })
            .where('state', '=', state)
            .execute();
        },
      },
      startPath('google'),
      { account: 'g-ada' },
    );
    expect(outcome.authorizationUrl!.searchParams.get('code_challenge')).toBe(storedVerifierChallenge);
    expect(outcome.posted?.message.error?.code).toBe('auth/invalid-credential');
    expect(outcome.posted?.message.idToken).toBeUndefined();
  });

  it('refuses to start for an opener origin that is neither this server nor allow-listed', async () => {
    for (const origin of ['https://evil.example', `${PUBLIC_URL}/path`, 'null']) {
      const response = await server.app.inject({ method: 'GET', url: startPath('google', origin) });
      expect(response.statusCode, origin).toBe(400);
      expect(response.headers.location, origin).toBeUndefined();
      expect(response.body, origin).not.toContain('postMessage');
    }
    expect(await server.ctx.db.selectFrom('oauth_states').selectAll().execute()).toEqual([]);
  });

  it('posts to an allow-listed embedding origin when that is the opener', async () => {
    const outcome = await runPopup(driver, startPath('google', EMBEDDING_SITE), { account: 'g-ada' });
    expect(outcome.posted?.targetOrigin).toBe(EMBEDDING_SITE);
    expect(outcome.posted?.message.idToken).toEqual(expect.any(String));
  });

  it('reports a sign-in cancelled on the provider page as auth/popup-closed-by-user', async () => {
    const outcome = await runPopup(driver, startPath('google'), { cancel: true });
    expect(outcome.posted?.message.error?.code).toBe('auth/popup-closed-by-user');
  });

  it('serves the result page without caching, without framing and with a nonce-only script policy', async () => {
    let headers: Record<string, unknown> = {};
    await runPopup(
      {
        ...driver,
        beforeCallback: async (callbackUrl) => {
          const response = await server.app.inject({
            method: 'GET',
            url: `${callbackUrl.pathname}?state=unknown`,
          });
          headers = response.headers;
        },
      },
      startPath('google'),
      { account: 'g-ada' },
    );
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  async function expireAllStates() {
    await server.ctx.db.updateTable('oauth_states').set({ expires_at: 0 }).execute();
  }
});

describe.each(testDatabases())('popup sign-in with a provider not configured ($dialect)', ({ dialect }) => {
  let google: LocalOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    google = await startLocalOidcProvider({ clients: [client('google')], accounts: {} });
    server = await createTestServer({ dialect, env: providerEnv(google) });
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  it('reports the provider as unavailable in GET /api/auth/providers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true, microsoft: false });
  });

  it('answers the popup with auth/operation-not-allowed, posted to the opener', async () => {
    const response = await server.app.inject({ method: 'GET', url: startPath('microsoft') });
    expect(response.statusCode).toBe(200);
    const posted = readPostedMessage(response.body);
    expect(posted).toMatchObject({
      targetOrigin: PUBLIC_URL,
      message: { error: { code: 'auth/operation-not-allowed' } },
    });
  });

  it('answers 404 for a provider that does not exist', async () => {
    const response = await server.app.inject({ method: 'GET', url: startPath('github') });
    expect(response.statusCode).toBe(404);
  });
});
