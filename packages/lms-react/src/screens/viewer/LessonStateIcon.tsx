import type { LessonState } from '@lms/core';

const SYMBOL: Record<LessonState, string> = { completed: '✓', available: '○', locked: '🔒︎' };

/** A lesson's state as a symbol; the words are given next to it for screen readers. */
export function LessonStateIcon({ state }: { state: LessonState }) {
  return (
    <span className={`lms-viewer-state lms-viewer-state--${state}`} aria-hidden="true">
      {SYMBOL[state]}
    </span>
  );
}
