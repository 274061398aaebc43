// Badges and awards: rows turned into the contract's shapes, and the public addresses of the Open Badges
// documents (issuer profile, achievement, status list, credential), which the server serves as JSON.
import { LmsError, type Badge, type BadgeAward, type BadgeRule } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { BadgeAwardsTable, BadgesTable } from '../db/schema';
import { bakedFormatsOf } from './baking/baked-image';
import { awardStatusAt, validityOf } from './validity';

const iso = (at: number | string) => new Date(Number(at)).toISOString();
export const isoOrNull = (at: number | string | null) => (at === null ? null : iso(at));

/** Where the server serves the Open Badges documents (packages/lms-server/src/badges/). */
export const OPEN_BADGES_PATHS = {
  issuer: '/ob/issuer',
  issuerKey: (keyId: string) => `/ob/issuer/keys/${encodeURIComponent(keyId)}`,
  achievement: (badgeId: string) => `/ob/achievements/${encodeURIComponent(badgeId)}`,
  statusList: '/ob/status/revocation',
  credential: (code: string) => `/ob/credentials/${encodeURIComponent(code)}`,
} as const;

export const obUrl = (ctx: DomainContext, path: string) => `${ctx.config.publicUrl}${path}`;

export function publicBadgeUrl(ctx: DomainContext, code: string): string {
  return `${ctx.config.publicUrl}/badges/${encodeURIComponent(code)}`;
}

export function ruleOf(row: BadgesTable): BadgeRule {
  const course = row.rule_course_id ?? '';
  switch (row.rule_kind) {
    case 'course-completed':
      return { kind: row.rule_kind, courseId: course };
    case 'category-courses':
      return { kind: row.rule_kind, category: row.rule_category ?? '', count: Number(row.rule_count ?? 1) };
    case 'quiz-score':
      return {
        kind: row.rule_kind,
        courseId: course,
        lessonId: row.rule_lesson_id ?? '',
        minScore: Number(row.rule_min_score ?? 0),
      };
    case 'action-plan-finished':
      return { kind: row.rule_kind, courseId: course };
    case 'certificate-earned':
      return { kind: row.rule_kind, courseId: course };
    case 'manual':
      return { kind: 'manual' };
  }
}

/** The rule as columns (null where the kind has no such part). */
export function ruleColumns(rule: BadgeRule) {
  return {
    rule_kind: rule.kind,
    rule_course_id: 'courseId' in rule ? rule.courseId : null,
    rule_lesson_id: rule.kind === 'quiz-score' ? rule.lessonId : null,
    rule_category: rule.kind === 'category-courses' ? rule.category : null,
    rule_count: rule.kind === 'category-courses' ? rule.count : null,
    rule_min_score: rule.kind === 'quiz-score' ? rule.minScore : null,
  };
}

export function badgeOf(ctx: DomainContext, row: BadgesTable, holderCount: number): Badge {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    criteria: row.criteria,
    image: row.image,
    rule: ruleOf(row),
    active: Number(row.active) === 1,
    validity: validityOf(row),
    holderCount,
    achievementUrl: obUrl(ctx, OPEN_BADGES_PATHS.achievement(row.id)),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function awardOf(ctx: DomainContext, award: BadgeAwardsTable, badge: BadgesTable): BadgeAward {
  return {
    id: award.id,
    status: awardStatusAt(award, ctx.now()),
    userId: award.user_id,
    learnerName: award.learner_name,
    learnerEmail: award.learner_email,
    badge: {
      id: badge.id,
      name: badge.name,
      description: badge.description,
      criteria: badge.criteria,
      image: badge.image,
    },
    origin: award.origin,
    awardedAt: iso(award.awarded_at),
    validUntil: isoOrNull(award.valid_until),
    revokedAt: isoOrNull(award.revoked_at),
    revokedReason: award.revoked_reason,
    publicUrl: publicBadgeUrl(ctx, award.public_code),
    bakedImageFormats: bakedFormatsOf(badge.image),
  };
}

export async function findBadgeRow(ctx: DomainContext, badgeId: string): Promise<BadgesTable> {
  const row = await ctx.db.selectFrom('badges').selectAll().where('id', '=', badgeId).executeTakeFirst();
  if (row === undefined) throw new LmsError('functions/not-found', 'There is no such badge.');
  return row;
}

/** A learner reads only their own awards; another's is answered as missing, so ids reveal nothing. */
export async function readableAward(
  ctx: DomainContext,
  caller: Caller,
  awardId: string,
): Promise<{ award: BadgeAwardsTable; badge: BadgesTable }> {
  const award = await ctx.db
    .selectFrom('badge_awards')
    .selectAll()
    .where('id', '=', awardId)
    .executeTakeFirst();
  if (award === undefined || (!caller.admin && award.user_id !== caller.uid))
    throw new LmsError('functions/not-found', 'There is no such badge award.');
  return { award, badge: await findBadgeRow(ctx, award.badge_id) };
}

/** Awards with their badges, in the order given. */
export async function awardsWithBadges(
  ctx: DomainContext,
  awards: BadgeAwardsTable[],
): Promise<BadgeAward[]> {
  const ids = [...new Set(awards.map((award) => award.badge_id))];
  const badges =
    ids.length === 0 ? [] : await ctx.db.selectFrom('badges').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(badges.map((badge) => [badge.id, badge]));
  return awards.map((award) => awardOf(ctx, award, byId.get(award.badge_id) as BadgesTable));
}
