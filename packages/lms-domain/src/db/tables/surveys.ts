// Kysely table types of surveys (conventions: ../schema.ts; why the tables look like this: 012-surveys.ts).
import type { Generated } from 'kysely';
import type { Flag } from './flag';

export interface SurveysTable {
  id: string;
  title: string;
  intro: string;
  /** JSON text of lms-core's SurveyQuestion list, in order. */
  questions: string;
  anonymous: Flag;
  opens_at: number | null;
  closes_at: number | null;
  placement: 'course-end' | 'after-lesson' | 'standalone';
  course_id: string | null;
  lesson_id: string | null;
  required_to_complete: Flag;
  /** External surveys: the form's https address (018-external-surveys.ts). */
  external_url: string | null;
  /** The webhook's HMAC key; null until an admin makes one. Never leaves the server except when made. */
  webhook_secret: string | null;
  /** Learners may answer more than once (023-survey-repeats.ts). */
  repeatable: Flag;
  created_at: number;
  updated_at: number;
}

/** Who completed a survey (never what they answered). */
export interface SurveyCompletionsTable {
  id: string;
  survey_id: string;
  user_id: string;
  submission_id: string;
  completed_at: number;
  /** How many answers this completion stands for: more than 1 only for a repeatable survey. */
  attempts: Generated<number>;
}

/** Each answer's submission id per learner, so a resent answer lands once (023-survey-repeats.ts). */
export interface SurveyAttemptsTable {
  survey_id: string;
  user_id: string;
  submission_id: string;
  completed_at: number;
}

/** What was answered. Anonymous: no completion_id and submitted_at is the start of the UTC day. */
export interface SurveyResponsesTable {
  id: string;
  survey_id: string;
  completion_id: string | null;
  /** JSON text: question id to the checked answer. */
  answers: string;
  submitted_at: number;
}

/** Learners who opened a survey (the response rate's denominator). */
export interface SurveyReachTable {
  survey_id: string;
  user_id: string;
  first_at: number;
}

export interface SurveyErrorGroupsTable {
  id: string;
  /** The survey's id as sent (it may name no survey: code unknown-survey). */
  survey_id: string;
  code: string;
  message: string;
  count: number;
  first_seen: number;
  last_seen: number;
  resolved_at: number | null;
}

export interface SurveyErrorEventsTable {
  id: string;
  group_id: string;
  at: number;
  /** JSON text of what was sent (survey, submission and answers; never a token). */
  payload: string;
  /** Who sent it, so a retry records their completion; never shown, cleared once retried. */
  user_id: string | null;
  recoverable: Flag;
  retried_at: number | null;
}

/** Each learner's opaque reference for an external survey's link (the webhook names the learner by it). */
export interface SurveyRefsTable {
  ref: string;
  survey_id: string;
  user_id: string;
  created_at: number;
}

/** Accepted webhook notices, by the sender's event id: the same id again is a replay. */
export interface SurveyWebhookEventsTable {
  survey_id: string;
  event_id: string;
  received_at: number;
}

/** Each sending of reminders to a survey's learners who have not answered (019-survey-reminders.ts). */
export interface SurveyRemindersTable {
  id: string;
  survey_id: string;
  day: number;
  sent_at: number;
  sent_by: string;
  recipients: number;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    surveys: SurveysTable;
    survey_completions: SurveyCompletionsTable;
    survey_responses: SurveyResponsesTable;
    survey_reach: SurveyReachTable;
    survey_error_groups: SurveyErrorGroupsTable;
    survey_error_events: SurveyErrorEventsTable;
    survey_refs: SurveyRefsTable;
    survey_webhook_events: SurveyWebhookEventsTable;
    survey_reminders: SurveyRemindersTable;
    survey_attempts: SurveyAttemptsTable;
  }
}
