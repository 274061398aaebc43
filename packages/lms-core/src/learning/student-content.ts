// Quiz answers never reach a learner before an attempt: the student form of a lesson is built field by field, so
// nothing the editor stores (right answers, future fields) leaks by accident. The contract's output schema would
// strip them too: two independent gates for the one secret that matters here.
import type { LessonKind } from '../api/schemas/course';
import type { StudentLessonContent } from '../api/schemas/learning-content';
import { lessonContentSchemas, type LessonContentOf } from '../api/schemas/lesson-content';
import { LmsError } from '../errors/lms-error';
import { quizAttemptsLeft, type QuizRecord } from './quiz-policy';

/** Stored content that breaks its schema is our fault (a bad migration or hand edit), so it is internal. */
export function parseStoredContent<K extends LessonKind>(kind: K, stored: unknown): LessonContentOf<K> {
  const parsed = lessonContentSchemas[kind].safeParse(stored);
  if (parsed.success) return parsed.data as LessonContentOf<K>;
  throw new LmsError('functions/internal', `Stored ${kind} lesson content is not valid.`, {
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

/** Parsed stored content of any kind, tagged with its kind so a switch narrows it. */
export type StoredLessonContent = { [K in LessonKind]: { kind: K; content: LessonContentOf<K> } }[LessonKind];

export function parseStoredLesson(kind: LessonKind, stored: unknown): StoredLessonContent {
  return { kind, content: parseStoredContent(kind, stored) } as StoredLessonContent;
}

const NO_ATTEMPTS: QuizRecord = { attempts: 0, passed: false };

/**
 * The learner's form of a lesson. `videoUrl` is where an uploaded video (fileId) can be downloaded, resolved by
 * the back end; null when that file is gone. `quizRecord`: the learner's attempts so far, for what is left.
 */
export function toStudentLessonContent(
  lesson: StoredLessonContent,
  videoUrl: (fileId: string) => string | null = () => null,
  quizRecord: QuizRecord = NO_ATTEMPTS,
): StudentLessonContent {
  switch (lesson.kind) {
    case 'text':
      return { kind: 'text', markdown: lesson.content.markdown };
    case 'video': {
      const { url, fileId, captionsUrl, durationSeconds } = lesson.content;
      return {
        kind: 'video',
        url: url ?? (fileId === undefined ? null : videoUrl(fileId)),
        captionsUrl: captionsUrl ?? null,
        durationSeconds,
      };
    }
    case 'file': {
      const { fileUrl, fileName, sizeBytes } = lesson.content;
      return { kind: 'file', fileUrl, fileName, sizeBytes };
    }
    case 'quiz':
      return {
        kind: 'quiz',
        passMark: lesson.content.passMark,
        questions: lesson.content.questions.map((question) => ({
          id: question.id,
          prompt: question.prompt,
          kind: question.kind,
          options: question.options.map((option) => ({ id: option.id, text: option.text })),
        })),
        attemptsLimit: lesson.content.attemptsLimit,
        attemptsLeft: quizAttemptsLeft(lesson.content, quizRecord),
        revealAnswers: lesson.content.revealAnswers,
      };
  }
}
