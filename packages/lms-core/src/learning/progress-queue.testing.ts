// Test doubles for the progress queue: a `send` whose answers the test decides, one call at a time.
import type { LessonProgressEvent } from '../api/schemas/learning-progress';

export interface ScriptedSend<T = LessonProgressEvent> {
  send: (event: T) => Promise<void>;
  /** Every event handed to send, in order (resends included). */
  calls: T[];
  /** Settles the oldest unanswered call. */
  succeed(): void;
  fail(error: unknown): void;
  waiting(): number;
}

export function scriptedSend<T = LessonProgressEvent>(): ScriptedSend<T> {
  const calls: T[] = [];
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const next = () => {
    const call = pending.shift();
    if (call === undefined) throw new Error('No send call is waiting');
    return call;
  };
  return {
    send(event) {
      calls.push(event);
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    },
    calls,
    succeed: () => next().resolve(),
    fail: (error) => next().reject(error),
    waiting: () => pending.length,
  };
}

let counter = 0;
/** Deterministic event ids for assertions. */
export const sequentialIds = () => () => `event-${String(++counter).padStart(6, '0')}`;
