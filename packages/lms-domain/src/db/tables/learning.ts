// Kysely table types of learning: lesson progress, progress events, quiz attempts and the activity feed
// (conventions: ../schema.ts).
import type { Flag } from './flag';

/** Learning: one learner's state in one lesson. Every column only ever moves forward (see src/learning/). */
export interface LessonProgressTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  viewed_at: number | null;
  file_opened_at: number | null;
  /** Highest reported share of the video played, 0-100. */
  watched_percent: number;
  position_seconds: number | null;
  /** Learner's clock of the report that set position_seconds. */
  position_at: number | null;
  quiz_passed_at: number | null;
  completed_at: number | null;
  updated_at: number;
}

/** Learning: progress events already applied, by the client's eventId, so a resent event counts once. */
export interface ProgressEventsTable {
  user_id: string;
  event_id: string;
  course_id: string;
  lesson_id: string;
  kind: 'viewed' | 'video-progress' | 'file-opened';
  client_at: number;
  received_at: number;
}

/** Learning: every quiz attempt with its answers (JSON text) and score. */
export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  course_id: string;
  lesson_id: string;
  answers: string;
  score_percent: number;
  passed: Flag;
  submitted_at: number;
}

/** Learning: the dashboard's recent activity. */
export interface LearningActivityTable {
  id: string;
  user_id: string;
  course_id: string;
  /** No foreign key: the entry outlives a removed lesson. */
  lesson_id: string | null;
  kind: 'enrolled' | 'lesson-completed' | 'quiz-attempted' | 'course-completed';
  score_percent: number | null;
  passed: Flag | null;
  occurred_at: number;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    lesson_progress: LessonProgressTable;
    progress_events: ProgressEventsTable;
    quiz_attempts: QuizAttemptsTable;
    learning_activity: LearningActivityTable;
  }
}
