// Demo content: a certificate template issued by the free "Project management fundamentals" course, so a new
// user of the demo earns a certificate by finishing it. Idempotent: the template has a fixed id.
import type { DemoAssets, SeedReport } from '../areas/define-area';
import type { DomainContext } from '../context';

export const DEMO_TEMPLATE_ID = 'demo-certificate-of-completion';
export const DEMO_CERTIFICATE_COURSE_SLUG = 'project-management-fundamentals';

export async function seedDemoCertificateTemplate(
  ctx: DomainContext,
  _assets: DemoAssets,
): Promise<SeedReport> {
  const course = await ctx.db
    .selectFrom('courses')
    .select('id')
    .where('slug', '=', DEMO_CERTIFICATE_COURSE_SLUG)
    .executeTakeFirst();
  if (course === undefined) return { created: [], skipped: [DEMO_TEMPLATE_ID] };
  const now = ctx.now();
  const inserted = await ctx.db
    .insertInto('certificate_templates')
    .values({
      id: DEMO_TEMPLATE_ID,
      name: 'Certificate of completion',
      title: 'Certificate of Completion',
      body:
        'This certifies that {{learnerName}} completed the course "{{courseTitle}}" ({{hours}}) on ' +
        '{{issueDate}} with a grade of {{grade}}.',
      signer_name: 'Dana Whitfield',
      signer_title: 'Head of Learning',
      primary_color: '#1a4f8b',
      accent_color: '#8a5a00',
      orientation: 'landscape',
      logo: null,
      signature: null,
      background: null,
      validity_days: null,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted === undefined) return { created: [], skipped: [DEMO_TEMPLATE_ID] };
  await ctx.db
    .insertInto('certificate_template_courses')
    .values({ template_id: DEMO_TEMPLATE_ID, course_id: course.id })
    .onConflict((conflict) => conflict.columns(['course_id', 'template_id']).doNothing())
    .execute();
  return { created: [DEMO_TEMPLATE_ID], skipped: [] };
}
