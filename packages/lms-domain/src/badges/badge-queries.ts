// A learner's own badges, one award, its credential file, and the public page of an award.
import { LmsError, type BadgeAward, type PublicBadge } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import {
  OPEN_BADGES_PATHS,
  awardOf,
  awardsWithBadges,
  findBadgeRow,
  obUrl,
  readableAward,
} from './badge-rows';
import { awardMissingBadges } from './awards';
import { issuerName } from '../settings/issuer-name';
import { awardCredential } from './open-badges';

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

export async function downloadBadgeCredential(ctx: DomainContext, caller: Caller, awardId: string) {
  const { award, badge } = await readableAward(ctx, caller, awardId);
  const credential = await awardCredential(ctx, award);
  const slug =
    badge.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'badge';
  return { fileName: `${slug}-credential.json`, json: JSON.stringify(credential, null, 2) };
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
    status: award.revoked_at === null ? 'valid' : 'revoked',
    learnerName: award.learner_name,
    badgeName: badge.name,
    description: badge.description,
    criteria: badge.criteria,
    image: badge.image,
    issuer: await issuerName(ctx),
    awardedAt: new Date(Number(award.awarded_at)).toISOString(),
    revokedAt: award.revoked_at === null ? null : new Date(Number(award.revoked_at)).toISOString(),
    achievementUrl: obUrl(ctx, OPEN_BADGES_PATHS.achievement(badge.id)),
    credentialUrl: obUrl(ctx, OPEN_BADGES_PATHS.credential(award.public_code)),
  };
}
