// When a lesson counts as completed (issue 6): text viewed, video watched to about 90 %, file opened, quiz passed.
// The server decides with this rule; the client uses it to show a lesson as done before the server confirms.
import type { LessonKind } from '../api/schemas/course';

/** "Watched to ~90 %": credits closing the video early still complete it. */
export const VIDEO_COMPLETION_PERCENT = 90;

export interface LessonCompletionState {
  viewed?: boolean;
  /** Share of the video played, 0-100. */
  watchedPercent?: number;
  fileOpened?: boolean;
  quizPassed?: boolean;
}

export function lessonIsComplete(kind: LessonKind, state: LessonCompletionState): boolean {
  switch (kind) {
    case 'text':
      return state.viewed === true;
    case 'video':
      // NaN or a missing value never completes a video.
      return (state.watchedPercent ?? 0) >= VIDEO_COMPLETION_PERCENT;
    case 'file':
      return state.fileOpened === true;
    case 'quiz':
      return state.quizPassed === true;
  }
}
