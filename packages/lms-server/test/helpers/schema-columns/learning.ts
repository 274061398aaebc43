// The columns of lms-domain's `db/tables/learning.ts`, for the migrations test.
import type { SchemaColumns } from './columns';

export const learningColumns = {
  lesson_progress: {
    user_id: true,
    lesson_id: true,
    course_id: true,
    viewed_at: true,
    file_opened_at: true,
    watched_percent: true,
    position_seconds: true,
    position_at: true,
    quiz_passed_at: true,
    completed_at: true,
    updated_at: true,
  },
  progress_events: {
    user_id: true,
    event_id: true,
    course_id: true,
    lesson_id: true,
    kind: true,
    client_at: true,
    received_at: true,
  },
  quiz_attempts: {
    id: true,
    user_id: true,
    course_id: true,
    lesson_id: true,
    answers: true,
    score_percent: true,
    passed: true,
    submitted_at: true,
  },
  learning_activity: {
    id: true,
    user_id: true,
    course_id: true,
    lesson_id: true,
    kind: true,
    score_percent: true,
    passed: true,
    occurred_at: true,
  },
} satisfies Partial<SchemaColumns>;
