// Badge expiry as a verifier sees it, on a fake clock: the signed credential carries validUntil, and Digital Bazaar's
// verifier, resolving the issuer's documents through the server's public routes, reports it expired after it. (The
// rules of expiry, on every host, are lms-domain's conformance group "badge expiry".)
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeValidity } from '@lms/core';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { bundledDocumentLoader } from '@lms/node';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { awardedBadge } from '@lms/domain/conformance/fixtures/badge-fixtures';
import { caller, learners } from '@lms/domain/conformance/fixtures/learning-fixtures';

const DAY = 86_400_000;
const AWARDED = Date.UTC(2026, 0, 31, 10);

describe.each(testDatabases())('badge expiry ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let now = AWARDED;
  const holder = caller('holder');
  beforeAll(async () => {
    server = await createTestServer({ dialect, now: () => now });
    await learners(server.ctx.db, 'holder', 'admin');
  });
  afterAll(() => server?.close());

  async function awarded(name: string, validity: BadgeValidity | null) {
    now = AWARDED;
    const { award } = await awardedBadge(server.ctx, name, validity, { admin: 'admin', learner: 'holder' });
    return { award };
  }

  it('signs validUntil into the credential, and a verifier says it expired after it', async () => {
    const { award } = await awarded('Signed end', { amount: 2, unit: 'days' });
    const file = await badgeHandlers.downloadBadgeCredential({
      ctx: server.ctx,
      caller: holder,
      input: { awardId: award.id },
    });
    const credential = JSON.parse(file.json) as Record<string, unknown>;
    expect(credential.validUntil).toBe(award.validUntil);
    const documentLoader = bundledDocumentLoader(async (url) => {
      const { pathname } = new URL(url);
      if (!url.startsWith(server.ctx.config.publicUrl) || !pathname.startsWith('/ob/')) return null;
      return (await server.app.inject({ method: 'GET', url: pathname })).json() as Record<string, unknown>;
    });
    const verifyAt = (at: number) =>
      vc.verifyCredential({
        credential,
        suite: new DataIntegrityProof({ cryptosuite }),
        documentLoader,
        now: new Date(at),
        checkStatus: async () => ({ verified: true }),
      });
    const before = await verifyAt(AWARDED + DAY);
    expect(before.error, String(before.error)).toBeUndefined();
    expect(before.verified).toBe(true);
    const after = await verifyAt(AWARDED + 3 * DAY);
    expect(after.verified).toBe(false);
    expect(String(after.error)).toMatch(/expired|validUntil/i);
  });
});
