// The issuer's name is answered in one place (the domain's settings/issuer-name.ts): the certificate issuer's name
// set in the settings, else the site's name, never the host name. Certificates (verification, LinkedIn, PDF) and
// badges (the issuer profile, a newly signed credential, the public page) all say it, on a fresh site and after
// each setting changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { issuerProfile } from '@lms/domain/internal/badges/open-badges';
import { certificateHandlers } from '@lms/domain/internal/certificates/handlers';
import { saveSection } from '@lms/domain/internal/settings/site-settings';
import { courseWithTemplate, enrolledLearner, viewLesson } from '../../fixtures/certificate-fixtures';
import { badgeWith } from '../../fixtures/badge-fixtures';
import { caller, learners } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

type Json = Record<string, unknown>;

/** A newly signed badge credential is one of the places the name shows. */
export const needs: GroupNeeds = [{ feature: 'badge-credentials' }];

export const describeIssuerName = (openHost: OpenConformanceHost) =>
  describe("the issuer's name", () => {
    let host: ConformanceHost;
    const admin = caller('issuer-admin', true);
    beforeAll(async () => {
      host = await openHost({});
      await learners(host.ctx.db, 'issuer-admin');
    });
    afterAll(() => host?.close());

    /** Every place the issuer's name shows, read as a verifier, LinkedIn or a visitor would. */
    async function namesShown(slug: string) {
      const { course } = await courseWithTemplate(host.ctx, slug);
      const uid = `${slug}-learner`;
      await enrolledLearner(host.ctx, uid, course.courseId, 'Ada Lovelace');
      await viewLesson(host.ctx, uid, course.courseId, course.lessonIds[0] as string);
      const { items } = await certificateHandlers.listMyCertificates({
        ctx: host.ctx,
        caller: caller(uid),
        input: {},
      });
      const certificate = items[0];
      if (certificate === undefined) throw new Error('no certificate');
      const code = certificate.verificationUrl.split('/verify/')[1] ?? '';
      const verification = await certificateHandlers.verifyCertificate({
        ctx: host.ctx,
        caller: null,
        input: { code },
      });
      const badge = await badgeWith(host.ctx, { kind: 'manual' }, `Badge ${slug}`);
      const { award } = await badgeHandlers.awardBadge({
        ctx: host.ctx,
        caller: admin,
        input: { badgeId: badge.id, learner: uid },
      });
      const file = await badgeHandlers.downloadBadgeCredential({
        ctx: host.ctx,
        caller: caller(uid),
        input: { awardId: award.id },
      });
      const credential = JSON.parse(file.json) as { issuer: Json };
      const publicCode = new URL(award.publicUrl).pathname.split('/').pop() ?? '';
      const publicBadge = await badgeHandlers.viewPublicBadge({
        ctx: host.ctx,
        caller: null,
        input: { code: publicCode },
      });
      // What GET /ob/issuer answers on the server (the page host serves no Open Badges documents).
      const profile = await issuerProfile(host.ctx);
      return {
        certificate: certificate.issuer.name,
        verification: verification.issuer,
        linkedIn: new URL(certificate.linkedInUrl).searchParams.get('organizationName'),
        profile: profile.name,
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

      await saveSection(host.ctx, admin, {
        section: 'site',
        values: { siteName: 'Harbour School', logoUrl: null, supportEmail: null, productNoun: 'course' },
      });
      expect(await namesShown('renamed-site')).toEqual(everywhere('Harbour School'));

      await saveSection(host.ctx, admin, {
        section: 'certificateIssuer',
        values: { name: 'Northwind Academy', url: null, logoUrl: null },
      });
      expect(await namesShown('named-issuer')).toEqual(everywhere('Northwind Academy'));
    });
  });
