// Learning rules shared by the client and the server: completion, progress, locking, quiz scoring, and the
// offline progress queue.
export { VIDEO_COMPLETION_PERCENT, lessonIsComplete, type LessonCompletionState } from './lesson-completion';
export { completedModules, computeProgress, countCompleted, type LessonRef } from './course-progress';
export { lessonAvailability, firstLessonToOpen } from './lesson-availability';
export { isEmptyQuizAttempt, scoreQuizAttempt, type QuizScore } from './quiz-scoring';
export { quizAnswersShown, quizAttemptsLeft, type QuizPolicy, type QuizRecord } from './quiz-policy';
export {
  parseStoredContent,
  parseStoredLesson,
  toStudentLessonContent,
  type StoredLessonContent,
} from './student-content';
export { watchedPercent, type PlayedRange } from './watched-ranges';
export {
  createVideoProgressTracker,
  VIDEO_REPORT_INTERVAL_SECONDS,
  type VideoProgressTracker,
  type VideoProgressOptions,
  type VideoReport,
  type VideoTick,
} from './video-progress';
export { resumeLessonOf, type ResumeInput } from './resume-lesson';
export { randomEventId } from './event-id';
export { isPermanentRejection, retryDelayMs, RETRY_BASE_MS, RETRY_MAX_MS } from './progress-queue-retry';
export { PROGRESS_QUEUE_KEY_PREFIX, progressQueueKey } from './progress-queue-storage';
export {
  createProgressQueue,
  type ProgressEventDraft,
  type ProgressQueue,
  type ProgressQueueOptions,
  type ProgressQueueSnapshot,
} from './progress-queue';
export {
  createPendingQueue,
  type PendingItem,
  type PendingQueue,
  type PendingQueueOptions,
  type PendingQueueSnapshot,
} from './pending-queue';
export { lessonStatus, type LessonStatus, type LessonStatusInput } from './lesson-status';
