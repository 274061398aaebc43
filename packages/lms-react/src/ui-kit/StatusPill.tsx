import type { ReactNode } from 'react';

/**
 * What a status means to the reader, whatever the area: done and fine (positive), went wrong (negative), needs
 * something still (caution), happened and is worth knowing (info), over and of no further concern (neutral).
 */
export type StatusTone = 'positive' | 'negative' | 'caution' | 'info' | 'neutral';

export interface StatusPillProps {
  tone: StatusTone;
  /** The status in words: the tone only repeats what they say, never replaces them. */
  children: ReactNode;
  /** The area's own class names (for its tests and finer styling). */
  className?: string;
}

/** A status beside a title or in a table cell, its tone set by fill, border and colour together. */
export function StatusPill({ tone, children, className }: StatusPillProps) {
  return (
    <span className={['lms-status-pill', `lms-status-pill--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
