// The issuer's name is answered in one place (the domain's settings/issuer-name.ts): the certificate issuer's name
// set in the settings, else the site's name, never the host name. Certificates (verification, LinkedIn, PDF) and
// badges (the issuer profile, a newly signed credential, the public page) all say it, on a fresh site and after
// each setting changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { saveSection } from '@lms/domain/internal/settings/site-settings';
import { courseWithTemplate, enrolledLearner, viewLesson } from '../certificates/certificate-fixtures';
import { badgeWith } from '../badges/badge-fixtures';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { caller, learners } from '@lms/domain/conformance/fixtures/learning-fixtures';

type Json = Record<string, unknown>;

describe.each(testDatabases())("the issuer's name ($dialect)", ({ dialect }) => {
  let server: TestServer;
  const admin = caller('issuer-admin', true);
  beforeAll(async () => {
    server = await createTestServer({ dialect });
    await learners(server.ctx.db, 'issuer-admin');
  });
  afterAll(() => server?.close());

  /** Every place the issuer's name shows, read as a verifier, LinkedIn or a visitor would. */
  async function namesShown(slug: string) {
    const { course } = await courseWithTemplate(server.ctx, slug);
    const uid = `${slug}-learner`;
    await enrolledLearner(server.ctx, uid, course.courseId, 'Ada Lovelace');
    await viewLesson(server.ctx, uid, course.courseId, course.lessonIds[0] as string);
    const { items } = await certificateHandlers.listMyCertificates({
      ctx: server.ctx,
      caller: caller(uid),
      input: {},
    });
    const certificate = items[0];
    if (certificate === undefined) throw new Error('no certificate');
    const code = certificate.verificationUrl.split('/verify/')[1] ?? '';
    const verification = await certificateHandlers.verifyCertificate({
      ctx: server.ctx,
      caller: null,
      input: { code },
    });
    const badge = await badgeWith(server.ctx, { kind: 'manual' }, `Badge ${slug}`);
    const { award } = await badgeHandlers.awardBadge({
      ctx: server.ctx,
      caller: admin,
      input: { badgeId: badge.id, learner: uid },
    });
    const file = await badgeHandlers.downloadBadgeCredential({
      ctx: server.ctx,
      caller: caller(uid),
      input: { awardId: award.id },
    });
    const credential = JSON.parse(file.json) as { issuer: Json };
    const publicCode = new URL(award.publicUrl).pathname.split('/').pop() ?? '';
    const publicBadge = await badgeHandlers.viewPublicBadge({
      ctx: server.ctx,
      caller: null,
      input: { code: publicCode },
    });
    const profile = await server.app.inject({ method: 'GET', url: '/ob/issuer' });
    return {
      certificate: certificate.issuer.name,
      verification: verification.issuer,
      linkedIn: new URL(certificate.linkedInUrl).searchParams.get('organizationName'),
      profile: (profile.json() as Json).name,
      credential: credential.issuer.name,
      publicBadge: publicBadge.issuer,
    };
  }

  const everywhere = (name: string) => ({
    certificate: name,
    verification: name,
    linkedIn: name,
    profile: name,
    credential: name,
    publicBadge: name,
  });

  it("is the site's name on a fresh site, then the site's new name, then the issuer's own", async () => {
    expect(await namesShown('fresh-site')).toEqual(everywhere('Learning Platform'));

    await saveSection(server.ctx, admin, {
      section: 'site',
      values: { siteName: 'Harbour School', logoUrl: null, supportEmail: null, productNoun: 'course' },
    });
    expect(await namesShown('renamed-site')).toEqual(everywhere('Harbour School'));

    await saveSection(server.ctx, admin, {
      section: 'certificateIssuer',
      values: { name: 'Northwind Academy', url: null, logoUrl: null },
    });
    expect(await namesShown('named-issuer')).toEqual(everywhere('Northwind Academy'));
  });
});
