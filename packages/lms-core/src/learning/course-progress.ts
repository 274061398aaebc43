// Progress of a course = completed lessons / lessons * 100 (issue 6), computed the same way on client and server.

export interface LessonRef {
  id: string;
}

/**
 * Percent 0-100 of `lessons` whose id is in `completedIds`. Ids of lessons no longer in the course do not count,
 * so a removed lesson can never push progress past 100; a course without lessons is at 0.
 */
export function computeProgress(lessons: readonly LessonRef[], completedIds: Iterable<string>): number {
  if (lessons.length === 0) return 0;
  const completed = new Set(completedIds);
  const done = new Set(lessons.filter((lesson) => completed.has(lesson.id)).map((lesson) => lesson.id)).size;
  const total = new Set(lessons.map((lesson) => lesson.id)).size;
  // Multiply first: done === total then gives exactly 100, which is what marks the course completed.
  return (done * 100) / total;
}

/** How many of `lessons` are completed. */
export function countCompleted(lessons: readonly LessonRef[], completedIds: Iterable<string>): number {
  const completed = new Set(completedIds);
  return new Set(lessons.filter((lesson) => completed.has(lesson.id)).map((lesson) => lesson.id)).size;
}

/**
 * The modules whose every lesson is completed, in course order. A module without lessons is never complete: there
 * was nothing to finish.
 */
export function completedModules<M extends { id: string; lessons: readonly LessonRef[] }>(
  modules: readonly M[],
  completedIds: Iterable<string>,
): M[] {
  const completed = new Set(completedIds);
  return modules.filter(
    (module) => module.lessons.length > 0 && module.lessons.every((lesson) => completed.has(lesson.id)),
  );
}
