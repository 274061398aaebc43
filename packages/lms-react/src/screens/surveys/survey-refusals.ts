// The survey screens' words for refusals the server names in details.reason.
import type { RefusalWordingsOf } from '../../ui-kit/useErrorText';

export const SURVEY_REFUSALS: RefusalWordingsOf<
  | 'createSurvey'
  | 'updateSurvey'
  | 'adminGetSurvey'
  | 'adminSurveyResults'
  | 'exportSurveyCsv'
  | 'previewSurveyReminders'
  | 'sendSurveyReminders'
  | 'rotateSurveyWebhookSecret'
  | 'retrySurveyError'
  | 'resolveSurveyError'
> = {
  'anonymity-locked': (t) => t('surveys.refusal.anonymityLocked'),
  'kind-locked': (t) => t('surveys.refusal.kindLocked'),
  'no-course': (t) => t('surveys.refusal.noCourse'),
  'no-lesson': (t) => t('surveys.refusal.noLesson'),
  'below-threshold': (t) => t('surveys.refusal.belowThreshold'),
  'not-recoverable': (t) => t('surveys.refusal.notRecoverable'),
  'not-external': (t) => t('surveys.refusal.notExternal'),
  'reminder-too-soon': (t) => t('surveys.refusal.reminderTooSoon'),
  'nobody-to-remind': (t) => t('surveys.refusal.nobodyToRemind'),
  'survey-closed': (t) => t('surveys.refusal.surveyClosed'),
  // Gone meanwhile (another admin deleted it): the catalogue's "not found" sentence says so.
  'no-survey': null,
  'no-error': null,
  // A retried answer refused again: the errors table shows the refusal as the learner met it.
  'external-survey': null,
  'invalid-answers': null,
  'not-enrolled': null,
  'storage-failure': null,
  'survey-not-open': null,
};
