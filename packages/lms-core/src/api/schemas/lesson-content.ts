// The content of a lesson, one shape per kind (stored as lessons.content JSON). Shared by authoring (what an admin
// may save) and learning (what the viewer renders); the student view of a quiz leaves correctOptionIds out.
import { z } from 'zod';
import { isUserSettableUrl } from '../../validation/user-url';
import type { LessonKind } from './course';

/** An http(s) address or a path on this server; never javascript: or data: (the value ends up in src/href). */
export const contentUrlSchema = z
  .string()
  .trim()
  .max(2048)
  // The rule every address a person sets follows: "/\host/x" is no local path (browsers read it as //host/x).
  .refine(isUserSettableUrl, 'Use an http(s) address or a path starting with "/".');

export const textLessonContentSchema = z
  .object({
    /** Markdown, stored as written; sanitised when rendered. */
    markdown: z.string().trim().min(1, 'Write the lesson text.').max(200_000),
  })
  .strict();

export const videoLessonContentSchema = z
  .object({
    /** A video on the web or on this server... */
    url: contentUrlSchema.optional(),
    /** ...or an uploaded file (its storage path): exactly one of the two. */
    fileId: z.string().trim().min(1).max(1024).optional(),
    /** WebVTT captions, shown when given. */
    captionsUrl: contentUrlSchema.optional(),
    durationSeconds: z
      .number({ error: 'Enter the running time in whole seconds.' })
      .int('Enter the running time in whole seconds.')
      .min(1, 'Enter the running time in whole seconds.')
      .max(86_400, 'A video runs for at most 86,400 seconds (24 hours).'),
    /** Shown under the player (Markdown): what to watch for, and credits a licence may require. */
    notesMarkdown: z.string().max(20_000).optional(),
  })
  .strict()
  .refine((video) => (video.url === undefined) !== (video.fileId === undefined), {
    message: 'Give either the video address (url) or an uploaded file (fileId), not both.',
    path: ['url'],
  });

export const fileLessonContentSchema = z
  .object({
    fileUrl: contentUrlSchema,
    fileName: z.string().trim().min(1, 'Give the file a name.').max(255),
    sizeBytes: z
      .number({ error: 'Enter the size in bytes, a whole number.' })
      .int('Enter the size in bytes, a whole number.')
      .min(0, 'Enter the size in bytes, a whole number.')
      .max(10 * 1024 ** 3, 'A file lesson holds at most 10 GiB.'),
    /** What the file is and what to do with it (Markdown). */
    descriptionMarkdown: z.string().max(20_000).optional(),
  })
  .strict();

export const quizOptionSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    text: z.string().trim().min(1, 'Write the answer text.').max(1000),
  })
  .strict();

export const quizQuestionSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    prompt: z.string().trim().min(1, 'Write the question.').max(4000),
    /** single: exactly one option is right; multiple: every right option and no wrong one must be picked. */
    kind: z.enum(['single', 'multiple']),
    options: z.array(quizOptionSchema).min(2, 'Give at least two answers.').max(20),
    correctOptionIds: z.array(z.string()).min(1, 'Mark the right answer.'),
    /** Feedback shown once the learner has answered (Markdown): why the right answer is right. */
    explanation: z.string().trim().max(4000).optional(),
  })
  .strict()
  .superRefine((question, ctx) => {
    const optionIds = question.options.map((option) => option.id);
    optionIds.forEach((id, index) => {
      if (optionIds.indexOf(id) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'id'],
          message: `Answer id "${id}" is repeated.`,
        });
      }
    });
    question.correctOptionIds.forEach((id, index) => {
      if (!optionIds.includes(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['correctOptionIds', index],
          message: `"${id}" is not one of this question's answers.`,
        });
      }
    });
    if (new Set(question.correctOptionIds).size !== question.correctOptionIds.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['correctOptionIds'],
        message: 'A right answer is marked twice.',
      });
    }
    if (question.kind === 'single' && question.correctOptionIds.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['correctOptionIds'],
        message: 'A single-choice question has exactly one right answer.',
      });
    }
  });
export type QuizQuestion = z.output<typeof quizQuestionSchema>;

/**
 * When a learner is shown the right answers (and which of their answers were right): never, once they have passed,
 * or once they have used their last attempt. Until then the server leaves them out of its answer.
 */
export const QUIZ_ANSWER_REVEALS = ['never', 'after-passing', 'after-last-attempt'] as const;
export const quizAnswerRevealSchema = z.enum(QUIZ_ANSWER_REVEALS);
export type QuizAnswerReveal = z.output<typeof quizAnswerRevealSchema>;

/** At most this many attempts may be set as a limit (more is "unlimited" in practice). */
export const QUIZ_MAX_ATTEMPTS_LIMIT = 100;

/** Quizzes saved before these settings existed read as unlimited attempts, answers shown after passing. */
export const DEFAULT_QUIZ_POLICY = { attemptsLimit: null, revealAnswers: 'after-passing' } as const;

export const quizLessonContentSchema = z
  .object({
    questions: z.array(quizQuestionSchema).min(1, 'Add at least one question.').max(200),
    /** Percentage of questions answered right needed to pass. */
    passMark: z.number().int().min(0).max(100),
    /** Attempts a learner may make; null: as many as they like. */
    attemptsLimit: z
      .number({ error: 'Enter the number of attempts, a whole number.' })
      .int('Enter the number of attempts, a whole number.')
      .min(1, 'Allow at least one attempt.')
      .max(
        QUIZ_MAX_ATTEMPTS_LIMIT,
        `Allow at most ${QUIZ_MAX_ATTEMPTS_LIMIT} attempts, or leave it unlimited.`,
      )
      .nullable()
      .default(DEFAULT_QUIZ_POLICY.attemptsLimit),
    revealAnswers: quizAnswerRevealSchema.default(DEFAULT_QUIZ_POLICY.revealAnswers),
  })
  .strict()
  .superRefine((quiz, ctx) => {
    if (quiz.revealAnswers === 'after-last-attempt' && quiz.attemptsLimit === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['revealAnswers'],
        message: 'Answers shown after the last attempt need a limit on attempts.',
      });
    }
    const ids = quiz.questions.map((question) => question.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: `Question id "${id}" is repeated.`,
        });
      }
    });
  });

/** Content schema of each lesson kind. */
export const lessonContentSchemas = {
  text: textLessonContentSchema,
  video: videoLessonContentSchema,
  file: fileLessonContentSchema,
  quiz: quizLessonContentSchema,
} as const satisfies Record<LessonKind, z.ZodType>;

export type LessonContentOf<K extends LessonKind> = z.output<(typeof lessonContentSchemas)[K]>;
export type TextLessonContent = LessonContentOf<'text'>;
export type VideoLessonContent = LessonContentOf<'video'>;
export type FileLessonContent = LessonContentOf<'file'>;
export type QuizLessonContent = LessonContentOf<'quiz'>;
