// Shared steps of every authoring change, as the server's course-edit-lock.ts, publish-rules.ts, positions.ts and
// course-slugs.ts take them: find the course, bump its version (updated_at strictly increases, and a stale
// expectedUpdatedAt is refused), keep positions 0..n-1, derive duration and lesson count, and read the editor's view.
import { LmsError, type AdminCourse, type Course, type LessonKind, type LessonContentOf } from '@lms/core';
import type { StoredContent } from '../learning-data';
import type { MemoryDatabase } from '../memory-database';
import { toIso } from './learning-state';

export type CourseModule = Course['modules'][number];
export type CourseLesson = CourseModule['lessons'][number];

export function requireCourse(db: MemoryDatabase, courseId: string): Course {
  const course = db.courses.get(courseId);
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  return course;
}

export function findModule(db: MemoryDatabase, moduleId: string): { course: Course; module: CourseModule } {
  for (const course of db.courses.values()) {
    const module = course.modules.find((candidate) => candidate.id === moduleId);
    if (module) return { course, module };
  }
  throw new LmsError('functions/not-found', `No module "${moduleId}".`);
}

export function findLesson(
  db: MemoryDatabase,
  lessonId: string,
): { course: Course; module: CourseModule; lesson: CourseLesson } {
  for (const course of db.courses.values()) {
    for (const module of course.modules) {
      const lesson = module.lessons.find((candidate) => candidate.id === lessonId);
      if (lesson) return { course, module, lesson };
    }
  }
  throw new LmsError('functions/not-found', `No lesson "${lessonId}".`);
}

/**
 * Refuses a write made on a version other than `expectedUpdatedAt` (functions/aborted, 409). Call before changing
 * anything: the server's transaction would undo the change.
 */
export function assertVersion(course: Course, expectedUpdatedAt: string | undefined): void {
  if (expectedUpdatedAt === undefined) return;
  if (Date.parse(course.updated_at) === Date.parse(expectedUpdatedAt)) return;
  throw new LmsError(
    'functions/aborted',
    `"${course.title}" was changed by someone else at ${course.updated_at}, after the version you edited ` +
      `(${toIso(Date.parse(expectedUpdatedAt))}). Reload the course to see their changes, then make yours again.`,
    { reason: 'stale-version', currentUpdatedAt: course.updated_at },
  );
}

/**
 * Records a change: a new version that is strictly newer than the last (two changes in one millisecond still
 * differ), and the duration and lesson count the catalogue shows, derived from the lessons.
 */
export function touchCourse(course: Course, now: number): void {
  const previous = Date.parse(course.updated_at);
  course.updated_at = toIso(previous >= now ? previous + 1 : now);
  const lessons = course.modules.flatMap((module) => module.lessons);
  course.lessonCount = lessons.length;
  course.durationMinutes = lessons.reduce((sum, lesson) => sum + (lesson.durationMinutes ?? 0), 0);
}

export function sortByPosition<T extends { position: number; id: string }>(items: T[]): T[] {
  return items.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** Positions 0..n-1 in the order of `items`. */
export function renumber(items: { position: number }[]): void {
  items.forEach((item, index) => {
    item.position = index;
  });
}

/** `items` with `item` placed at `position`; a position past the end (or none) means "at the end". */
export function insertAt<T>(items: readonly T[], item: T, position: number | undefined): T[] {
  const at = position === undefined ? items.length : Math.min(position, items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** A requested order must name exactly the current items, each once; a different list comes from a stale view. */
export function assertSameItems(
  requested: readonly string[],
  current: readonly string[],
  what: { plural: string; container: string },
): void {
  const duplicates = [...new Set(requested.filter((id, index) => requested.indexOf(id) !== index))];
  if (duplicates.length > 0) {
    throw new LmsError(
      'functions/invalid-argument',
      `Each of the ${what.plural} may appear only once; repeated: ${duplicates.join(', ')}.`,
      { reason: 'duplicate-ids', ids: duplicates },
    );
  }
  const unknown = requested.filter((id) => !current.includes(id));
  const missing = current.filter((id) => !requested.includes(id));
  if (unknown.length > 0 || missing.length > 0) {
    throw new LmsError(
      'functions/aborted',
      `The ${what.plural} of this ${what.container} changed since you loaded it` +
        `${missing.length > 0 ? ` (not in your list: ${missing.join(', ')})` : ''}` +
        `${unknown.length > 0 ? ` (not in this ${what.container}: ${unknown.join(', ')})` : ''}. ` +
        'Reload and reorder again.',
      { reason: 'stale-order', missing, unknown },
    );
  }
}

/** A published course must keep at least one lesson: checked on what the course would become. */
export function assertStillPublishable(course: Course, lessonsLeft: number): void {
  if (course.status !== 'published' || lessonsLeft > 0) return;
  throw new LmsError(
    'functions/invalid-argument',
    `"${course.title}" is published and would have no lessons left. Add another lesson first, or unpublish the course.`,
    { reason: 'published-needs-lesson' },
  );
}

export function enrollmentCountOf(db: MemoryDatabase, courseId: string): number {
  return db.enrollments.filter((enrollment) => enrollment.course_id === courseId).length;
}

/** "Café & Crème: Basics!" -> "cafe-creme-basics"; a title with no Latin letters or digits gives "course". */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80 - 8)
    .replace(/-+$/, '');
  return slug === '' ? 'course' : slug;
}

/** `base` if free, else `base-2`, `base-3`...; a slug may not equal another course's id either. */
export function freeSlug(db: MemoryDatabase, base: string): string {
  const taken = new Set([...db.courses.values()].map((course) => course.slug));
  if (!taken.has(base) && !db.courses.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

export function assertSlugAvailable(db: MemoryDatabase, slug: string, forCourseId: string | null): void {
  const other = [...db.courses.values()].find(
    (course) => course.id !== forCourseId && (course.slug === slug || course.id === slug),
  );
  if (other === undefined) return;
  throw new LmsError(
    'functions/invalid-argument',
    `The slug "${slug}" is already used by the course "${other.title}". Choose another one.`,
    { issues: [{ path: 'slug', message: 'This slug is already taken.' }] },
  );
}

/** Minutes a lesson takes when the author gives none (the server's estimate): reading, running time, questions. */
export function estimateLessonMinutes(body: StoredContent): number | null {
  switch (body.kind) {
    case 'text': {
      const words = body.content.markdown.split(/\s+/).filter((word) => word !== '').length;
      return Math.max(1, Math.ceil(words / 200));
    }
    case 'video':
      return Math.ceil(body.content.durationSeconds / 60);
    case 'quiz':
      return body.content.questions.length;
    case 'file':
      return null;
  }
}

export function storedContent<K extends LessonKind>(kind: K, content: LessonContentOf<K>): StoredContent {
  return { kind, content } as StoredContent;
}

/** The course as its editor shows it: modules and lessons in order, lesson content in full (quiz answers too). */
export function toAdminCourse(db: MemoryDatabase, course: Course): AdminCourse {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    thumbnail: course.thumbnail,
    summary: course.summary,
    category: course.category,
    level: course.level,
    durationMinutes: course.durationMinutes,
    priceCents: course.priceCents,
    currency: course.currency,
    status: course.status,
    lessonCount: course.lessonCount,
    description: course.description,
    lockLessonsInOrder: course.lockLessonsInOrder,
    enrollmentCount: enrollmentCountOf(db, course.id),
    created_at: course.created_at,
    updated_at: course.updated_at,
    modules: sortByPosition([...course.modules]).map((module) => ({
      id: module.id,
      title: module.title,
      position: module.position,
      lessons: sortByPosition([...module.lessons]).map((lesson) => {
        const stored = db.learning.contents.get(lesson.id);
        if (stored === undefined || stored.kind !== lesson.kind)
          throw new LmsError('functions/internal', `Stored content of lesson ${lesson.id} is missing.`);
        return {
          ...lesson,
          durationMinutes: lesson.durationMinutes ?? null,
          ...stored,
        } as AdminCourse['modules'][number]['lessons'][number];
      }),
    })),
  };
}
