// The framing headers that follow from the allowed origins: an action-plan step may be framed by them, every other
// page by nobody, and a change applies at once. (The origins and API keys admins manage run on every host in
// lms-domain's conformance suite: rules/embedding/embed-settings.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startActionPlanServer, type ActionPlanHarness } from '../action-plans/action-plan-harness';
import { frameAncestorsOf } from '../helpers/policy';

const ENV_ORIGIN = 'https://env.example';

describe.each(testDatabases())('framing headers of embedding ($dialect)', ({ dialect }) => {
  let h: ActionPlanHarness;
  beforeAll(async () => {
    h = await startActionPlanServer(dialect, { env: { LMS_EMBED_ORIGINS: ENV_ORIGIN } });
    await h.call(h.admin.idToken, 'addEmbedOrigin', { origin: 'https://school.example' });
  });
  afterAll(() => h?.close());

  const headersOf = async (url: string) => (await h.server.app.inject({ method: 'GET', url })).headers;

  it('lets the allowed origins frame an action-plan step, and nobody frame any other page', async () => {
    const step = await headersOf('/action-plan/step-1?embed=1');
    expect(frameAncestorsOf(step['content-security-policy'])).toBe(
      `frame-ancestors 'self' ${ENV_ORIGIN} https://school.example`,
    );
    expect(step['x-frame-options']).toBeUndefined();
    for (const url of [
      '/',
      '/courses/42',
      '/admin/settings',
      '/action-plan',
      '/action-plan/a/b',
      '/action-plan/..',
    ]) {
      const headers = await headersOf(url);
      expect(frameAncestorsOf(headers['content-security-policy']), url).toBe("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
    const api = await h.server.app.inject({
      method: 'POST',
      url: '/api/fn/listEmbedOrigins',
      payload: { data: {} },
    });
    expect(frameAncestorsOf(api.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
  });

  it('applies a change of the allowed origins at once', async () => {
    await h.call(h.admin.idToken, 'removeEmbedOrigin', { origin: 'https://school.example' });
    expect(frameAncestorsOf((await headersOf('/action-plan/step-1'))['content-security-policy'])).toBe(
      `frame-ancestors 'self' ${ENV_ORIGIN}`,
    );
  });
});
