// A course with a certificate template and an enrolled learner, on a fresh database, for the certificate tests.
import type { LessonProgressEvent } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import { createTemplate } from '@lms/domain/internal/certificates/templates';
import type { ServerContext } from '../../src/context';
import {
  at,
  buildCourse,
  caller,
  eventId,
  learners,
  type BuiltCourse,
} from '@lms/domain/conformance/fixtures/learning-fixtures';

export interface CertificateCourse {
  course: BuiltCourse;
  templateId: string;
}

export async function courseWithTemplate(
  ctx: ServerContext,
  slug: string,
  options: { validityDays?: number | null; lessons?: number } = {},
): Promise<CertificateCourse> {
  const course = await buildCourse(ctx.db, {
    slug,
    lessons: Array.from({ length: options.lessons ?? 1 }, () => 'text' as const),
    course: { title: `Course ${slug}` },
  });
  const template = await createTemplate(ctx, {
    name: `Template ${slug}`,
    title: 'Certificate of Completion',
    body: 'This certifies that {{learnerName}} completed {{courseTitle}} on {{issueDate}} ({{hours}}, grade {{grade}}).',
    signerName: 'Dana Whitfield',
    signerTitle: 'Head of Learning',
    primaryColor: '#1a4f8b',
    accentColor: '#b8860b',
    orientation: 'landscape',
    logo: null,
    signature: null,
    background: null,
    validityDays: options.validityDays ?? null,
    courseIds: [course.courseId],
    active: true,
  });
  return { course, templateId: template.id };
}

/** A learner enrolled in the course, with a display name. */
export async function enrolledLearner(
  ctx: ServerContext,
  uid: string,
  courseId: string,
  name: string | null = null,
) {
  const [learner] = await learners(ctx.db, uid);
  await ctx.db.updateTable('users').set({ display_name: name }).where('uid', '=', uid).execute();
  await enrollUser(ctx, { userId: uid, courseId, source: 'free' });
  return learner as ReturnType<typeof caller>;
}

/** One "viewed" event of a lesson (a text lesson is complete once viewed), with a fresh eventId. */
export function viewLesson(ctx: ServerContext, uid: string, courseId: string, lessonId: string, second = 0) {
  return learningHandlers.recordLessonProgress({
    ctx,
    caller: caller(uid),
    input: {
      courseId,
      lessonId,
      event: 'viewed',
      clientTimestamp: at(second),
      eventId: eventId(),
    } as LessonProgressEvent,
  });
}

export async function certificateRows(ctx: ServerContext, uid: string) {
  return ctx.db.selectFrom('certificates').selectAll().where('user_id', '=', uid).orderBy('cycle').execute();
}
