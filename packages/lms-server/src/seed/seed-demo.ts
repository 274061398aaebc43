// The demo catalogue: seeded on the first start of an empty database and by `lms seed-demo`. Idempotent by slug,
// and safe when two server copies start together on one PostgreSQL (the unique slug decides who inserts).
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { packageAssetsDir } from '../config';
import type { Database } from '../db/schema';
import { DEMO_ASSETS_PREFIX } from '../http/static-files';
import { demoCourses } from './demo-courses';
import { lessonContentSchemas, type FileLessonContent } from '@lms/core';
import type { DemoCourse, DemoLesson } from './demo-lessons';

export interface SeedReport {
  /** Slugs of the courses this run inserted. */
  created: string[];
  /** Slugs that already existed and were left untouched. */
  skipped: string[];
}

const DAY = 86_400_000;

export async function seedDemoCatalogue(db: Kysely<Database>, now: number): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [] };
  await db.transaction().execute(async (trx) => {
    for (const [index, course] of demoCourses.entries()) {
      // Stagger creation times a day apart so "newest first" has a stable, meaningful order.
      const createdAt = now - (demoCourses.length - 1 - index) * DAY;
      const inserted = await insertCourse(trx, course, createdAt);
      (inserted ? report.created : report.skipped).push(course.slug);
    }
  });
  return report;
}

async function insertCourse(trx: Kysely<Database>, course: DemoCourse, createdAt: number): Promise<boolean> {
  const courseId = randomUUID();
  const durationMinutes = course.modules
    .flatMap((m) => m.lessons)
    .reduce((sum, lesson) => sum + lesson.minutes, 0);
  const row = await trx
    .insertInto('courses')
    .values({
      id: courseId,
      slug: course.slug,
      title: course.title,
      thumbnail: `${DEMO_ASSETS_PREFIX}${course.thumbnail}`,
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
    const moduleId = randomUUID();
    await trx
      .insertInto('course_modules')
      .values({ id: moduleId, course_id: courseId, title: module.title, position: modulePosition })
      .execute();
    await trx
      .insertInto('lessons')
      .values(
        module.lessons.map((lesson, position) => ({
          id: randomUUID(),
          course_id: courseId,
          module_id: moduleId,
          title: lesson.title,
          kind: lesson.kind,
          position,
          duration_minutes: lesson.minutes,
          content: JSON.stringify(lessonContent(lesson)),
        })),
      )
      .execute();
  }
  return true;
}

/** The stored content of a demo lesson, checked against the shared schema so authoring and the viewer can read it. */
function lessonContent(lesson: DemoLesson): unknown {
  if (lesson.kind !== 'file') return lessonContentSchemas[lesson.kind].parse(lesson.content);
  const content: FileLessonContent = {
    fileUrl: `${DEMO_ASSETS_PREFIX}files/${lesson.file}`,
    fileName: lesson.file,
    // Measured from the shipped file, so the size shown before a download is the real one.
    sizeBytes: statSync(join(packageAssetsDir, 'demo', 'files', lesson.file)).size,
    descriptionMarkdown: lesson.description,
  };
  return lessonContentSchemas.file.parse(content);
}
