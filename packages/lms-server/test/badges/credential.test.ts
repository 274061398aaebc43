// Each award is an Open Badges 3.0 credential: it validates against 1EdTech's AchievementCredential JSON schema
// (vendored in test/fixtures/open-badges with its licence), verifies with Digital Bazaar's libraries through the
// server's public documents (issuer profile, key, status list), fails once tampered with, and reports revoked. (That
// every download is the same document, on every host, is lms-domain's conformance group "Open Badges credentials".)
import { readFileSync } from 'node:fs';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { bundledDocumentLoader } from '@lms/node';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { caller, learners } from '@lms/domain/conformance/fixtures/learning-fixtures';
import { badgeWith } from '@lms/domain/conformance/fixtures/badge-fixtures';

type Json = Record<string, unknown>;

const schema = JSON.parse(
  readFileSync(new URL('../fixtures/open-badges/achievementcredential.json', import.meta.url), 'utf8'),
) as Json;

describe.each(testDatabases())('Open Badges credentials ($dialect)', ({ dialect }) => {
  let server: TestServer;
  const admin = caller('admin', true);
  beforeAll(async () => {
    server = await createTestServer({ dialect });
    await learners(server.ctx.db, 'holder', 'admin');
  });
  afterAll(() => server?.close());

  /** Resolves the platform's own URLs through its public routes, as a verifier on the network would. */
  const loader = () =>
    bundledDocumentLoader(async (url) => {
      const { pathname } = new URL(url);
      if (!url.startsWith(server.ctx.config.publicUrl) || !pathname.startsWith('/ob/')) return null;
      const response = await server.app.inject({ method: 'GET', url: pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/ld+json');
      return response.json() as Json;
    });

  const verify = (credential: Json) => {
    const suite = new DataIntegrityProof({ cryptosuite });
    const documentLoader = loader();
    return vc.verifyCredential({
      credential,
      suite,
      documentLoader,
      // What a verifier concludes: the status list verified, and no bit of the credential is set.
      checkStatus: async (options) => {
        const status = await checkStatus({ ...options, documentLoader, suite });
        return { ...status, verified: status.verified && !(status.results ?? []).some((r) => r.status) };
      },
    });
  };

  async function awardedCredential(name: string) {
    const badge = await badgeWith(server.ctx, { kind: 'manual' }, name);
    const { award } = await badgeHandlers.awardBadge({
      ctx: server.ctx,
      caller: admin,
      input: { badgeId: badge.id, learner: 'holder' },
    });
    const file = await badgeHandlers.downloadBadgeCredential({
      ctx: server.ctx,
      caller: caller('holder'),
      input: { awardId: award.id },
    });
    return { award, badge, file, credential: JSON.parse(file.json) as Json };
  }

  it("validates against 1EdTech's AchievementCredential schema and verifies", async () => {
    const { credential, file, badge } = await awardedCredential('Schema badge');
    expect(file.fileName).toBe('schema-badge-credential.json');
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { achievement: { name: 'Schema badge', id: badge.achievementUrl } },
      proof: [
        { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' },
      ],
    });
    const result = await verify(credential);
    expect(result.error, String(result.error)).toBeUndefined();
    expect(result.verified).toBe(true);
  });

  it('fails verification once tampered with', async () => {
    const { credential } = await awardedCredential('Tampered badge');
    expect((await verify(credential)).verified).toBe(true);
    const subject = credential.credentialSubject as { achievement: Json };
    const tampered = {
      ...credential,
      credentialSubject: { ...subject, achievement: { ...subject.achievement, name: 'Something else' } },
    };
    const result = await verify(tampered);
    expect(result.verified).toBe(false);
  });

  it('reports a revoked credential as revoked through the status list', async () => {
    const { credential, award } = await awardedCredential('Revoked badge');
    expect((await verify(credential)).verified).toBe(true);
    await badgeHandlers.revokeBadgeAward({
      ctx: server.ctx,
      caller: admin,
      input: { awardId: award.id, reason: 'Awarded by mistake' },
    });
    const documentLoader = loader();
    const status = await checkStatus({
      credential,
      documentLoader,
      suite: new DataIntegrityProof({ cryptosuite }),
    });
    expect(status.error, String(status.error)).toBeUndefined();
    expect(status).toMatchObject({ verified: true, results: [{ status: true }] });
    expect((await verify(credential)).verified).toBe(false);
  });

  it('serves the issuer profile and the achievement as public JSON', async () => {
    const issuer = await server.app.inject({ method: 'GET', url: '/ob/issuer' });
    expect(issuer.statusCode).toBe(200);
    expect(issuer.json()).toMatchObject({
      type: ['Profile'],
      id: `${server.ctx.config.publicUrl}/ob/issuer`,
    });
    const badge = await badgeWith(server.ctx, { kind: 'manual' }, 'Public badge');
    const achievement = await server.app.inject({ method: 'GET', url: `/ob/achievements/${badge.id}` });
    expect(achievement.json()).toMatchObject({ type: ['Achievement'], name: 'Public badge' });
    const missing = await server.app.inject({ method: 'GET', url: '/ob/achievements/nope' });
    expect(missing.statusCode).toBe(404);
  });
});
