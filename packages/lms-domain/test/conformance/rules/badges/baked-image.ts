// Hosts' test programs reach this file through the suite, not through an include: they need the declaration.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an untyped package cannot be declared by import
/// <reference path="./jsdom.d.ts" />
// Baked badge images (Open Badges 3.0 baking), read back with readers other than the writer: the PNG's iTXt
// chunk `openbadgecredential` through png-chunks-extract, the picture still decoding with pngjs; the SVG's
// `openbadges:credential` element through jsdom's DOMParser. Each holds the award's signed credential, the same as
// the JSON download.
import { JSDOM } from 'jsdom';
import extractChunks from 'png-chunks-extract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LmsError } from '@lms/core';
import { createBadge } from '@lms/domain/internal/badges/badge-admin';
import { DEMO_BADGE_IMAGE } from '@lms/domain/internal/badges/demo-badge';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { caller, learners } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

const OB_NAMESPACE = 'https://purl.imsglobal.org/ob/v3p0';

/** A 24 x 16 PNG drawn with pngjs, as an admin's upload would be. */
function pngDataUrl(): string {
  const png = new PNG({ width: 24, height: 16 });
  png.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** The text of the iTXt chunk with this keyword (keyword NUL flag method lang NUL translated NUL text). */
function iTXtText(png: Uint8Array, keyword: string): string[] {
  return extractChunks(png)
    .filter((chunk) => chunk.name === 'iTXt')
    .map((chunk) => Buffer.from(chunk.data))
    .filter((data) => data.subarray(0, data.indexOf(0)).toString('latin1') === keyword)
    .map((data) => {
      expect(data[keyword.length + 1]).toBe(0); // not compressed
      const language = data.indexOf(0, keyword.length + 3);
      const translated = data.indexOf(0, language + 1);
      return data.subarray(translated + 1).toString('utf8');
    });
}

/** Every image baked holds the award's signed credential. */
export const needs: GroupNeeds = [{ feature: 'badge-credentials' }];

export const describeBakedBadgeImages = (openHost: OpenConformanceHost) =>
  describe('baked badge images', () => {
    let host: ConformanceHost;
    const admin = caller('admin', true);
    const holder = caller('holder');
    beforeAll(async () => {
      host = await openHost({});
      await learners(host.ctx.db, 'holder', 'other', 'admin');
    });
    afterAll(() => host?.close());

    async function awarded(name: string, image: string) {
      const badge = await createBadge(host.ctx, {
        name,
        description: 'A badge to bake.',
        criteria: 'Be awarded it.',
        image,
        rule: { kind: 'manual' },
        active: true,
      });
      const { award } = await badgeHandlers.awardBadge({
        ctx: host.ctx,
        caller: admin,
        input: { badgeId: badge.id, learner: 'holder' },
      });
      const file = await badgeHandlers.downloadBadgeCredential({
        ctx: host.ctx,
        caller: holder,
        input: { awardId: award.id },
      });
      return { award, credential: JSON.parse(file.json) as unknown };
    }

    const bake = (awardId: string, format: 'png' | 'svg', who = holder) =>
      badgeHandlers.downloadBadgeImage({ ctx: host.ctx, caller: who, input: { awardId, format } });

    const svgCredentials = (base64: string) => {
      const { DOMParser } = new JSDOM().window;
      const doc = new DOMParser().parseFromString(
        Buffer.from(base64, 'base64').toString('utf8'),
        'image/svg+xml',
      );
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.localName).toBe('svg');
      const elements = Array.from(doc.getElementsByTagNameNS(OB_NAMESPACE, 'credential'));
      // Directly inside the root, first.
      expect(elements[0]?.parentNode).toBe(doc.documentElement);
      expect(doc.documentElement.firstElementChild).toBe(elements[0]);
      return elements.map((element) => JSON.parse(element.textContent ?? '') as unknown);
    };

    it('bakes the signed credential into a PNG badge that still decodes', async () => {
      const { award, credential } = await awarded('PNG badge', pngDataUrl());
      expect(award.bakedImageFormats).toEqual(['png', 'svg']);
      const file = await bake(award.id, 'png');
      expect(file).toMatchObject({ fileName: 'png-badge-badge.png', contentType: 'image/png' });
      const bytes = Buffer.from(file.base64, 'base64');
      const texts = iTXtText(bytes, 'openbadgecredential');
      expect(texts).toHaveLength(1);
      expect(JSON.parse(texts[0] ?? '')).toEqual(credential);
      const decoded = PNG.sync.read(bytes);
      expect([decoded.width, decoded.height]).toEqual([24, 16]);
    });

    it('replaces a credential already baked into the picture instead of adding a second', async () => {
      const first = await awarded('Baked twice', pngDataUrl());
      const once = (await bake(first.award.id, 'png')).base64;
      const { award, credential } = await awarded('Baked again', `data:image/png;base64,${once}`);
      const texts = iTXtText(
        Buffer.from((await bake(award.id, 'png')).base64, 'base64'),
        'openbadgecredential',
      );
      expect(texts.map((text) => JSON.parse(text) as unknown)).toEqual([credential]);
    });

    it('bakes an SVG badge as SVG with an openbadges:credential element', async () => {
      const { award, credential } = await awarded('SVG badge ]]> with CDATA end', DEMO_BADGE_IMAGE);
      expect(award.bakedImageFormats).toEqual(['svg']);
      const file = await bake(award.id, 'svg');
      expect(file).toMatchObject({
        fileName: 'svg-badge-with-cdata-end-badge.svg',
        contentType: 'image/svg+xml',
      });
      expect(svgCredentials(file.base64)).toEqual([credential]);
      // The drawing is kept.
      expect(Buffer.from(file.base64, 'base64').toString('utf8')).toContain('<circle');
    });

    it('bakes a PNG badge as an SVG that draws it', async () => {
      const image = pngDataUrl();
      const { award, credential } = await awarded('PNG as SVG', image);
      const file = await bake(award.id, 'svg');
      expect(svgCredentials(file.base64)).toEqual([credential]);
      expect(Buffer.from(file.base64, 'base64').toString('utf8')).toContain(image);
    });

    it('refuses a PNG of an SVG badge, and another learner reads it as missing', async () => {
      const { award } = await awarded('SVG only', DEMO_BADGE_IMAGE);
      const refused = await bake(award.id, 'png').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LmsError);
      expect(refused).toMatchObject({
        code: 'functions/invalid-argument',
        details: { reason: 'no-png-image' },
      });
      await expect(bake(award.id, 'svg', caller('other'))).rejects.toMatchObject({
        code: 'functions/not-found',
      });
    });
  });
