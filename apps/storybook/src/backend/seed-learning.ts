// Seeds the learning tables. Lesson content must exist for every lesson and pass the lesson-content schema of the
// lesson's kind; progress, attempts and activity must name a seeded user, course and lesson: a fixture the server
// could never hold fails loudly.
import { LmsError, lessonContentSchemas } from '@lms/core';
import type { FixtureLearning } from './fixtures/fixture-types';
import { progressKey, type StoredContent } from './learning-data';
import type { MemoryDatabase } from './memory-database';

function broken(message: string): LmsError {
  return new LmsError('functions/invalid-argument', `Fixture learning data breaks the contract: ${message}`);
}

export function seedLearning(db: MemoryDatabase, learning: FixtureLearning): void {
  const lessonCourse = new Map<string, string>();
  for (const course of db.courses.values()) {
    for (const module of course.modules) {
      for (const lesson of module.lessons) {
        lessonCourse.set(lesson.id, course.id);
        const stored = learning.contents[lesson.id];
        if (stored === undefined) throw broken(`lesson ${lesson.id} has no content`);
        if (stored.kind !== lesson.kind)
          throw broken(`lesson ${lesson.id} is ${lesson.kind}, its content ${stored.kind}`);
        const parsed = lessonContentSchemas[lesson.kind].safeParse(stored.content);
        if (!parsed.success) throw broken(`content of lesson ${lesson.id}: ${parsed.error.message}`);
        db.learning.contents.set(lesson.id, { kind: lesson.kind, content: parsed.data } as StoredContent);
      }
    }
  }
  const check = (what: string, userId: string, courseId: string, lessonId: string | null) => {
    if (!db.users.has(userId) || !db.courses.has(courseId))
      throw broken(`${what} names a missing user or course`);
    if (lessonId !== null && lessonCourse.get(lessonId) !== courseId)
      throw broken(`${what} names a missing lesson`);
  };
  for (const row of learning.progress) {
    check(`progress of ${row.lessonId}`, row.userId, row.courseId, row.lessonId);
    db.learning.progress.set(progressKey(row.userId, row.lessonId), structuredClone(row));
  }
  for (const attempt of learning.attempts) {
    check(`attempt ${attempt.id}`, attempt.userId, attempt.courseId, attempt.lessonId);
    db.learning.attempts.push(structuredClone(attempt));
  }
  for (const entry of learning.activity) {
    check(`activity ${entry.id}`, entry.userId, entry.courseId, entry.lessonId);
    db.learning.activity.push({ ...entry });
  }
  for (const [enrollmentId, trail] of Object.entries(learning.trails)) {
    // The resume point lives on the enrolment row: a story that seeds other enrolments simply has none for it.
    if (db.enrollments.some((enrollment) => enrollment.id === enrollmentId))
      db.learning.trails.set(enrollmentId, { ...trail });
  }
}
