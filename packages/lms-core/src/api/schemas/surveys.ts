// Surveys: what admins author (ordered questions of five kinds), what learners answer, the results admins read and
// the survey errors (every answer that could not be recorded). Times are ISO strings. Answers travel loosely typed
// (a value per question id) on purpose: the domain checks them per question with lms-core's checkSurveyAnswers, so
// a refused answer reaches the handler, is recorded as a survey error and is refused with a message per question.
import { z } from 'zod';
import { pageSchema } from './course';

const id = z.string().min(1).max(128);
/** Question ids are made by the editor; short and plain so they can key answers and CSV columns. */
const questionId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, "_" or "-".');
const prompt = z.string().trim().min(1, 'Write the question.').max(500);
const optionText = z.string().trim().min(1, 'Write the option.').max(200);

const questionBase = { id: questionId, prompt, required: z.boolean() };

export const surveyQuestionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...questionBase,
      kind: z.literal('rating'),
      /** 5: a 1-5 scale; 10: a 0-10 scale (it gives a Net Promoter Score). */
      scale: z.union([z.literal(5), z.literal(10)]),
      lowLabel: z.string().trim().max(60).default(''),
      highLabel: z.string().trim().max(60).default(''),
    })
    .strict(),
  z
    .object({
      ...questionBase,
      kind: z.enum(['single', 'multiple']),
      options: z
        .array(optionText)
        .min(2, 'Give at least two options.')
        .max(20)
        .refine((options) => new Set(options).size === options.length, 'Each option must be different.'),
    })
    .strict(),
  z.object({ ...questionBase, kind: z.enum(['short-text', 'long-text']) }).strict(),
]);

/** https only: the learner's reference travels in its query, which plain http would show to the network. */
export const externalUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((text) => URL.canParse(text) && new URL(text).protocol === 'https:', {
    message: "Give the form's https:// address.",
  });

export const surveyPlacementSchema = z.enum(['course-end', 'after-lesson', 'standalone']);

const isoTime = z.iso.datetime({ offset: true });

export const surveyInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the survey a title.').max(160),
    intro: z.string().trim().max(2000).default(''),
    /** Questions of the survey made here; an external survey has none (it is answered in the other tool). */
    questions: z
      .array(surveyQuestionSchema)
      .max(50)
      .refine(
        (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
        'Two questions share an id.',
      ),
    anonymous: z.boolean(),
    opensAt: isoTime.nullable().default(null),
    closesAt: isoTime.nullable().default(null),
    placement: surveyPlacementSchema,
    /** The course it belongs to; required for course-end and after-lesson, optional for standalone. */
    courseId: id.nullable().default(null),
    /** The lesson it follows (placement after-lesson only). */
    lessonId: id.nullable().default(null),
    requiredToComplete: z.boolean().default(false),
    /** Learners may answer again (a course evaluation each term, a check-in each week): each answer is recorded. */
    repeatable: z.boolean().default(false),
    /** An external survey: the https address of a form in another tool, which reports completions to the webhook. */
    externalUrl: externalUrlSchema.nullable().default(null),
  })
  .strict()
  .superRefine((survey, check) => {
    if (survey.externalUrl === null && survey.questions.length === 0)
      check.addIssue({ code: 'custom', path: ['questions'], message: 'Add at least one question.' });
    if (survey.placement !== 'standalone' && survey.courseId === null)
      check.addIssue({ code: 'custom', path: ['courseId'], message: 'Choose the course it belongs to.' });
    if (survey.placement === 'after-lesson' && survey.lessonId === null)
      check.addIssue({ code: 'custom', path: ['lessonId'], message: 'Choose the lesson it follows.' });
    if (survey.opensAt !== null && survey.closesAt !== null && survey.closesAt <= survey.opensAt)
      check.addIssue({ code: 'custom', path: ['closesAt'], message: 'Close it after it opens.' });
  });

export const surveySchema = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string(),
  questions: z.array(surveyQuestionSchema),
  anonymous: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  placement: surveyPlacementSchema,
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  lessonId: z.string().nullable(),
  requiredToComplete: z.boolean(),
  repeatable: z.boolean(),
  externalUrl: z.string().nullable(),
  /** Whether the webhook has a secret (it is shown only when made: rotateSurveyWebhookSecret). */
  hasWebhookSecret: z.boolean(),
  responseCount: z.number().int().min(0),
  reachedCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const surveyListInputSchema = z
  .object({
    courseId: id.optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .strict();

/** One answer's value: a rating, a chosen option, the options chosen, or text. */
export const surveyAnswerValueSchema = z.union([
  z.number(),
  z.string().max(10_000),
  z.array(z.string().max(500)).max(50),
  z.null(),
]);

export const surveySubmissionSchema = z
  .object({
    surveyId: id,
    /** Made once per answer by the browser: sending the same answer again is recognised and recorded once. */
    submissionId: z
      .string()
      .min(8)
      .max(128)
      .regex(/^[A-Za-z0-9._:-]+$/),
    answers: z.record(z.string().max(100), surveyAnswerValueSchema),
  })
  .strict();

/** What a learner sees of a survey: no counts, and whether they answered it already. */
export const surveyToAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string(),
  questions: z.array(surveyQuestionSchema),
  anonymous: z.boolean(),
  placement: surveyPlacementSchema,
  courseId: z.string().nullable(),
  lessonId: z.string().nullable(),
  requiredToComplete: z.boolean(),
  /** The learner may answer again after answering. */
  repeatable: z.boolean(),
  /** External surveys: the form's address with this learner's completion reference (`ref`) in its query. */
  externalUrl: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** open, not-yet-open or closed, at the time of asking. */
  state: z.enum(['open', 'not-open', 'closed']),
  answered: z.boolean(),
});

export const surveyResultsInputSchema = z
  .object({
    surveyId: id,
    /** Only answers given from this day on / up to this day (ISO dates, inclusive). */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();

const countSchema = z.object({ label: z.string(), count: z.number().int().min(0) });

export const surveyQuestionResultSchema = z.object({
  questionId: z.string(),
  kind: z.enum(['rating', 'single', 'multiple', 'short-text', 'long-text']),
  prompt: z.string(),
  answered: z.number().int().min(0),
  /** Ratings and choices: how many gave each value, in the scale's or the options' order. */
  distribution: z.array(countSchema),
  /** 0-10 ratings: promoters (9-10) minus detractors (0-6), in % of those who answered. */
  nps: z
    .object({
      score: z.number(),
      promoters: z.number().int(),
      passives: z.number().int(),
      detractors: z.number().int(),
    })
    .nullable(),
  /** Text answers: the most frequent words (3 letters or more), most frequent first. */
  words: z.array(countSchema),
});

export const surveyAnswerRowSchema = z.object({
  completedAt: z.string(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  answers: z.record(z.string(), z.string()),
});

export const surveyResultsSchema = z.object({
  survey: surveySchema,
  responseCount: z.number().int().min(0),
  reachedCount: z.number().int().min(0),
  /** Learners who answered / reachedCount in %, or null when nobody was reached (a repeated answer counts once). */
  responseRate: z.number().nullable(),
  /** Anonymous surveys show nothing until they have SURVEY_ANONYMOUS_THRESHOLD answers. */
  withheld: z.boolean(),
  questions: z.array(surveyQuestionResultSchema),
  /** Named surveys only: who answered what, newest first (at most 200; the CSV has them all). */
  answers: z.array(surveyAnswerRowSchema).nullable(),
});

export const surveyErrorCodeSchema = z.enum([
  'invalid-answers',
  'unknown-survey',
  'survey-closed',
  'not-enrolled',
  'not-sent',
  'storage-failure',
  'bad-signature',
  'replayed-notice',
  'unknown-learner',
  'invalid-notice',
]);

/** What an external tool posts to the webhook (signed): its event id and the learner's reference from the link. */
export const surveyWebhookNoticeSchema = z.object({
  id: z.string().min(1).max(200),
  ref: z.string().min(1).max(200),
});

export const surveyErrorGroupSchema = z.object({
  id: z.string(),
  surveyId: z.string(),
  surveyTitle: z.string().nullable(),
  code: surveyErrorCodeSchema,
  message: z.string(),
  count: z.number().int().min(0),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** A retry can succeed (the answer is kept and the cause may have gone: not sent, storage, enrolment). */
  recoverable: z.boolean(),
  /** Occurrences not yet retried successfully. */
  pending: z.number().int().min(0),
  resolvedAt: z.string().nullable(),
  /** The newest occurrence's payload as JSON text (never a token or a secret). */
  lastPayload: z.string(),
});

export const surveyErrorListInputSchema = z
  .object({
    status: z.enum(['open', 'resolved', 'all']).default('open'),
    surveyId: id.optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .strict();

export const surveyPageSchema = pageSchema(surveySchema);
export const surveyErrorPageSchema = pageSchema(surveyErrorGroupSchema);

export type SurveyQuestion = z.output<typeof surveyQuestionSchema>;
export type SurveyInput = z.input<typeof surveyInputSchema>;
export type ParsedSurveyInput = z.output<typeof surveyInputSchema>;
export type Survey = z.output<typeof surveySchema>;
export type SurveyPlacement = z.output<typeof surveyPlacementSchema>;
export type SurveyAnswerValue = z.output<typeof surveyAnswerValueSchema>;
export type SurveySubmission = z.output<typeof surveySubmissionSchema>;
export type SurveyToAnswer = z.output<typeof surveyToAnswerSchema>;
export type SurveyResults = z.output<typeof surveyResultsSchema>;
export type SurveyQuestionResult = z.output<typeof surveyQuestionResultSchema>;
export type SurveyErrorCode = z.output<typeof surveyErrorCodeSchema>;
export type SurveyErrorGroup = z.output<typeof surveyErrorGroupSchema>;
export type SurveyErrorListInput = z.output<typeof surveyErrorListInputSchema>;
export type SurveyListInput = z.output<typeof surveyListInputSchema>;
export type SurveyWebhookNotice = z.output<typeof surveyWebhookNoticeSchema>;
