// Demo content: a badge for completing the free "Project management fundamentals" course (the one that also
// issues the demo certificate), so a new user of the demo earns both. Idempotent: the badge has a fixed id.
import type { DemoAssets, SeedReport } from '../areas/define-area';
import type { DomainContext } from '../context';
import { DEMO_CERTIFICATE_COURSE_SLUG } from '../certificates/demo-template';
import { toBase64 } from '../platform/random';

export const DEMO_BADGE_ID = 'demo-badge-project-management';

// A round medal with a check mark, drawn in the demo certificate's colours.
const MEDAL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">' +
  '<circle cx="60" cy="60" r="56" fill="#1a4f8b"/><circle cx="60" cy="60" r="44" fill="#fff" stroke="#8a5a00" stroke-width="6"/>' +
  '<path d="M38 62l15 15 30-32" fill="none" stroke="#1a4f8b" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export const DEMO_BADGE_IMAGE = `data:image/svg+xml;base64,${toBase64(new TextEncoder().encode(MEDAL_SVG))}`;

export async function seedDemoBadge(ctx: DomainContext, _assets: DemoAssets): Promise<SeedReport> {
  const course = await ctx.db
    .selectFrom('courses')
    .select('id')
    .where('slug', '=', DEMO_CERTIFICATE_COURSE_SLUG)
    .executeTakeFirst();
  if (course === undefined) return { created: [], skipped: [DEMO_BADGE_ID] };
  const now = ctx.now();
  const inserted = await ctx.db
    .insertInto('badges')
    .values({
      id: DEMO_BADGE_ID,
      name: 'Project management fundamentals',
      description: 'Completed the course "Project management fundamentals".',
      criteria: 'Complete every lesson of the course "Project management fundamentals".',
      image: DEMO_BADGE_IMAGE,
      rule_kind: 'course-completed',
      rule_course_id: course.id,
      rule_lesson_id: null,
      rule_category: null,
      rule_count: null,
      rule_min_score: null,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted === undefined
    ? { created: [], skipped: [DEMO_BADGE_ID] }
    : { created: [DEMO_BADGE_ID], skipped: [] };
}
