// The admin test page's checks against the real integrations of a test server: its database and disk store, a
// mail relay that takes or refuses the message, the payment mode, a real OpenID provider on a loopback port and
// one that does not answer, the allowed origins and the build. A missing integration is "not configured".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type IntegrationCheckResult, LmsError } from '@lms/core';
import { migrations } from '@lms/domain/internal/areas/index';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { signInTestUser } from '../helpers/auth';
import { startLocalOidcProvider, type LocalOidcProvider } from '../oidc/local-oidc-provider';

describe.each(testDatabases())('integration checks ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let provider: LocalOidcProvider;
  let adminToken: string;
  let studentToken: string;

  async function check(name: string, token = adminToken): Promise<IntegrationCheckResult> {
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions('runIntegrationCheck'),
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { check: name } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as IntegrationCheckResult;
  }
  const facts = (result: IntegrationCheckResult) =>
    Object.fromEntries(result.facts.map((entry) => [entry.name, entry.value]));

  beforeAll(async () => {
    provider = await startLocalOidcProvider({
      clients: [
        { client_id: 'google-client', client_secret: 'google-secret', redirect_uris: ['http://x/cb'] },
      ],
      accounts: {},
    });
    server = await createTestServer({
      dialect,
      env: {
        LMS_GOOGLE_CLIENT_ID: 'google-client',
        LMS_GOOGLE_CLIENT_SECRET: 'google-secret',
        LMS_GOOGLE_ISSUER: provider.issuer,
        // Nothing listens on port 9 of this machine: discovery there fails.
        LMS_MICROSOFT_CLIENT_ID: 'ms-client',
        LMS_MICROSOFT_CLIENT_SECRET: 'ms-secret',
        LMS_MICROSOFT_ISSUER: 'http://127.0.0.1:9/common/v2.0',
        LMS_BUILD_ID: 'build-42',
      },
    });
    adminToken = (await signInTestUser(server.ctx, { email: 'admin@example.com', admin: true })).idToken;
    studentToken = (await signInTestUser(server.ctx, { email: 'student@example.com' })).idToken;
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('database: the engine, its version, a round trip and every migration applied', async () => {
    const result = await check('database');
    expect(result.status).toBe('ok');
    expect(facts(result)).toMatchObject({
      dialect: dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
      migrationsApplied: String(Object.keys(migrations).length),
      latestMigration: Object.keys(migrations).at(-1),
    });
    expect(facts(result).databaseVersion).toMatch(dialect === 'postgres' ? /^PostgreSQL \d+/ : /^3\.\d+/);
    expect(Number(facts(result).roundTripMs)).toBeGreaterThanOrEqual(0);
  });

  it('files: writes, reads back and deletes bytes on the disk store', async () => {
    const result = await check('files');
    expect(result).toMatchObject({ status: 'ok', problem: null });
    expect(facts(result)).toEqual({ bytesWritten: '64', readBack: 'identical', deleted: 'yes' });
  });

  it('files: a store that loses bytes fails the check with what went wrong', async () => {
    const store = server.ctx.fileBytes;
    // The domain reads whatever kind of body a store gives back; zeros instead of what was written.
    server.ctx.fileBytes = { ...store, read: async () => new Uint8Array(64) } as unknown as typeof store;
    try {
      const result = await check('files');
      expect(result).toMatchObject({
        status: 'failed',
        problem: 'The bytes read back differ from those written',
      });
    } finally {
      server.ctx.fileBytes = store;
    }
  });

  it('mail: not configured without a relay; sent to the admin through one; a refusal is a failed check', async () => {
    expect(await check('mail')).toMatchObject({
      status: 'not-configured',
      problem: expect.stringMatching(/SMTP_URL/),
    });
    const sent: { to: string; subject: string }[] = [];
    server.ctx.mailTransport = {
      send: async (message) => {
        sent.push(message);
        return { messageId: '<test-1@relay>' };
      },
    };
    try {
      const result = await check('mail');
      expect(result.status).toBe('ok');
      expect(facts(result)).toEqual({ sentTo: 'admin@example.com', messageId: '<test-1@relay>' });
      expect(sent).toEqual([
        expect.objectContaining({ to: 'admin@example.com', subject: expect.stringMatching(/Test/) }),
      ]);
      server.ctx.mailTransport = {
        send: async () => {
          throw new LmsError('functions/unavailable', 'The mail relay refused the message: 550 relay denied');
        },
      };
      expect(await check('mail')).toMatchObject({
        status: 'failed',
        problem: expect.stringMatching(/550 relay/),
      });
    } finally {
      server.ctx.mailTransport = null;
    }
  });

  it('payments: the sandbox without Stripe is "not configured" for an outside provider', async () => {
    const result = await check('payments');
    expect(result.status).toBe('not-configured');
    expect(facts(result)).toEqual({ sandbox: 'on', provider: 'none' });
  });

  it("sign-in: reads each provider's discovery document; one that does not answer fails the check, by name", async () => {
    const result = await check('sign-in');
    expect(result.status).toBe('failed');
    expect(facts(result)).toMatchObject({
      google: provider.issuer,
      microsoft: expect.stringMatching(/^unreachable/),
    });
    expect(facts(result).googleAuthorization).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(result.problem).toMatch(/^Microsoft: /);
  });

  it('embedding: no allowed origin yet is "not configured"; with one it lists it', async () => {
    expect((await check('embedding')).status).toBe('not-configured');
    await server.ctx.db
      .insertInto('embed_origins')
      .values({ origin: 'https://partner.example', created_at: Date.now(), created_by: null })
      .execute();
    const result = await check('embedding');
    expect(result.status).toBe('ok');
    expect(facts(result).allowedOrigins).toBe('https://partner.example');
  });

  it('server: version, the build from LMS_BUILD_ID and the runtime', async () => {
    const result = await check('server');
    expect(result.status).toBe('ok');
    expect(facts(result)).toMatchObject({ build: 'build-42', runtime: `Node.js ${process.version}` });
    expect(facts(result).version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is for administrators only, and refuses an unknown check', async () => {
    const asStudent = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions('runIntegrationCheck'),
      headers: { authorization: `Bearer ${studentToken}` },
      payload: { data: { check: 'database' } },
    });
    expect(asStudent.statusCode).toBe(403);
    const unknown = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions('runIntegrationCheck'),
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { data: { check: 'dns' } },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
