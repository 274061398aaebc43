// What admins manage: allowed origins (their own and, read-only, those of the host's configuration: LMS_EMBED_ORIGINS
// in the server) and API keys (origins checked, the secret shown once and stored only as a hash). (The framing
// headers that follow from the allowed origins: lms-server's test/embedding/framing-headers.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startActionPlanHost, type ActionPlanHarness } from '../../fixtures/action-plan-harness';
import type { OpenConformanceHost } from '../../host';

const ENV_ORIGIN = 'https://env.example';

export const describeEmbedSettings = (openHost: OpenConformanceHost) =>
  describe('embedding settings', () => {
    let h: ActionPlanHarness;
    beforeAll(async () => {
      h = await startActionPlanHost(openHost, { config: { embedOrigins: [ENV_ORIGIN] } });
    });
    afterAll(() => h?.close());

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
      for (const origin of [
        'http://school.example',
        'https://school.example/path',
        'https://School.example',
      ]) {
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
      const row = await h.host.ctx.db
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
  });
