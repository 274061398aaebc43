// A deep copy of a course as a new draft: new ids for the course, its modules, lessons and action-plan steps, the
// same order and content, no enrolments and no student's state. Authors use it to start a new edition or a variant without touching the live course.
import { newId } from '../../platform/random';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../../context';
import { isUniqueViolation } from '../../users/user-records';
import { loadAdminCourse } from './admin-course-queries';
import { SLUG_MAX_LENGTH, type AdminCourse } from './authoring-types';
import { inTransaction, type Trx } from './course-edit-lock';
import { freeSlug } from './course-slugs';

const COPY_SUFFIX = ' (copy)';
const TITLE_MAX_LENGTH = 200;
const SLUG_ATTEMPTS = 5;
/** Rows per INSERT: keeps a very large course under SQLite's and PostgreSQL's limits on bound parameters. */
const ROWS_PER_INSERT = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    result.push(rows.slice(start, start + ROWS_PER_INSERT));
  }
  return result;
}

/** "Intro" -> "Intro (copy)", shortened so the result still fits the title limit. */
export function copyTitle(title: string): string {
  return `${title.slice(0, TITLE_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** "intro" -> "intro-copy" (then "intro-copy-2", ... when taken), leaving room for the number. */
export function copySlugBase(slug: string): string {
  const stem = slug.slice(0, SLUG_MAX_LENGTH - '-copy-99'.length).replace(/-+$/, '');
  return `${stem}-copy`;
}

export async function duplicateCourse(ctx: DomainContext, sourceId: string): Promise<AdminCourse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(ctx.db, (trx) => copyCourse(ctx, trx, sourceId));
    } catch (error) {
      // Someone took the chosen slug between our look-up and our insert: pick again.
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

async function copyCourse(ctx: DomainContext, trx: Trx, sourceId: string): Promise<AdminCourse> {
  let source = trx.selectFrom('courses').selectAll().where('id', '=', sourceId);
  // On PostgreSQL a share lock waits for an edit in progress and holds off new ones until the copy is made, so the
  // copy is one consistent version. SQLite runs one writer at a time, so its transaction already sees one version.
  if (ctx.dialect === 'postgres') source = source.forShare();
  const course = await source.executeTakeFirst();
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${sourceId}".`);

  const [modules, lessons, steps] = await Promise.all([
    trx.selectFrom('course_modules').selectAll().where('course_id', '=', sourceId).execute(),
    trx.selectFrom('lessons').selectAll().where('course_id', '=', sourceId).execute(),
    trx.selectFrom('action_plan_steps').selectAll().where('course_id', '=', sourceId).execute(),
  ]);

  const now = ctx.now();
  const copyId = newId();
  await trx
    .insertInto('courses')
    .values({
      ...course,
      id: copyId,
      slug: await freeSlug(trx, copySlugBase(course.slug)),
      title: copyTitle(course.title),
      status: 'draft',
      created_at: now,
      updated_at: now,
    })
    .execute();

  const moduleIds = new Map(modules.map((module) => [module.id, newId()]));
  const copiedModuleId = (moduleId: string): string => {
    const id = moduleIds.get(moduleId);
    // The foreign key makes every lesson's module part of this course; a miss means the read was inconsistent.
    if (id === undefined) throw new LmsError('functions/internal', `Module ${moduleId} was not copied.`);
    return id;
  };
  for (const batch of chunks(modules)) {
    await trx
      .insertInto('course_modules')
      .values(batch.map((module) => ({ ...module, id: copiedModuleId(module.id), course_id: copyId })))
      .execute();
  }
  for (const batch of chunks(lessons)) {
    await trx
      .insertInto('lessons')
      .values(
        batch.map((lesson) => ({
          ...lesson,
          id: newId(),
          course_id: copyId,
          module_id: copiedModuleId(lesson.module_id),
        })),
      )
      .execute();
  }
  // The plan's steps go with the course (checklist item ids are the step's own, so they stay); students' ticks,
  // notes and states belong to the original's enrolments and stay there.
  for (const batch of chunks(steps)) {
    await trx
      .insertInto('action_plan_steps')
      .values(
        batch.map((step) => ({
          ...step,
          id: newId(),
          course_id: copyId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return loadAdminCourse(trx, copyId);
}
