// Creating and editing a course's metadata and moving it between draft, published and archived; deleting one that
// nobody ever enrolled in. Every change is one transaction that starts by taking the course's edit lock.
import { newId } from '../../platform/random';
import { LmsError, type CourseStatus } from '@lms/core';
import type { DomainContext } from '../../context';
import type { CoursesTable } from '../../db/schema';
import { isUniqueViolation } from '../../users/user-records';
import type { ParsedInput } from '../../functions/registry';
import { loadAdminCourse } from './admin-course-queries';
import type { AdminCourse, CourseMetadataPatch } from './authoring-types';
import { inTransaction, lockCourseForEdit } from './course-edit-lock';
import { assertSlugAvailable, freeSlug, slugFromTitle } from './course-slugs';
import { assertPublishable, countLessons } from './publish-rules';

/** Two admins creating "Intro" at once may both pick "intro"; the loser tries the next free slug. */
const SLUG_ATTEMPTS = 5;

export async function createCourse(
  ctx: DomainContext,
  input: ParsedInput<'createCourse'>,
): Promise<AdminCourse> {
  const now = ctx.now();
  const id = newId();
  const base = input.slug ?? slugFromTitle(input.title);
  for (let attempt = 1; ; attempt += 1) {
    const slug = input.slug ?? (await freeSlug(ctx.db, base));
    if (input.slug !== undefined) await assertSlugAvailable(ctx.db, slug, null);
    try {
      await ctx.db
        .insertInto('courses')
        .values({
          id,
          slug,
          title: input.title,
          thumbnail: input.thumbnail,
          summary: input.summary,
          description: input.description,
          category: input.category,
          level: input.level,
          duration_minutes: 0,
          price_cents: input.priceCents,
          currency: input.currency,
          status: 'draft',
          lock_lessons_in_order: input.lockLessonsInOrder ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return await loadAdminCourse(ctx.db, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A chosen slug lost a race: report it as taken (re-checking gives the clear message).
      if (input.slug !== undefined) await assertSlugAvailable(ctx.db, slug, null);
      if (attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

const PATCH_COLUMNS = {
  title: 'title',
  slug: 'slug',
  thumbnail: 'thumbnail',
  summary: 'summary',
  description: 'description',
  category: 'category',
  level: 'level',
  priceCents: 'price_cents',
  currency: 'currency',
} as const satisfies Partial<Record<keyof CourseMetadataPatch, keyof CoursesTable>>;

function toColumns(patch: CourseMetadataPatch): Partial<CoursesTable> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PATCH_COLUMNS)) {
    const value = patch[field as keyof typeof PATCH_COLUMNS];
    if (value !== undefined) columns[column] = value;
  }
  if (patch.lockLessonsInOrder !== undefined)
    columns.lock_lessons_in_order = patch.lockLessonsInOrder ? 1 : 0;
  return columns as Partial<CoursesTable>;
}

/**
 * Changes metadata. With `expectedUpdatedAt` (the updated_at the editor loaded) a write made on top of someone
 * else's newer change is refused with functions/aborted instead of silently overwriting it.
 */
export async function updateCourse(
  ctx: DomainContext,
  input: ParsedInput<'updateCourse'>,
): Promise<AdminCourse> {
  const expected = input.expectedUpdatedAt === undefined ? undefined : Date.parse(input.expectedUpdatedAt);
  try {
    return await inTransaction(ctx.db, async (trx) => {
      await lockCourseForEdit(trx, input.id, ctx.now(), expected);
      if (input.patch.slug !== undefined) await assertSlugAvailable(trx, input.patch.slug, input.id);
      await trx.updateTable('courses').set(toColumns(input.patch)).where('id', '=', input.id).execute();
      return loadAdminCourse(trx, input.id);
    });
  } catch (error) {
    // Another course took the slug between our check and our write.
    if (isUniqueViolation(error) && input.patch.slug !== undefined) {
      await assertSlugAvailable(ctx.db, input.patch.slug, input.id);
    }
    throw error;
  }
}

async function setStatus(
  ctx: DomainContext,
  courseId: string,
  status: CourseStatus,
  check?: (course: { title: string }, lessonCount: number) => void,
): Promise<AdminCourse> {
  return inTransaction(ctx.db, async (trx) => {
    const course = await lockCourseForEdit(trx, courseId, ctx.now());
    check?.(course, await countLessons(trx, courseId));
    await trx.updateTable('courses').set({ status }).where('id', '=', courseId).execute();
    return loadAdminCourse(trx, courseId);
  });
}

/** Makes the course visible in the catalogue; refused, with everything missing listed, until it is complete. */
export const publishCourse = (ctx: DomainContext, courseId: string) =>
  setStatus(ctx, courseId, 'published', assertPublishable);

/** Back to draft: hidden from the catalogue, editable; also how an archived course is restored. */
export const unpublishCourse = (ctx: DomainContext, courseId: string) => setStatus(ctx, courseId, 'draft');

/** Retires a course: hidden from the catalogue, kept with its enrolments and history. */
export const archiveCourse = (ctx: DomainContext, courseId: string) => setStatus(ctx, courseId, 'archived');

const isForeignKeyViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/**
 * Deletes a course with its modules and lessons, only while nobody is enrolled: learners keep their history, so a
 * course with enrolments can only be archived.
 */
export async function deleteCourse(ctx: DomainContext, courseId: string): Promise<{ id: string }> {
  const refuse = (enrollmentCount: number | null) =>
    new LmsError(
      'functions/invalid-argument',
      enrollmentCount === null
        ? 'Other records (such as enrolments or payments) refer to this course, so it cannot be deleted. Archive it instead.'
        : `${enrollmentCount} ${enrollmentCount === 1 ? 'person is' : 'people are'} enrolled in this course, so it ` +
            'cannot be deleted. Archive it instead: it disappears from the catalogue and learners keep their history.',
      { reason: 'has-enrollments', enrollmentCount },
    );
  try {
    return await inTransaction(ctx.db, async (trx) => {
      await lockCourseForEdit(trx, courseId, ctx.now());
      const { n } = await trx
        .selectFrom('enrollments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
      if (Number(n) > 0) throw refuse(Number(n));
      await trx.deleteFrom('lessons').where('course_id', '=', courseId).execute();
      await trx.deleteFrom('course_modules').where('course_id', '=', courseId).execute();
      await trx.deleteFrom('courses').where('id', '=', courseId).execute();
      return { id: courseId };
    });
  } catch (error) {
    // The foreign keys are the last word: an enrolment or payment that arrived meanwhile blocks the delete.
    if (isForeignKeyViolation(error)) throw refuse(null);
    throw error;
  }
}
