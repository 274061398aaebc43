// Applied progress events, remembered by (learner, eventId) so the offline queue can resend safely. Kept 30 days
// (the progress cache's retention): a resend after that is still harmless, because every effect of an event is a
// maximum, a first time or newest-wins (lesson-progress-store.ts), so replaying it changes nothing.
import type { Kysely } from 'kysely';
import type { LessonProgressEvent } from '@lms/core';
import { BoundedMap } from '../db/bounded-map';
import { compiledOnce } from '../db/compiled-once';
import { perDatabase } from '../db/per-database';
import type { Database } from '../db/schema';

export const EVENT_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How often one server process forgets a learner's expired events. Once per event cost a statement on every
 * progress update (the hottest write); an expired event kept up to an hour longer changes nothing (see above).
 */
export const EVENT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** When each learner's events were last cleaned up, per database; the least recently active learners go first. */
const lastCleanups = perDatabase(() => new BoundedMap<string, number>(10_000));

const insertEvent = compiledOnce(
  (
    db,
    userId: string,
    eventId: string,
    courseId: string,
    lessonId: string,
    kind: LessonProgressEvent['event'],
    clientAt: number,
    now: number,
  ) =>
    db
      .insertInto('progress_events')
      .values({
        user_id: userId,
        event_id: eventId,
        course_id: courseId,
        lesson_id: lessonId,
        kind,
        client_at: clientAt,
        received_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'event_id']).doNothing()),
  7,
);

/**
 * Records the event as applied; false when it already was (a resend). Runs in the caller's transaction. Compiled
 * once (db/compiled-once.ts): every progress update runs it.
 */
export async function claimEvent(
  db: Kysely<Database>,
  userId: string,
  event: LessonProgressEvent,
  clientAt: number,
  now: number,
): Promise<boolean> {
  const { eventId, courseId, lessonId } = event;
  const inserted = await insertEvent(db, userId, eventId, courseId, lessonId, event.event, clientAt, now);
  return Number(inserted.numAffectedRows ?? 0) === 1;
}

/**
 * Forgets this learner's events older than the memory window (cheap on the (user_id, received_at) index), at most
 * once an interval per process. `db` is the transaction, `database` the handle the interval is kept for.
 */
export async function forgetOldEvents(
  db: Kysely<Database>,
  database: Kysely<Database>,
  userId: string,
  now: number,
): Promise<void> {
  const cleanups = lastCleanups(database);
  const last = cleanups.get(userId);
  // A clock set back (now < last) cleans up again rather than waiting.
  if (last !== undefined && now >= last && now - last < EVENT_CLEANUP_INTERVAL_MS) return;
  await db
    .deleteFrom('progress_events')
    .where('user_id', '=', userId)
    .where('received_at', '<', now - EVENT_MEMORY_MS)
    .execute();
  cleanups.set(userId, now);
}

/**
 * The learner's clock decides which of two reports is newer, but a clock running ahead must not win forever, so
 * a time in the future counts as now.
 */
export function clientTime(event: LessonProgressEvent, now: number): number {
  const at = Date.parse(event.clientTimestamp);
  return Number.isFinite(at) ? Math.min(at, now) : now;
}
