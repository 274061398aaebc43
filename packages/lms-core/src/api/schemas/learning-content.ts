// What a learner receives of a lesson's content. The stored (authored) form is lesson-content.ts, shared with the
// course editor; this form has no quiz answers, and an uploaded video is already turned into a download URL.
import { z } from 'zod';
import { quizAnswerRevealSchema } from './lesson-content';

export const studentQuizQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type StudentQuizQuestion = z.output<typeof studentQuizQuestionSchema>;

export const studentLessonContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), markdown: z.string() }),
  z.object({
    kind: z.literal('video'),
    /** Null when the lesson names an uploaded file that is no longer stored. */
    url: z.string().nullable(),
    captionsUrl: z.string().nullable(),
    durationSeconds: z.number().positive(),
  }),
  z.object({
    kind: z.literal('file'),
    fileUrl: z.string(),
    fileName: z.string(),
    sizeBytes: z.number().int().min(0),
  }),
  z.object({
    kind: z.literal('quiz'),
    /** Percent of questions answered right needed to pass. */
    passMark: z.number().min(0).max(100),
    questions: z.array(studentQuizQuestionSchema),
    /** null: unlimited attempts. */
    attemptsLimit: z.number().int().min(1).nullable(),
    /** What the learner may still make (lms-core's quizAttemptsLeft); null when unlimited. */
    attemptsLeft: z.number().int().min(0).nullable(),
    revealAnswers: quizAnswerRevealSchema,
  }),
]);
export type StudentLessonContent = z.output<typeof studentLessonContentSchema>;
