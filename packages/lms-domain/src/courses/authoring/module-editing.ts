// Modules of a course: add, rename, remove (with their lessons), reorder. Each change is one transaction under the
// course's edit lock and leaves module positions 0..n-1.
import { newId } from '../../platform/random';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../../context';
import type { ParsedInput } from '../../functions/registry';
import { courseIdOfModule, loadAdminCourse } from './admin-course-queries';
import type { AdminCourse } from './authoring-types';
import { inTransaction, lockCourseForEdit, recomputeCourseDuration, type Trx } from './course-edit-lock';
import { assertSameItems, insertAt, writePositions } from './positions';
import { assertStillPublishable } from './publish-rules';

/** The course's modules in order, with their current positions. */
async function moduleOrder(
  trx: Trx,
  courseId: string,
): Promise<{ ids: string[]; positions: Map<string, number> }> {
  const rows = await trx
    .selectFrom('course_modules')
    .select(['id', 'position'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ids: rows.map((row) => row.id), positions: new Map(rows.map((row) => [row.id, row.position])) };
}

/**
 * Resolves a module to its course, then locks the course. The module is looked up again under the lock: another
 * admin may have removed it in between.
 */
export async function withModuleLocked<T>(
  ctx: DomainContext,
  moduleId: string,
  work: (trx: Trx, courseId: string) => Promise<T>,
): Promise<T> {
  const courseId = await courseIdOfModule(ctx.db, moduleId);
  return inTransaction(ctx.db, async (trx) => {
    await lockCourseForEdit(trx, courseId, ctx.now());
    await courseIdOfModule(trx, moduleId);
    return work(trx, courseId);
  });
}

export async function addModule(ctx: DomainContext, input: ParsedInput<'addModule'>): Promise<AdminCourse> {
  return inTransaction(ctx.db, async (trx) => {
    await lockCourseForEdit(trx, input.courseId, ctx.now());
    const { ids, positions } = await moduleOrder(trx, input.courseId);
    const id = newId();
    const order = insertAt(ids, id, input.position);
    await trx
      .insertInto('course_modules')
      .values({ id, course_id: input.courseId, title: input.title, position: order.indexOf(id) })
      .execute();
    await writePositions(trx, 'course_modules', order, new Map([...positions, [id, order.indexOf(id)]]));
    return loadAdminCourse(trx, input.courseId);
  });
}

export function updateModule(ctx: DomainContext, input: ParsedInput<'updateModule'>): Promise<AdminCourse> {
  return withModuleLocked(ctx, input.moduleId, async (trx, courseId) => {
    await trx
      .updateTable('course_modules')
      .set({ title: input.title })
      .where('id', '=', input.moduleId)
      .execute();
    return loadAdminCourse(trx, courseId);
  });
}

/** Removes the module and its lessons; refused when that would leave a published course without lessons. */
export function removeModule(ctx: DomainContext, moduleId: string): Promise<AdminCourse> {
  return withModuleLocked(ctx, moduleId, async (trx, courseId) => {
    await trx.deleteFrom('lessons').where('module_id', '=', moduleId).execute();
    await trx.deleteFrom('course_modules').where('id', '=', moduleId).execute();
    const course = await trx
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    await assertStillPublishable(trx, course);
    const { ids, positions } = await moduleOrder(trx, courseId);
    await writePositions(trx, 'course_modules', ids, positions);
    await recomputeCourseDuration(trx, courseId);
    return loadAdminCourse(trx, courseId);
  });
}

/** Puts every module of the course in the given order, all at once: a reader sees the old order or the new one. */
export async function reorderModules(
  ctx: DomainContext,
  input: ParsedInput<'reorderModules'>,
): Promise<AdminCourse> {
  return inTransaction(ctx.db, async (trx) => {
    await lockCourseForEdit(trx, input.courseId, ctx.now());
    const { ids, positions } = await moduleOrder(trx, input.courseId);
    assertSameItems(input.moduleIds, ids, { plural: 'modules', container: 'course' });
    await writePositions(trx, 'course_modules', input.moduleIds, positions);
    return loadAdminCourse(trx, input.courseId);
  });
}

/** Not found unless the module belongs to the course (a lesson may only move within its own course). */
export async function assertModuleInCourse(trx: Trx, moduleId: string, courseId: string): Promise<void> {
  const owner = await courseIdOfModule(trx, moduleId);
  if (owner !== courseId) {
    throw new LmsError(
      'functions/invalid-argument',
      `Module "${moduleId}" belongs to another course; a lesson can only move between modules of its own course.`,
      { reason: 'other-course' },
    );
  }
}
