import type { LessonStatus } from '@lms/core';

const SYMBOL: Record<LessonStatus, string> = {
  completed: '✓',
  'in-progress': '◐',
  'not-passed': '◐',
  'not-started': '○',
  locked: '🔒︎',
};

/** A lesson's status as a symbol; the words are given next to it for screen readers. */
export function LessonStateIcon({ status }: { status: LessonStatus }) {
  return (
    <span className={`lms-viewer-state lms-viewer-state--${status}`} aria-hidden="true">
      {SYMBOL[status]}
    </span>
  );
}
