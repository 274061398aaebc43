// Contract operations of surveys: admins author surveys and read results and survey errors; learners read a survey
// they may answer and send their answers (once; a repeat is harmless). Who may answer which survey (enrolment, dates)
// and anonymity are the domain's rules.
import { z } from 'zod';
import { defineOperation } from '../contract';
import {
  surveyErrorListInputSchema,
  surveyErrorPageSchema,
  surveyInputSchema,
  surveyListInputSchema,
  surveyPageSchema,
  surveyResultsInputSchema,
  surveyResultsSchema,
  surveySchema,
  surveySubmissionSchema,
  surveyToAnswerSchema,
} from '../schemas/surveys';

const id = z.string().min(1).max(128);

export const adminListSurveys = defineOperation({
  name: 'adminListSurveys',
  summary: 'Surveys, newest first, optionally of one course, with their response counts.',
  input: surveyListInputSchema,
  output: surveyPageSchema,
  access: 'admin',
});

export const adminGetSurvey = defineOperation({
  name: 'adminGetSurvey',
  summary: 'One survey as its editor shows it.',
  input: z.object({ surveyId: id }).strict(),
  output: surveySchema,
  access: 'admin',
  refusals: ['no-survey'],
});

export const createSurvey = defineOperation({
  name: 'createSurvey',
  summary: 'Add a survey: questions, anonymity, dates and where it appears.',
  input: surveyInputSchema,
  output: surveySchema,
  access: 'admin',
  refusals: ['no-course', 'no-lesson', 'no-survey'],
});

export const updateSurvey = defineOperation({
  name: 'updateSurvey',
  summary:
    'Change a survey. Once answered, anonymity cannot change and a question keeps its kind (answers stay readable).',
  input: z.object({ surveyId: id, survey: surveyInputSchema }).strict(),
  output: surveySchema,
  access: 'admin',
  refusals: ['anonymity-locked', 'kind-locked', 'no-course', 'no-lesson', 'no-survey'],
});

export const listCourseSurveys = defineOperation({
  name: 'listCourseSurveys',
  summary: 'The surveys of a course the caller is enrolled in, with whether they answered each.',
  input: z.object({ courseId: id }).strict(),
  output: z.object({ items: z.array(surveyToAnswerSchema) }),
  access: 'user',
});

export const getSurveyToAnswer = defineOperation({
  name: 'getSurveyToAnswer',
  summary: 'A survey the caller may answer (standalone, or of a course they are enrolled in).',
  input: z.object({ surveyId: id }).strict(),
  output: surveyToAnswerSchema,
  access: 'user',
  refusals: ['no-survey'],
});

export const submitSurveyAnswers = defineOperation({
  name: 'submitSurveyAnswers',
  summary:
    'Record answers: one completion per learner and survey; the same submission or a second one answers "already". A refusal is a survey error.',
  input: surveySubmissionSchema,
  output: z.object({ status: z.enum(['recorded', 'already-answered']), completedAt: z.string() }),
  access: 'user',
  refusals: [
    'external-survey',
    'invalid-answers',
    'no-survey',
    'not-enrolled',
    'storage-failure',
    'survey-closed',
    'survey-not-open',
  ],
});

export const reportSurveyAnswerNotSent = defineOperation({
  name: 'reportSurveyAnswerNotSent',
  summary:
    "The browser could not send an answer after its retries: it is kept as a recoverable survey error (an admin's retry records it).",
  input: surveySubmissionSchema.extend({
    reason: z.string().trim().min(1).max(500),
    attempts: z.number().int().min(1).max(10_000),
  }),
  output: z.object({ status: z.enum(['reported', 'already-answered']) }),
  access: 'user',
  refusals: ['no-survey'],
});

export const adminSurveyResults = defineOperation({
  name: 'adminSurveyResults',
  summary:
    'Response count and rate, each question as a distribution, NPS or word list, and (named surveys) the answers.',
  input: surveyResultsInputSchema,
  output: surveyResultsSchema,
  access: 'admin',
  refusals: ['no-survey'],
});

export const exportSurveyCsv = defineOperation({
  name: 'exportSurveyCsv',
  summary: "A survey's answers as CSV: one row per response; anonymous surveys carry no identity.",
  input: surveyResultsInputSchema,
  output: z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int().min(0) }),
  access: 'admin',
  refusals: ['below-threshold', 'no-survey'],
});

export const adminListSurveyErrors = defineOperation({
  name: 'adminListSurveyErrors',
  summary: 'Survey errors grouped by survey, code and message, newest last seen first.',
  input: surveyErrorListInputSchema,
  output: surveyErrorPageSchema,
  access: 'admin',
});

export const retrySurveyError = defineOperation({
  name: 'retrySurveyError',
  summary:
    "Record again the kept answers of a recoverable group's pending occurrences; each success becomes a completion.",
  input: z.object({ groupId: id }).strict(),
  output: z.object({
    recorded: z.number().int().min(0),
    failed: z.number().int().min(0),
    message: z.string(),
  }),
  access: 'admin',
  refusals: [
    'external-survey',
    'invalid-answers',
    'no-error',
    'no-survey',
    'not-enrolled',
    'not-recoverable',
    'storage-failure',
    'survey-closed',
    'survey-not-open',
  ],
});

export const resolveSurveyError = defineOperation({
  name: 'resolveSurveyError',
  summary: 'Mark a group resolved (a new occurrence opens it again).',
  input: z.object({ groupId: id }).strict(),
  output: z.object({ resolvedAt: z.string() }),
  access: 'admin',
  refusals: ['no-error'],
});

export const rotateSurveyWebhookSecret = defineOperation({
  name: 'rotateSurveyWebhookSecret',
  summary:
    'Make a new webhook secret for an external survey (the old one stops working). It is shown only in this answer.',
  input: z.object({ surveyId: id }).strict(),
  output: z.object({ secret: z.string(), webhookUrl: z.string() }),
  access: 'admin',
  refusals: ['no-survey', 'not-external'],
});

export const previewSurveyReminders = defineOperation({
  name: 'previewSurveyReminders',
  summary:
    'How many learners a reminder would reach now (reached the survey, not answered) and when one may be sent.',
  input: z.object({ surveyId: id }).strict(),
  output: z.object({
    recipients: z.number().int().min(0),
    lastSentAt: z.string().nullable(),
    /** Null: a reminder may be sent now. */
    nextAllowedAt: z.string().nullable(),
  }),
  access: 'admin',
  refusals: ['no-survey'],
});

export const sendSurveyReminders = defineOperation({
  name: 'sendSurveyReminders',
  summary:
    'E-mail (through the outbox or the relay) each learner who reached the survey and has not answered it; once a day per survey.',
  input: z.object({ surveyId: id }).strict(),
  output: z.object({
    sent: z.number().int().min(0),
    failed: z.number().int().min(0),
    nextAllowedAt: z.string(),
  }),
  access: 'admin',
  refusals: ['no-survey', 'nobody-to-remind', 'reminder-too-soon', 'survey-closed'],
});

export const surveyOperations = {
  adminListSurveys,
  adminGetSurvey,
  createSurvey,
  updateSurvey,
  listCourseSurveys,
  getSurveyToAnswer,
  submitSurveyAnswers,
  reportSurveyAnswerNotSent,
  adminSurveyResults,
  exportSurveyCsv,
  adminListSurveyErrors,
  retrySurveyError,
  resolveSurveyError,
  rotateSurveyWebhookSecret,
  previewSurveyReminders,
  sendSurveyReminders,
} as const;
