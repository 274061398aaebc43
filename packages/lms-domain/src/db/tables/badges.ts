// Kysely table types of badges: definitions, awards and the Open Badges issuer key (conventions: ../schema.ts).
import type { Flag } from './flag';

export interface BadgesTable {
  id: string;
  name: string;
  description: string;
  criteria: string;
  /** A PNG or SVG data URL (lms-core's badge schemas). */
  image: string;
  rule_kind:
    | 'course-completed'
    | 'category-courses'
    | 'quiz-score'
    | 'action-plan-finished'
    | 'certificate-earned'
    | 'manual';
  rule_course_id: string | null;
  rule_lesson_id: string | null;
  rule_category: string | null;
  rule_count: number | null;
  rule_min_score: number | null;
  active: Flag;
  /** How long an award stays valid (both set, or both null: no limit). */
  valid_for_amount: number | null;
  valid_for_unit: 'days' | 'months' | null;
  created_at: number;
  updated_at: number;
}

/**
 * One award of a badge to a learner, never deleted (revocation keeps it). (badge_id, user_id) is unique, so an
 * award happens exactly once however many events race. `credential` is the signed OpenBadgeCredential, made on
 * first download and kept, so every download is the same document.
 */
export interface BadgeAwardsTable {
  id: string;
  badge_id: string;
  user_id: string;
  learner_name: string;
  learner_email: string;
  public_code: string;
  status_index: number;
  origin: 'rule' | 'admin';
  awarded_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
  credential: string | null;
  /** When the award stops being valid (ms), from the badge's validity when it was awarded; null: never. */
  valid_until: number | null;
}

/** The Ed25519 key that signs credentials, made on first use and kept (like signing_keys for tokens). */
export interface BadgeIssuerKeysTable {
  id: string;
  public_key_multibase: string;
  secret_key_multibase: string;
  created_at: number;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    badges: BadgesTable;
    badge_awards: BadgeAwardsTable;
    badge_issuer_keys: BadgeIssuerKeysTable;
  }
}
