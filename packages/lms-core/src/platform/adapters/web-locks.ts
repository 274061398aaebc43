import { noCrossTabLock, type CrossTabLock } from '../cross-tab-lock';

/** Minimal shape of the Web Locks API (navigator.locks), so lms-core needs no DOM lib for it. */
interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, task: () => Promise<T>): Promise<T>;
}

/** How long a tab waits for another tab's refresh before going ahead on its own (a frozen tab holds it). */
export const CROSS_TAB_LOCK_WAIT_MS = 20_000;

/**
 * The browser's Web Locks API (every current browser; frames and pages of one origin share it), else the
 * fallback without a lock. A tab that waits longer than CROSS_TAB_LOCK_WAIT_MS runs its task anyway.
 */
export function browserCrossTabLock(
  locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)
    ?.locks,
): CrossTabLock {
  if (typeof locks?.request !== 'function') return noCrossTabLock;
  return {
    async run<T>(name: string, task: () => Promise<T>): Promise<T> {
      const waiting = new AbortController();
      const timer = setTimeout(() => waiting.abort(), CROSS_TAB_LOCK_WAIT_MS);
      let started = false;
      try {
        return await locks.request(name, { signal: waiting.signal }, () => {
          started = true;
          clearTimeout(timer);
          return task();
        });
      } catch (error) {
        // Only a wait that timed out (or a lock manager that failed before running us) goes ahead unlocked.
        if (started) throw error;
        return task();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
