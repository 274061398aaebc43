// The survey screens' words for refusals the server names in details.reason.
import type { RefusalWordings } from '../../ui-kit/useErrorText';

export const SURVEY_REFUSALS: RefusalWordings = {
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
};
