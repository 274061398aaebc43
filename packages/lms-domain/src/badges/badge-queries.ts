// A learner's own badges, one award, its credential file and baked image, and the public page of an award.
import { LmsError, type BadgeAward, type BakedBadgeFormat, type PublicBadge } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import {
  OPEN_BADGES_PATHS,
  awardOf,
  awardsWithBadges,
  findBadgeRow,
  isoOrNull,
  obUrl,
  readableAward,
} from './badge-rows';
import { awardMissingBadges } from './awards';
import { issuerName } from '../settings/issuer-name';
import { bakeBadgeImage, bakedImageFile, checkBakedFormat } from './baking/baked-image';
import { awardCredential } from './open-badges';
import { awardStatusAt } from './validity';

export async function listMyBadges(ctx: DomainContext, caller: Caller): Promise<{ items: BadgeAward[] }> {
  // An event whose awarding failed, or came before its badge existed, is settled here.
  await awardMissingBadges(ctx, caller.uid);
  const rows = await ctx.db
    .selectFrom('badge_awards')
    .selectAll()
    .where('user_id', '=', caller.uid)
    .orderBy('awarded_at', 'desc')
    .orderBy('id')
    .execute();
  return { items: await awardsWithBadges(ctx, rows) };
}

export async function getBadgeAward(
  ctx: DomainContext,
  caller: Caller,
  awardId: string,
): Promise<BadgeAward> {
  const { award, badge } = await readableAward(ctx, caller, awardId);
  return awardOf(ctx, award, badge);
}

/** The badge's name as a file name's start. */
function fileSlug(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'badge'
  );
}

export async function downloadBadgeCredential(ctx: DomainContext, caller: Caller, awardId: string) {
  const { award, badge } = await readableAward(ctx, caller, awardId);
  const credential = await awardCredential(ctx, award);
  return { fileName: `${fileSlug(badge.name)}-credential.json`, json: JSON.stringify(credential, null, 2) };
}

/** The badge's picture with the award's signed credential baked in (the same credential as the JSON download). */
export async function downloadBadgeImage(
  ctx: DomainContext,
  caller: Caller,
  input: { awardId: string; format: BakedBadgeFormat },
) {
  const { award, badge } = await readableAward(ctx, caller, input.awardId);
  // Refused before signing: asking for a PNG of an SVG badge signs nothing.
  checkBakedFormat(badge.image, input.format);
  const credential = JSON.stringify(await awardCredential(ctx, award));
  const baked = bakeBadgeImage(badge.image, input.format, credential);
  return bakedImageFile(`${fileSlug(badge.name)}-badge.${input.format}`, baked);
}

export async function viewPublicBadge(ctx: DomainContext, code: string): Promise<PublicBadge> {
  const award = await ctx.db
    .selectFrom('badge_awards')
    .selectAll()
    .where('public_code', '=', code.toLowerCase())
    .executeTakeFirst();
  if (award === undefined) throw new LmsError('functions/not-found', 'There is no such badge.');
  const badge = await findBadgeRow(ctx, award.badge_id);
  return {
    status: awardStatusAt(award, ctx.now()),
    learnerName: award.learner_name,
    badgeName: badge.name,
    description: badge.description,
    criteria: badge.criteria,
    image: badge.image,
    issuer: await issuerName(ctx),
    awardedAt: new Date(Number(award.awarded_at)).toISOString(),
    validUntil: isoOrNull(award.valid_until),
    revokedAt: isoOrNull(award.revoked_at),
    achievementUrl: obUrl(ctx, OPEN_BADGES_PATHS.achievement(badge.id)),
    credentialUrl: obUrl(ctx, OPEN_BADGES_PATHS.credential(award.public_code)),
  };
}
