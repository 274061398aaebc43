// A quiz attempt: the learner's answers in, the score and per-question feedback out. Right answers are revealed
// only here, after the attempt is recorded, and only when the quiz's policy allows (lms-core's quiz-policy.ts).
import { z } from 'zod';
import { quizAnswerRevealSchema } from './lesson-content';
import { lessonProgressSchema, progressSummarySchema } from './learning-progress';

const id = z.string().trim().min(1).max(128);

export const quizAnswerSchema = z.object({
  questionId: id,
  /** The options picked; an empty list (or a question left out) is a wrong answer. */
  optionIds: z.array(id).max(20),
});
export type QuizAnswer = z.output<typeof quizAnswerSchema>;

/**
 * submitQuizAttempt's refusal (permission-denied, details.reason) when the learner has no attempt left: the limit
 * is used up, or the right answers have been shown. details: attemptsLimit (null when unlimited), attempts.
 */
export const QUIZ_NO_ATTEMPTS_LEFT = 'no-attempts-left';

export const quizAttemptInputSchema = z
  .object({
    courseId: id,
    lessonId: id,
    answers: z
      .array(quizAnswerSchema)
      .max(200)
      .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
        message: 'Each question may be answered once',
      }),
  })
  .strict();

export const questionFeedbackSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  selectedOptionIds: z.array(z.string()),
  correctOptionIds: z.array(z.string()),
});
export type QuestionFeedback = z.output<typeof questionFeedbackSchema>;

export const quizAttemptResultSchema = z.object({
  attemptId: z.string(),
  /** 1 for the learner's first attempt at this quiz. */
  attemptNumber: z.number().int().min(1),
  submittedAt: z.string(),
  scorePercent: z.number().min(0).max(100),
  passMark: z.number().min(0).max(100),
  passed: z.boolean(),
  correctCount: z.number().int().min(0),
  questionCount: z.number().int().min(1),
  /** Per-question feedback with the right answers; empty when the policy hides them (answersShown false). */
  questions: z.array(questionFeedbackSchema),
  answersShown: z.boolean(),
  revealAnswers: quizAnswerRevealSchema,
  /** null: unlimited. */
  attemptsLimit: z.number().int().min(1).nullable(),
  /** After this attempt; null when unlimited. */
  attemptsLeft: z.number().int().min(0).nullable(),
  newlyCompleted: z.boolean(),
  lesson: lessonProgressSchema,
  progress: progressSummarySchema,
});
export type QuizAttemptResult = z.output<typeof quizAttemptResultSchema>;
