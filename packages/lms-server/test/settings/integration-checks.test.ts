// The admin test page's checks that need the server's own probes: a real OpenID provider on a loopback port and one
// that does not answer, and the build. (The checks of what every host has are lms-domain's conformance group
// "integration checks".)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type IntegrationCheckResult } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { signInTestUser } from '../helpers/auth';
import { startLocalOidcProvider, type LocalOidcProvider } from '../oidc/local-oidc-provider';

describe.each(testDatabases())('integration checks ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let provider: LocalOidcProvider;
  let adminToken: string;

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
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
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

  it('server: version, the build from LMS_BUILD_ID and the runtime', async () => {
    const result = await check('server');
    expect(result.status).toBe('ok');
    expect(facts(result)).toMatchObject({ build: 'build-42', runtime: `Node.js ${process.version}` });
    expect(facts(result).version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
