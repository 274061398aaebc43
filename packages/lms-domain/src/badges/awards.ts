// Awarding badges, exactly once per badge and learner: every racer inserts the same (badge, user) pair and the
// unique key keeps one row (insert ... on conflict do nothing), so no lock and no read-then-write race. Rules are
// checked on the events that can satisfy them (rules.ts); awarding never holds up or undoes the write that
// triggered it: a failure is logged and settled when the learner next lists their badges.
import { LmsError, type BadgeAward } from '@lms/core';
import type { DomainContext } from '../context';
import type { BadgeAwardsTable, BadgesTable } from '../db/schema';
import { newId, randomBytes, toHex } from '../platform/random';
import { awardOf, findBadgeRow } from './badge-rows';
import { EVENT_RULES, ruleSatisfied, type BadgeEvent } from './rules';
import { STATUS_LIST_BITS } from './status-list';
import { validUntilOf } from './validity';

async function learnerOf(ctx: DomainContext, uid: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (user === undefined) throw new LmsError('functions/not-found', 'There is no such learner.');
  return { email: user.email, name: user.display_name?.trim() || user.email.split('@')[0] || user.email };
}

/** A random place in the status list (random, so an index does not tell when the badge was awarded). */
function randomStatusIndex(): number {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return ((a << 16) | (b << 8) | c) % STATUS_LIST_BITS;
}

async function existingAward(ctx: DomainContext, badgeId: string, uid: string) {
  return ctx.db
    .selectFrom('badge_awards')
    .selectAll()
    .where('badge_id', '=', badgeId)
    .where('user_id', '=', uid)
    .executeTakeFirst();
}

/** Inserts the award unless the learner holds the badge; the row stored either way. */
export async function insertAward(
  ctx: DomainContext,
  badge: BadgesTable,
  uid: string,
  origin: BadgeAwardsTable['origin'],
): Promise<{ created: boolean; row: BadgeAwardsTable }> {
  const learner = await learnerOf(ctx, uid);
  const awardedAt = ctx.now();
  // Another award may hold the random status index: the insert fails on that key and is tried with another.
  for (let attempt = 0; ; attempt++) {
    const row: BadgeAwardsTable = {
      id: newId(),
      badge_id: badge.id,
      user_id: uid,
      learner_name: learner.name,
      learner_email: learner.email,
      public_code: toHex(randomBytes(16)),
      status_index: randomStatusIndex(),
      origin,
      awarded_at: awardedAt,
      revoked_at: null,
      revoked_reason: null,
      credential: null,
      valid_until: validUntilOf(badge, awardedAt),
    };
    try {
      const inserted = await ctx.db
        .insertInto('badge_awards')
        .values(row)
        .onConflict((conflict) => conflict.columns(['badge_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted !== undefined) return { created: true, row };
      break;
    } catch (error) {
      const held = await existingAward(ctx, badge.id, uid);
      if (held !== undefined) return { created: false, row: held };
      if (attempt >= 4) throw error;
    }
  }
  const held = await existingAward(ctx, badge.id, uid);
  if (held === undefined) throw new LmsError('functions/internal', 'The badge award could not be stored.');
  return { created: false, row: held };
}

/** Awards every active badge whose rule the event can satisfy and the learner now satisfies; what was created. */
export async function awardEarnedBadges(
  ctx: DomainContext,
  uid: string,
  kinds: readonly BadgesTable['rule_kind'][],
): Promise<BadgeAwardsTable[]> {
  if (kinds.length === 0) return [];
  const badges = await ctx.db
    .selectFrom('badges as b')
    .leftJoin('badge_awards as a', (join) => join.onRef('a.badge_id', '=', 'b.id').on('a.user_id', '=', uid))
    .selectAll('b')
    .where('b.active', '=', 1)
    .where('b.rule_kind', 'in', [...kinds])
    .where('a.id', 'is', null)
    .execute();
  const created: BadgeAwardsTable[] = [];
  for (const badge of badges) {
    if (!(await ruleSatisfied(ctx, badge, uid))) continue;
    const result = await insertAward(ctx, badge, uid, 'rule');
    if (result.created) created.push(result.row);
  }
  return created;
}

/** The badges whose rules an event may satisfy, after it committed (badges/subscriptions.ts). */
export async function awardOnEvent(ctx: DomainContext, uid: string, event: BadgeEvent): Promise<void> {
  await awardEarnedBadges(ctx, uid, EVENT_RULES[event]);
}

/** Every rule-based badge the learner satisfies and does not hold yet (an event whose awarding failed). */
export function awardMissingBadges(ctx: DomainContext, uid: string): Promise<BadgeAwardsTable[]> {
  return awardEarnedBadges(ctx, uid, Object.values(EVENT_RULES).flat());
}

/** The learner an admin names by user id or e-mail address. */
async function learnerUid(ctx: DomainContext, learner: string): Promise<string> {
  const user = await ctx.db
    .selectFrom('users')
    .select('uid')
    .where((eb) => eb.or([eb('uid', '=', learner), eb('email', '=', learner.toLowerCase())]))
    .executeTakeFirst();
  if (user === undefined)
    throw new LmsError('functions/not-found', `No learner has the user id or e-mail address "${learner}".`, {
      reason: 'unknown-learner',
    });
  return user.uid;
}

export async function adminAwardBadge(
  ctx: DomainContext,
  input: { badgeId: string; learner: string },
): Promise<{ created: boolean; award: BadgeAward }> {
  const badge = await findBadgeRow(ctx, input.badgeId);
  const { created, row } = await insertAward(ctx, badge, await learnerUid(ctx, input.learner), 'admin');
  return { created, award: awardOf(ctx, row, badge) };
}

export async function revokeAward(ctx: DomainContext, awardId: string, reason: string): Promise<BadgeAward> {
  const award = await ctx.db
    .selectFrom('badge_awards')
    .selectAll()
    .where('id', '=', awardId)
    .executeTakeFirst();
  if (award === undefined) throw new LmsError('functions/not-found', 'There is no such badge award.');
  if (award.revoked_at !== null)
    throw new LmsError('functions/invalid-argument', 'This badge award is already revoked.');
  const now = ctx.now();
  await ctx.db
    .updateTable('badge_awards')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', awardId)
    .where('revoked_at', 'is', null)
    .execute();
  const badge = await findBadgeRow(ctx, award.badge_id);
  return awardOf(ctx, { ...award, revoked_at: now, revoked_reason: reason }, badge);
}
