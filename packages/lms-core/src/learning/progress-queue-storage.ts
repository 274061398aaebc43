// Where the offline queues keep their items: one JSON list per kind and user in the key-value store. Storage is
// read before every change, so two tabs of one learner add to the same list instead of overwriting each other;
// an item may then be sent twice, which the server recognises by its eventId.
import type { Logger } from '../platform/logger';
import type { KeyValueStore } from '../platform/storage';

export const PROGRESS_QUEUE_KEY_PREFIX = 'lms.progressQueue';

export function progressQueueKey(userId?: string): string {
  return userId === undefined
    ? PROGRESS_QUEUE_KEY_PREFIX
    : `${PROGRESS_QUEUE_KEY_PREFIX}.${encodeURIComponent(userId)}`;
}

/** An item's check: the parsed item, or the issues that refuse it. */
export type ParseItem<T> = (
  entry: unknown,
) => { success: true; data: T } | { success: false; issues: readonly unknown[] };

/** Reads the stored items; unreadable text or invalid entries are logged and skipped, never thrown. */
export function readStoredEvents<T>(
  store: KeyValueStore,
  key: string,
  logger: Logger,
  parse: ParseItem<T>,
): T[] {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch (error) {
    logger.warn(`Offline queue could not read ${key}`, error);
    return [];
  }
  if (raw === null || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    logger.warn(`Offline queue found unreadable data in ${key}`, error);
    return [];
  }
  if (!Array.isArray(parsed)) {
    logger.warn(`Offline queue found a non-list in ${key}`);
    return [];
  }
  const events: T[] = [];
  for (const entry of parsed) {
    const event = parse(entry);
    if (event.success) events.push(event.data);
    else logger.warn('Offline queue skipped an invalid stored event', entry);
  }
  return events;
}

/** Writes the list (removes the key when empty); a refused write (quota, private mode) is logged: false. */
export function writeStoredEvents<T>(
  store: KeyValueStore,
  key: string,
  events: readonly T[],
  logger: Logger,
): boolean {
  try {
    if (events.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(events));
    return true;
  } catch (error) {
    logger.warn(`Offline queue could not write ${key}; events stay in memory`, error);
    return false;
  }
}

/** Events of `stored` first (their order), then those only in `memory`; `sent` ids are left out. */
export function mergeEvents<T extends { eventId: string }>(
  stored: readonly T[],
  memory: readonly T[],
  sent: ReadonlySet<string>,
): T[] {
  const merged: T[] = [];
  const seen = new Set<string>();
  for (const event of [...stored, ...memory]) {
    if (seen.has(event.eventId) || sent.has(event.eventId)) continue;
    seen.add(event.eventId);
    merged.push(event);
  }
  return merged;
}
