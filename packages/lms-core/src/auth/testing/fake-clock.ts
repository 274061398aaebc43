// A Clock for tests: time only moves when the test says so, and due timers run in order.
import type { Clock } from '../../platform/clock';

export interface FakeClock extends Clock {
  /** Moves time forward, running each due timer and letting its promise chains settle before the next one. */
  advance(ms: number): Promise<void>;
  /** Milliseconds until the earliest pending timer, or null when none is pending. */
  nextTimerIn(): number | null;
  pendingTimers(): number;
}

interface PendingTimer {
  id: number;
  due: number;
  callback: () => void;
}

/** Lets every promise chain started so far run to completion (the fakes answer without real I/O). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++)
    await new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0));
}

export function createFakeClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)): FakeClock {
  let now = start;
  let nextId = 1;
  let timers: PendingTimer[] = [];

  const earliest = () =>
    timers.reduce<PendingTimer | null>((a, t) => (a === null || t.due < a.due ? t : a), null);

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const timer = { id: nextId++, due: now + Math.max(0, ms), callback };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    async advance(ms) {
      const target = now + ms;
      await settle();
      for (let next = earliest(); next !== null && next.due <= target; next = earliest()) {
        const due = next;
        timers = timers.filter((t) => t !== due);
        now = due.due;
        due.callback();
        await settle();
      }
      now = target;
    },
    nextTimerIn() {
      const next = earliest();
      return next === null ? null : next.due - now;
    },
    pendingTimers: () => timers.length,
  };
}
