// What admins manage: allowed origins (their own and, read-only, LMS_EMBED_ORIGINS) and API keys (origins checked,
// the secret shown once and stored only as a hash), and the framing headers that follow from the allowed origins:
// an action-plan step may be framed by them, every other page by nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { testDatabases } from '../helpers/databases';
import { startActionPlanServer, type ActionPlanHarness } from '../action-plans/action-plan-harness';
import { frameAncestorsOf } from '../helpers/policy';

const ENV_ORIGIN = 'https://env.example';

describe.each(testDatabases())('embedding settings ($dialect)', ({ dialect }) => {
  let h: ActionPlanHarness;
  beforeAll(async () => {
    h = await startActionPlanServer(dialect, { env: { LMS_EMBED_ORIGINS: ENV_ORIGIN } });
  });
  afterAll(() => h?.close());

  const headersOf = async (url: string) => (await h.server.app.inject({ method: 'GET', url })).headers;

  it('lists, adds and removes origins; those of the environment stay and say where they come from', async () => {
    const added = await h.call(h.admin.idToken, 'addEmbedOrigin', { origin: 'https://school.example' });
    expect(added.items).toEqual([
      { origin: ENV_ORIGIN, source: 'environment', createdAt: null },
      { origin: 'https://school.example', source: 'settings', createdAt: expect.any(String) },
    ]);
    // Idempotent.
    expect(
      (await h.call(h.admin.idToken, 'addEmbedOrigin', { origin: 'https://school.example' })).items,
    ).toHaveLength(2);
    expect(await h.call(null, 'listEmbedOrigins', {})).toEqual({
      origins: [ENV_ORIGIN, 'https://school.example'],
    });

    expect(await h.fail(h.admin.idToken, 'removeEmbedOrigin', { origin: ENV_ORIGIN })).toMatchObject({
      status: 403,
      details: { reason: 'from-environment' },
    });
    expect(
      await h.fail(h.admin.idToken, 'removeEmbedOrigin', { origin: 'https://never.example' }),
    ).toMatchObject({
      status: 404,
    });
    for (const origin of ['http://school.example', 'https://school.example/path', 'https://School.example']) {
      expect((await h.fail(h.admin.idToken, 'addEmbedOrigin', { origin })).status, origin).toBe(400);
    }
  });

  it('creates API keys only for allowed origins and never shows or stores the secret again', async () => {
    const refused = await h.fail(h.admin.idToken, 'createEmbedApiKey', {
      name: 'Elsewhere',
      origins: ['https://elsewhere.example'],
    });
    expect(refused).toMatchObject({ status: 400, details: { reason: 'origin-not-allowed' } });

    const created = await h.call(h.admin.idToken, 'createEmbedApiKey', {
      name: 'School site',
      origins: ['https://school.example', ENV_ORIGIN],
    });
    expect(created.secret).toMatch(/^lmsk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'School site',
      keyPrefix: created.secret.slice(0, 11),
      origins: ['https://school.example', ENV_ORIGIN],
      lastUsedAt: null,
      revokedAt: null,
    });
    const listed = await h.call(h.admin.idToken, 'adminListEmbedApiKeys', {});
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const row = await h.server.ctx.db
      .selectFrom('embed_api_keys')
      .selectAll()
      .where('id', '=', created.key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect(row.key_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));

    await h.call(h.admin.idToken, 'revokeEmbedApiKey', { id: created.key.id });
    const again = await h.call(h.admin.idToken, 'revokeEmbedApiKey', { id: created.key.id });
    expect(again.revokedAt).toEqual(expect.any(String));
    expect(await h.fail(h.admin.idToken, 'revokeEmbedApiKey', { id: 'no-such-key' })).toMatchObject({
      status: 404,
    });
  });

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
