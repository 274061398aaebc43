// The columns of lms-domain's `db/tables/badges.ts`, for the migrations test.
import type { SchemaColumns } from './columns';

export const badgesColumns = {
  badges: {
    id: true,
    name: true,
    description: true,
    criteria: true,
    image: true,
    rule_kind: true,
    rule_course_id: true,
    rule_lesson_id: true,
    rule_category: true,
    rule_count: true,
    rule_min_score: true,
    active: true,
    valid_for_amount: true,
    valid_for_unit: true,
    created_at: true,
    updated_at: true,
  },
  badge_awards: {
    id: true,
    badge_id: true,
    user_id: true,
    learner_name: true,
    learner_email: true,
    public_code: true,
    status_index: true,
    origin: true,
    awarded_at: true,
    revoked_at: true,
    revoked_reason: true,
    credential: true,
    valid_until: true,
  },
  badge_issuer_keys: { id: true, public_key_multibase: true, secret_key_multibase: true, created_at: true },
} satisfies Partial<SchemaColumns>;
