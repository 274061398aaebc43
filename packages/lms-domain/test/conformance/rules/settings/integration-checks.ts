// The admin test page's checks of what every host has, through the host's callable route: its database, its store
// of file bytes, a mail relay that takes or refuses the message, the payment mode and the allowed origins. A missing
// integration is "not configured". (The checks that need the server's probes, a real OpenID provider and its
// build, are the server's integration checks test.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IntegrationCheckResult, LmsError } from '@lms/core';
import { migrations } from '@lms/domain/internal/areas/index';
import { callFunction } from '../../fixtures/callable';
import type { ConformanceHost, ConformanceTraits, OpenConformanceHost } from '../../host';
import { itNeeding } from '../test-needs';

export const describeIntegrationChecks = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('integration checks', () => {
    // A store that loses bytes and a mail relay are swapped into the suite's context: the host must answer with it.
    const swappingPorts = itNeeding(traits, { portsInProcess: true });
    let host: ConformanceHost;
    let adminToken: string;
    let studentToken: string;

    async function check(name: string, token = adminToken): Promise<IntegrationCheckResult> {
      const { status, body, raw } = await callFunction(host, token, 'runIntegrationCheck', { check: name });
      expect(status, raw).toBe(200);
      return body.result as IntegrationCheckResult;
    }
    const facts = (result: IntegrationCheckResult) =>
      Object.fromEntries(result.facts.map((entry) => [entry.name, entry.value]));

    beforeAll(async () => {
      host = await openHost({});
      adminToken = (await host.signIn({ email: 'admin@example.com', admin: true })).idToken;
      studentToken = (await host.signIn({ email: 'student@example.com' })).idToken;
    });
    afterAll(() => host?.close());

    it('database: the engine, its version, a round trip and every migration applied', async () => {
      const result = await check('database');
      expect(result.status).toBe('ok');
      expect(facts(result)).toMatchObject({
        dialect: host.ctx.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
        migrationsApplied: String(Object.keys(migrations).length),
        latestMigration: Object.keys(migrations).at(-1),
      });
      expect(facts(result).databaseVersion).toMatch(
        host.ctx.dialect === 'postgres' ? /^PostgreSQL \d+/ : /^3\.\d+/,
      );
      expect(Number(facts(result).roundTripMs)).toBeGreaterThanOrEqual(0);
    });

    it('files: writes, reads back and deletes bytes on the disk store', async () => {
      const result = await check('files');
      expect(result).toMatchObject({ status: 'ok', problem: null });
      expect(facts(result)).toEqual({ bytesWritten: '64', readBack: 'identical', deleted: 'yes' });
    });

    swappingPorts('files: a store that loses bytes fails the check with what went wrong', async () => {
      const store = host.ctx.fileBytes;
      // The domain reads whatever kind of body a store gives back; zeros instead of what was written.
      host.ctx.fileBytes = { ...store, read: async () => new Uint8Array(64) } as unknown as typeof store;
      try {
        const result = await check('files');
        expect(result).toMatchObject({
          status: 'failed',
          problem: 'The bytes read back differ from those written',
        });
      } finally {
        host.ctx.fileBytes = store;
      }
    });

    swappingPorts(
      'mail: not configured without a relay; sent to the admin through one; a refusal is a failed check',
      async () => {
        expect(await check('mail')).toMatchObject({
          status: 'not-configured',
          problem: expect.stringMatching(/SMTP_URL/),
        });
        const sent: { to: string; subject: string }[] = [];
        host.ctx.mailTransport = {
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
          host.ctx.mailTransport = {
            send: async () => {
              throw new LmsError(
                'functions/unavailable',
                'The mail relay refused the message: 550 relay denied',
              );
            },
          };
          expect(await check('mail')).toMatchObject({
            status: 'failed',
            problem: expect.stringMatching(/550 relay/),
          });
        } finally {
          host.ctx.mailTransport = null;
        }
      },
    );

    it('payments: the sandbox without Stripe is "not configured" for an outside provider', async () => {
      const result = await check('payments');
      expect(result.status).toBe('not-configured');
      expect(facts(result)).toEqual({ sandbox: 'on', provider: 'none' });
    });

    it('embedding: no allowed origin yet is "not configured"; with one it lists it', async () => {
      expect((await check('embedding')).status).toBe('not-configured');
      await host.ctx.db
        .insertInto('embed_origins')
        .values({ origin: 'https://partner.example', created_at: Date.now(), created_by: null })
        .execute();
      const result = await check('embedding');
      expect(result.status).toBe('ok');
      expect(facts(result).allowedOrigins).toBe('https://partner.example');
    });

    it('is for administrators only, and refuses an unknown check', async () => {
      const asStudent = await callFunction(host, studentToken, 'runIntegrationCheck', { check: 'database' });
      expect(asStudent.status).toBe(403);
      const unknown = await callFunction(host, adminToken, 'runIntegrationCheck', { check: 'dns' });
      expect(unknown.status).toBe(400);
    });
  });
