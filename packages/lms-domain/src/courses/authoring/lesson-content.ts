// Lesson content as stored (JSON text in lessons.content) and read back, and the estimated minutes of a lesson when
// the author gives none. The contract checked the content against its kind before it got here.
import type { LessonsTable } from '../../db/schema';
import type { AdminLesson, LessonContentOf, LessonKind } from './authoring-types';

/** Typical silent reading speed of adults in words per minute. */
const READING_WORDS_PER_MINUTE = 200;
/** Time to read a question, choose and check an answer. */
const MINUTES_PER_QUESTION = 1;

export type LessonBody = { [K in LessonKind]: { kind: K; content: LessonContentOf<K> } }[LessonKind];

/**
 * What a lesson takes, in minutes: reading time for text, the running time of a video, a minute per quiz question.
 * A downloadable file has no estimate (null): only the author knows what the learner does with it.
 */
export function estimateLessonMinutes(body: LessonBody): number | null {
  switch (body.kind) {
    case 'text': {
      const words = body.content.markdown.split(/\s+/).filter((word) => word !== '').length;
      return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
    }
    case 'video':
      return Math.ceil(body.content.durationSeconds / 60);
    case 'quiz':
      return body.content.questions.length * MINUTES_PER_QUESTION;
    case 'file':
      return null;
  }
}

type StoredLesson = Pick<LessonsTable, 'id' | 'title' | 'kind' | 'position' | 'duration_minutes' | 'content'>;

/** A stored lesson for the editor; the callable route checks the content against the contract on the way out. */
export function readStoredLesson(row: StoredLesson): AdminLesson {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    position: row.position,
    durationMinutes: row.duration_minutes,
    content: JSON.parse(row.content) as AdminLesson['content'],
  } as AdminLesson;
}
