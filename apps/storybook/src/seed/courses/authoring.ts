// Courses are written by the admin through the authoring operations, as the course editor does: createCourse,
// addModule, addLesson (content checked against its kind), publishCourse; later archiveCourse and updateCourse.
import type { AdminCourse, LessonKind } from '@lms/core';
import type { SeedRun, StoryActor, StoryTime } from '../seed-run';
import type { CourseKey } from '../story-ids';
import { thumbnailOf, type CourseOutline } from './course-outlines';
import { lessonContentOf } from './lesson-contents';

export interface SeededLesson {
  id: string;
  kind: LessonKind;
}

export interface SeededCourse {
  key: CourseKey;
  id: string;
  slug: string;
  outline: CourseOutline;
  moduleIds: string[];
  /** In course order: module by module, the order lessons open in. */
  lessons: SeededLesson[];
}

function lastOf<T>(items: readonly T[], what: string): T {
  const item = items.at(-1);
  if (item === undefined) throw new Error(`The domain answered without the ${what} just added`);
  return item;
}

/**
 * Writes one course at its creation time and publishes it unless it is a draft. `launchFree`: it goes on sale
 * free, for learners who enrolled before its price was set (setCoursePrice); the fixtures enrol them without an
 * order, which only a free course allows.
 */
export async function authorCourse(
  run: SeedRun,
  admin: StoryActor,
  outline: CourseOutline,
  options: { launchFree: boolean },
): Promise<SeededCourse> {
  const at = outline.createdAt;
  const created = await run.call('createCourse', admin, at, {
    title: outline.title,
    summary: outline.summary,
    description: outline.description,
    category: outline.category,
    level: outline.level,
    thumbnail: thumbnailOf(outline.key),
    priceCents: options.launchFree ? 0 : outline.priceCents,
    currency: outline.currency,
    lockLessonsInOrder: outline.lockLessonsInOrder,
  });
  const seeded: SeededCourse = {
    key: outline.key,
    id: created.id,
    slug: created.slug,
    outline,
    moduleIds: [],
    lessons: [],
  };
  for (const module of outline.modules) {
    const withModule = await run.call('addModule', admin, at, { courseId: created.id, title: module.title });
    const moduleId = lastOf(withModule.modules, 'module').id;
    seeded.moduleIds.push(moduleId);
    for (const lesson of module.lessons) {
      const content = lessonContentOf(lesson.kind, {
        courseTitle: outline.title,
        courseSlug: created.slug,
        lessonTitle: lesson.title,
        quiz: lesson.quiz,
      });
      const withLesson: AdminCourse = await run.call('addLesson', admin, at, {
        moduleId,
        title: lesson.title,
        durationMinutes: lesson.minutes,
        ...content,
      });
      const added = lastOf(
        withLesson.modules.find((candidate) => candidate.id === moduleId)?.lessons ?? [],
        'lesson',
      );
      seeded.lessons.push({ id: added.id, kind: added.kind });
    }
  }
  if (outline.status !== 'draft') await run.call('publishCourse', admin, at, { id: created.id });
  return seeded;
}

/** The price of a course that went on sale free (authorCourse's launchFree). */
export async function setCoursePrice(
  run: SeedRun,
  admin: StoryActor,
  course: SeededCourse,
  at: StoryTime,
): Promise<void> {
  await run.call('updateCourse', admin, at, {
    id: course.id,
    patch: { priceCents: course.outline.priceCents },
  });
}

/** Retires a course once its learners are done with it. */
export async function archiveCourse(run: SeedRun, admin: StoryActor, course: SeededCourse): Promise<void> {
  if (course.outline.archivedAt === undefined) throw new Error(`Course ${course.key} has no archive date`);
  await run.call('archiveCourse', admin, course.outline.archivedAt, { id: course.id });
}
