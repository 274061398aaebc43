// Lessons of a module: add, change, remove, move between modules, reorder. Each change is one transaction under the
// course's edit lock; lesson positions stay 0..n-1 per module and the course's duration follows its lessons.
import { newId } from '../../platform/random';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../../context';
import type { ParsedInput } from '../../functions/registry';
import type { LessonsTable } from '../../db/schema';
import { courseIdOfLesson, loadAdminCourse } from './admin-course-queries';
import type { AdminCourse } from './authoring-types';
import { inTransaction, lockCourseForEdit, recomputeCourseDuration, type Trx } from './course-edit-lock';
import { estimateLessonMinutes, type LessonBody } from './lesson-content';
import { assertModuleInCourse, withModuleLocked } from './module-editing';
import { assertSameItems, insertAt, writePositions } from './positions';
import { assertStillPublishable } from './publish-rules';

async function lessonOrder(
  trx: Trx,
  moduleId: string,
): Promise<{ ids: string[]; positions: Map<string, number> }> {
  const rows = await trx
    .selectFrom('lessons')
    .select(['id', 'position'])
    .where('module_id', '=', moduleId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ids: rows.map((row) => row.id), positions: new Map(rows.map((row) => [row.id, row.position])) };
}

/** Resolves a lesson to its course, locks the course, and reads the lesson again under the lock. */
async function withLessonLocked<T>(
  ctx: DomainContext,
  lessonId: string,
  work: (trx: Trx, lesson: LessonsTable) => Promise<T>,
): Promise<T> {
  const courseId = await courseIdOfLesson(ctx.db, lessonId);
  return inTransaction(ctx.db, async (trx) => {
    await lockCourseForEdit(trx, courseId, ctx.now());
    const lesson = await trx.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirst();
    if (lesson === undefined) throw new LmsError('functions/not-found', `No lesson "${lessonId}".`);
    return work(trx, lesson);
  });
}

/** Adds a lesson to a module, at the end unless a position is given; minutes are estimated when not given. */
export function addLesson(ctx: DomainContext, input: ParsedInput<'addLesson'>): Promise<AdminCourse> {
  return withModuleLocked(ctx, input.moduleId, async (trx, courseId) => {
    const { ids, positions } = await lessonOrder(trx, input.moduleId);
    const id = newId();
    const order = insertAt(ids, id, input.position);
    const body = { kind: input.kind, content: input.content } as LessonBody;
    await trx
      .insertInto('lessons')
      .values({
        id,
        course_id: courseId,
        module_id: input.moduleId,
        title: input.title,
        kind: input.kind,
        position: order.indexOf(id),
        duration_minutes: input.durationMinutes ?? estimateLessonMinutes(body),
        content: JSON.stringify(input.content),
      })
      .execute();
    await writePositions(trx, 'lessons', order, new Map([...positions, [id, order.indexOf(id)]]));
    await recomputeCourseDuration(trx, courseId);
    return loadAdminCourse(trx, courseId);
  });
}

/**
 * Changes title, minutes or content. Minutes: a number sets them, null estimates them from the content, omitted keeps
 * them (unless the kind changes: the old kind's minutes mean nothing for the new one, so they are estimated again).
 */
export async function updateLesson(
  ctx: DomainContext,
  input: ParsedInput<'updateLesson'>,
): Promise<AdminCourse> {
  return withLessonLocked(ctx, input.lessonId, async (trx, lesson) => {
    const kindChanges = input.kind !== lesson.kind;
    if (kindChanges && input.content === undefined) {
      throw new LmsError(
        'functions/invalid-argument',
        `This lesson is a ${lesson.kind} lesson; to make it a ${input.kind} lesson, send its ${input.kind} content too.`,
        { issues: [{ path: 'content', message: `Give the ${input.kind} content.` }] },
      );
    }
    const body = (
      input.content === undefined
        ? { kind: lesson.kind, content: JSON.parse(lesson.content) }
        : { kind: input.kind, content: input.content }
    ) as LessonBody;
    const reestimate = input.durationMinutes === null || (input.durationMinutes === undefined && kindChanges);
    const changes: Partial<LessonsTable> = {
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.content === undefined ? {} : { kind: input.kind, content: JSON.stringify(input.content) }),
      ...(typeof input.durationMinutes === 'number' ? { duration_minutes: input.durationMinutes } : {}),
      ...(reestimate ? { duration_minutes: estimateLessonMinutes(body) } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('lessons').set(changes).where('id', '=', lesson.id).execute();
      await recomputeCourseDuration(trx, lesson.course_id);
    }
    return loadAdminCourse(trx, lesson.course_id);
  });
}

/** Removes a lesson; refused when it is the last lesson of a published course. */
export function removeLesson(ctx: DomainContext, lessonId: string): Promise<AdminCourse> {
  return withLessonLocked(ctx, lessonId, async (trx, lesson) => {
    await trx.deleteFrom('lessons').where('id', '=', lessonId).execute();
    const course = await trx
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', lesson.course_id)
      .executeTakeFirstOrThrow();
    await assertStillPublishable(trx, course);
    const { ids, positions } = await lessonOrder(trx, lesson.module_id);
    await writePositions(trx, 'lessons', ids, positions);
    await recomputeCourseDuration(trx, lesson.course_id);
    return loadAdminCourse(trx, lesson.course_id);
  });
}

/** Moves a lesson to a position in any module of its course (a position past the end means last). */
export function moveLesson(ctx: DomainContext, input: ParsedInput<'moveLesson'>): Promise<AdminCourse> {
  return withLessonLocked(ctx, input.lessonId, async (trx, lesson) => {
    await assertModuleInCourse(trx, input.toModuleId, lesson.course_id);
    const source = await lessonOrder(trx, lesson.module_id);
    const remaining = source.ids.filter((id) => id !== lesson.id);
    if (input.toModuleId === lesson.module_id) {
      await writePositions(trx, 'lessons', insertAt(remaining, lesson.id, input.position), source.positions);
    } else {
      const target = await lessonOrder(trx, input.toModuleId);
      await trx
        .updateTable('lessons')
        .set({ module_id: input.toModuleId })
        .where('id', '=', lesson.id)
        .execute();
      await writePositions(trx, 'lessons', remaining, source.positions);
      await writePositions(trx, 'lessons', insertAt(target.ids, lesson.id, input.position), target.positions);
    }
    return loadAdminCourse(trx, lesson.course_id);
  });
}

/** Puts every lesson of the module in the given order, all at once. */
export function reorderLessons(
  ctx: DomainContext,
  input: ParsedInput<'reorderLessons'>,
): Promise<AdminCourse> {
  return withModuleLocked(ctx, input.moduleId, async (trx, courseId) => {
    const { ids, positions } = await lessonOrder(trx, input.moduleId);
    assertSameItems(input.lessonIds, ids, { plural: 'lessons', container: 'module' });
    await writePositions(trx, 'lessons', input.lessonIds, positions);
    return loadAdminCourse(trx, courseId);
  });
}
