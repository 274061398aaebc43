// How clients call and cache the surveys area's operations (cache-rules.ts). Answers go through the client's
// offline answer queue, which refreshes the surveys to answer itself (lms-react's useAnsweredRefresh).
import type { surveyOperations } from '../operations/surveys';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds([
  'SurveyList',
  'Survey',
  'SurveyResults',
  'SurveyErrors',
  'SurveyReminders',
  'SurveyToAnswer',
]);

export const surveysCache = defineAreaCache<typeof surveyOperations>()(kinds, {
  adminListSurveys: { call: 'read', provides: [kinds.SurveyList] },
  adminGetSurvey: { call: 'read', provides: [{ kind: kinds.Survey, idFromInput: 'surveyId' }] },
  createSurvey: { call: 'write', changes: [kinds.SurveyList] },
  updateSurvey: {
    call: 'write',
    changes: [kinds.SurveyList, kinds.SurveyResults, { kind: kinds.Survey, idFromInput: 'surveyId' }],
  },
  listCourseSurveys: { call: 'read', provides: [kinds.SurveyToAnswer] },
  getSurveyToAnswer: { call: 'read', provides: [kinds.SurveyToAnswer] },
  submitSurveyAnswers: { call: 'write', changes: [kinds.SurveyToAnswer] },
  reportSurveyAnswerNotSent: { call: 'write' },
  adminSurveyResults: { call: 'read', provides: [kinds.SurveyResults], keepUnusedDataFor: 0 },
  exportSurveyCsv: { call: 'fresh' },
  adminListSurveyErrors: { call: 'read', provides: [kinds.SurveyErrors], keepUnusedDataFor: 0 },
  retrySurveyError: {
    call: 'write',
    changes: [kinds.SurveyErrors, kinds.SurveyList, kinds.SurveyResults],
    evenWhenRefused: true,
  },
  resolveSurveyError: { call: 'write', changes: [kinds.SurveyErrors], evenWhenRefused: true },
  rotateSurveyWebhookSecret: { call: 'write', changes: [{ kind: kinds.Survey, idFromInput: 'surveyId' }] },
  // The count changes as learners answer: ask afresh each time the dialog opens.
  previewSurveyReminders: { call: 'read', provides: [kinds.SurveyReminders], keepUnusedDataFor: 0 },
  sendSurveyReminders: { call: 'write', changes: [kinds.SurveyReminders], evenWhenRefused: true },
});
