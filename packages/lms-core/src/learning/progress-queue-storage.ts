// Where the offline progress queue keeps its events: one JSON list per user in the key-value store. Storage is
// read before every change, so two tabs of one learner add to the same list instead of overwriting each other;
// an event may then be sent twice, which the server recognises by its eventId.
import {
  lessonProgressEventMiniSchema,
  type LessonProgressEvent,
} from '../api/schemas/learning-progress-event';
import type { Logger } from '../platform/logger';
import type { KeyValueStore } from '../platform/storage';

export const PROGRESS_QUEUE_KEY_PREFIX = 'lms.progressQueue';

export function progressQueueKey(userId?: string): string {
  return userId === undefined
    ? PROGRESS_QUEUE_KEY_PREFIX
    : `${PROGRESS_QUEUE_KEY_PREFIX}.${encodeURIComponent(userId)}`;
}

/** Reads the stored events; unreadable text or invalid entries are logged and skipped, never thrown. */
export function readStoredEvents(store: KeyValueStore, key: string, logger: Logger): LessonProgressEvent[] {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch (error) {
    logger.warn(`Progress queue could not read ${key}`, error);
    return [];
  }
  if (raw === null || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    logger.warn(`Progress queue found unreadable data in ${key}`, error);
    return [];
  }
  if (!Array.isArray(parsed)) {
    logger.warn(`Progress queue found a non-list in ${key}`);
    return [];
  }
  const events: LessonProgressEvent[] = [];
  for (const entry of parsed) {
    const event = lessonProgressEventMiniSchema.safeParse(entry);
    if (event.success) events.push(event.data);
    else logger.warn('Progress queue skipped an invalid stored event', entry);
  }
  return events;
}

/** Writes the list (removes the key when empty); a refused write (quota, private mode) is logged: false. */
export function writeStoredEvents(
  store: KeyValueStore,
  key: string,
  events: readonly LessonProgressEvent[],
  logger: Logger,
): boolean {
  try {
    if (events.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(events));
    return true;
  } catch (error) {
    logger.warn(`Progress queue could not write ${key}; events stay in memory`, error);
    return false;
  }
}

/** Events of `stored` first (their order), then those only in `memory`; `sent` ids are left out. */
export function mergeEvents(
  stored: readonly LessonProgressEvent[],
  memory: readonly LessonProgressEvent[],
  sent: ReadonlySet<string>,
): LessonProgressEvent[] {
  const merged: LessonProgressEvent[] = [];
  const seen = new Set<string>();
  for (const event of [...stored, ...memory]) {
    if (seen.has(event.eventId) || sent.has(event.eventId)) continue;
    seen.add(event.eventId);
    merged.push(event);
  }
  return merged;
}
