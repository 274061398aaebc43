// The demo catalogue: seeded on the first start of an empty database and by `lms seed-demo`. Idempotent by slug,
// and safe when two server copies start together on one PostgreSQL (the unique slug decides who inserts).
import { newId } from '../../platform/random';
import type { Kysely } from 'kysely';
import type { DemoAssets, SeedReport } from '../../areas/define-area';
import type { Database } from '../../db/schema';
import { demoCourses } from './demo-courses';
import { lessonContentSchemas, type FileLessonContent } from '@lms/core';
import type { DemoCourse, DemoLesson } from './demo-lessons';

const DAY = 86_400_000;

export async function seedDemoCatalogue(
  db: Kysely<Database>,
  now: number,
  assets: DemoAssets,
): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [] };
  await db.transaction().execute(async (trx) => {
    for (const [index, course] of demoCourses.entries()) {
      // Stagger creation times a day apart so "newest first" has a stable, meaningful order.
      const createdAt = now - (demoCourses.length - 1 - index) * DAY;
      const inserted = await insertCourse(trx, course, createdAt, assets);
      (inserted ? report.created : report.skipped).push(course.slug);
    }
  });
  return report;
}

async function insertCourse(
  trx: Kysely<Database>,
  course: DemoCourse,
  createdAt: number,
  assets: DemoAssets,
): Promise<boolean> {
  const courseId = newId();
  const durationMinutes = course.modules
    .flatMap((m) => m.lessons)
    .reduce((sum, lesson) => sum + lesson.minutes, 0);
  const row = await trx
    .insertInto('courses')
    .values({
      id: courseId,
      slug: course.slug,
      title: course.title,
      thumbnail: `${assets.prefix}${course.thumbnail}`,
      summary: course.summary,
      description: course.description,
      category: course.category,
      level: course.level,
      duration_minutes: durationMinutes,
      price_cents: course.price_cents,
      currency: course.currency,
      status: 'published',
      lock_lessons_in_order: course.lockLessonsInOrder ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row === undefined) return false;

  for (const [modulePosition, module] of course.modules.entries()) {
    const moduleId = newId();
    await trx
      .insertInto('course_modules')
      .values({ id: moduleId, course_id: courseId, title: module.title, position: modulePosition })
      .execute();
    await trx
      .insertInto('lessons')
      .values(
        module.lessons.map((lesson, position) => ({
          id: newId(),
          course_id: courseId,
          module_id: moduleId,
          title: lesson.title,
          kind: lesson.kind,
          position,
          duration_minutes: lesson.minutes,
          content: JSON.stringify(lessonContent(lesson, assets)),
        })),
      )
      .execute();
  }
  return true;
}

/** The stored content of a demo lesson, checked against the shared schema so authoring and the viewer can read it. */
function lessonContent(lesson: DemoLesson, assets: DemoAssets): unknown {
  if (lesson.kind !== 'file') return lessonContentSchemas[lesson.kind].parse(lesson.content);
  const content: FileLessonContent = {
    fileUrl: `${assets.prefix}files/${lesson.file}`,
    fileName: lesson.file,
    sizeBytes: assets.fileSize(lesson.file),
    descriptionMarkdown: lesson.description,
  };
  return lessonContentSchemas.file.parse(content);
}
