// Thin handlers of surveys: the dispatch parsed the input and enforced access; rules and SQL are in this folder.
import type { HandlerMap } from '../functions/registry';
import { requireCaller } from '../learning/caller';
import { getSurveyToAnswer, listCourseSurveys, recordAnswers, reportAnswerNotSent } from './answering';
import { createSurvey, getSurvey, listSurveys, rotateWebhookSecret, updateSurvey } from './authoring';
import { retrySurveyError } from './error-retry';
import { exportSurveyCsv, surveyResults } from './results';
import { listSurveyErrors, resolveSurveyError } from './survey-errors';
import { previewReminders, sendReminders } from './survey-reminders';

export const surveyHandlers = {
  adminListSurveys: ({ ctx, input }) => listSurveys(ctx, input),
  adminGetSurvey: ({ ctx, input }) => getSurvey(ctx, input.surveyId),
  createSurvey: ({ ctx, input }) => createSurvey(ctx, input),
  updateSurvey: ({ ctx, input }) => updateSurvey(ctx, input.surveyId, input.survey),
  listCourseSurveys: ({ ctx, caller, input }) =>
    listCourseSurveys(ctx, requireCaller(caller), input.courseId),
  getSurveyToAnswer: ({ ctx, caller, input }) =>
    getSurveyToAnswer(ctx, requireCaller(caller), input.surveyId),
  submitSurveyAnswers: ({ ctx, caller, input }) => recordAnswers(ctx, requireCaller(caller).uid, input),
  reportSurveyAnswerNotSent: ({ ctx, caller, input }) =>
    reportAnswerNotSent(ctx, requireCaller(caller), input),
  adminSurveyResults: ({ ctx, input }) => surveyResults(ctx, input),
  exportSurveyCsv: ({ ctx, input }) => exportSurveyCsv(ctx, input),
  adminListSurveyErrors: ({ ctx, input }) => listSurveyErrors(ctx, input),
  retrySurveyError: ({ ctx, input }) => retrySurveyError(ctx, input.groupId),
  resolveSurveyError: ({ ctx, input }) => resolveSurveyError(ctx, input.groupId),
  rotateSurveyWebhookSecret: ({ ctx, input }) => rotateWebhookSecret(ctx, input.surveyId),
  previewSurveyReminders: ({ ctx, input }) => previewReminders(ctx, input.surveyId),
  sendSurveyReminders: ({ ctx, caller, input }) => sendReminders(ctx, requireCaller(caller), input.surveyId),
} satisfies Partial<HandlerMap>;
