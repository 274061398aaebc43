// How long an award stays valid: the badge's validity (days or months after the award, or no limit) fixes the
// award's end when it is made, and the award's status is read against the clock: revoked first, then expired.
import type { BadgeAward, BadgeValidity } from '@lms/core';
import type { BadgeAwardsTable, BadgesTable } from '../db/schema';

const DAY_MS = 86_400_000;

/** The badge's validity as the contract's shape; null when awards never expire. */
export function validityOf(badge: BadgesTable): BadgeValidity | null {
  if (badge.valid_for_amount === null || badge.valid_for_unit === null) return null;
  return { amount: Number(badge.valid_for_amount), unit: badge.valid_for_unit };
}

export function validityColumns(validity: BadgeValidity | null | undefined) {
  return { valid_for_amount: validity?.amount ?? null, valid_for_unit: validity?.unit ?? null };
}

/**
 * When an award made at `awardedAt` stops being valid. Months are calendar months in UTC, kept on the same day, or
 * the month's last day when it has no such day (31 January + 1 month = 28 or 29 February), as people count them.
 */
export function validUntilOf(badge: BadgesTable, awardedAt: number): number | null {
  const validity = validityOf(badge);
  if (validity === null) return null;
  if (validity.unit === 'days') return awardedAt + validity.amount * DAY_MS;
  const start = new Date(awardedAt);
  const month = start.getUTCMonth() + validity.amount;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return Date.UTC(
    start.getUTCFullYear(),
    month,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
    start.getUTCMilliseconds(),
  );
}

/** Revoked wins over expired; an award is expired from its validUntil on. */
export function awardStatusAt(
  award: Pick<BadgeAwardsTable, 'revoked_at' | 'valid_until'>,
  now: number,
): BadgeAward['status'] {
  if (award.revoked_at !== null) return 'revoked';
  if (award.valid_until !== null && Number(award.valid_until) <= now) return 'expired';
  return 'valid';
}
