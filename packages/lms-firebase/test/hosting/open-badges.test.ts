// The Open Badges function Hosting rewrites `/ob/**` to: lms-domain's documents by OPEN_BADGES_ROUTES' paths, with
// the server's headers (what the documents say, and credentials verified through them: the server's
// test/badges/ and the conformance suite).
import { describe, expect, it } from 'vitest';
import { badgeWith } from '@lms/domain/conformance/fixtures/badge-fixtures';
import type { Request } from 'firebase-functions/v2/https';
import { openBadgesHandler } from '../../src/hosting/open-badges';
import { recordingResponse } from '../support/recording-response';
import { memoryDomainPerTest } from '../support/memory-domain-per-test';

const domain = memoryDomainPerTest();

async function get(path: string, method = 'GET') {
  const { answer, response } = recordingResponse<string | { error?: { code: string } }>();
  const request = { method, path, header: () => undefined };
  await openBadgesHandler(async () => domain.ctx)(request as unknown as Request, response);
  const document =
    typeof answer.body === 'string' ? (JSON.parse(answer.body) as Record<string, unknown>) : undefined;
  return { ...answer, document };
}

describe('the Open Badges function', () => {
  it("answers the issuer's profile as JSON-LD any verifier may read, cached five minutes", async () => {
    const answer = await get('/ob/issuer');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/ld+json; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(answer.document).toMatchObject({
      id: `${domain.ctx.config.publicUrl}/ob/issuer`,
      type: ['Profile'],
    });
  });

  it("answers a badge's achievement by its id, also on a direct call's path", async () => {
    const badge = await badgeWith(domain.ctx, { kind: 'manual' }, 'Reader');
    for (const path of [`/ob/achievements/${badge.id}`, `/achievements/${badge.id}`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      expect(answer.document).toMatchObject({ name: 'Reader' });
    }
    const revocations = await get('/ob/status/revocation');
    expect(revocations.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown path or badge, in the callable error shape, and refuses a POST', async () => {
    for (const path of ['/ob/nothing-here', '/ob/achievements/', '/ob/achievements/no-such-badge']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ error: { code: 'functions/not-found' } });
    }
    expect((await get('/ob/issuer', 'POST')).status).toBe(405);
  });
});
