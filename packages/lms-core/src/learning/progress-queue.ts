// The offline progress queue (issue 6: "progress made offline is kept and sent when the connection returns").
// Every event is stored before anything is sent, sent in order one at a time, retried with backoff while the
// network or server fails, and dropped only when the server refuses it as invalid. The server applies an eventId
// once, so sending an event again after a crash or from a second tab is harmless.
import {
  lessonProgressEventMiniSchema,
  type LessonProgressEvent,
  type LessonProgressEventInput,
} from '../api/schemas/learning-progress-event';
import { LmsError } from '../errors/lms-error';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { KeyValueStore } from '../platform/storage';
import { randomEventId } from './event-id';
import { isPermanentRejection, retryDelayMs } from './progress-queue-retry';
import { mergeEvents, progressQueueKey, readStoredEvents, writeStoredEvents } from './progress-queue-storage';

type WithOptional<T, K extends keyof T> = T extends unknown ? Omit<T, K> & Partial<Pick<T, K>> : never;

/** An event as the viewer makes it: the queue fills in eventId and clientTimestamp when they are missing. */
export type ProgressEventDraft = WithOptional<LessonProgressEventInput, 'eventId' | 'clientTimestamp'>;

export interface ProgressQueueOptions {
  store: KeyValueStore;
  /** Sends one event (for example through recordLessonProgress); rejects with the back end's error. */
  send: (event: LessonProgressEvent) => Promise<void>;
  clock: Clock;
  logger: Logger;
  /** Read before each send; while it says offline, the queue waits (call notifyOnline when the network is back). */
  isOnline?: () => boolean;
  /** Keeps each user's events apart when people share a browser. */
  userId?: string;
  createEventId?: () => string;
  /** [0, 1); spreads retry delays. */
  random?: () => number;
}

export interface ProgressQueueSnapshot {
  pending: number;
  sending: boolean;
  /** When the next attempt is due after a failure (ms since the epoch), or null. */
  retryAt: number | null;
  /** Message of the last failed or refused send, cleared by the next success. */
  lastError: string | null;
}

export interface ProgressQueue {
  /** Stores the event and starts sending; throws invalid-argument for an event the contract would refuse. */
  enqueue(draft: ProgressEventDraft): LessonProgressEvent;
  /** Sends what is pending now; resolves when the queue is empty or waiting to retry. */
  flush(): Promise<void>;
  /** The connection is back: forget the backoff and send at once. */
  notifyOnline(): void;
  /** Events not yet confirmed by the server, oldest first (the viewer can show them as done meanwhile). */
  pendingEvents(): readonly LessonProgressEvent[];
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProgressQueueSnapshot;
  /** Stops timers and listeners; stored events stay for the next queue. */
  dispose(): void;
}

/** Ids sent by this queue, remembered so a stale copy in memory is not sent again; bounded. */
const SENT_IDS_KEPT = 500;

export function createProgressQueue(options: ProgressQueueOptions): ProgressQueue {
  const { store, send, clock, logger } = options;
  const key = progressQueueKey(options.userId);
  const createEventId = options.createEventId ?? randomEventId;
  const random = options.random ?? Math.random;
  const listeners = new Set<() => void>();
  const sent = new Set<string>();

  let events: LessonProgressEvent[] = readStoredEvents(store, key, logger);
  let lastWriteFailed = false;
  let inFlight: string | null = null;
  let failures = 0;
  let retryTimer: unknown = null;
  let retryAt: number | null = null;
  let lastError: string | null = null;
  let draining: Promise<void> | null = null;
  let disposed = false;
  let snapshot: ProgressQueueSnapshot | null = null;

  function changed(): void {
    snapshot = null;
    for (const listener of listeners) listener();
  }

  /** Read-modify-write against storage, so another tab's additions survive our writes. */
  function update(change: (current: LessonProgressEvent[]) => LessonProgressEvent[]): void {
    const stored = readStoredEvents(store, key, logger);
    // While storage works it is the truth (another tab may have sent some); after a failed write, memory is.
    const current = mergeEvents(stored, lastWriteFailed ? events : [], sent);
    events = change(current);
    lastWriteFailed = !writeStoredEvents(store, key, events, logger);
    changed();
  }

  function remember(eventId: string): void {
    sent.add(eventId);
    if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value as string);
  }

  function cancelRetry(): void {
    if (retryTimer !== null) clock.clearTimeout(retryTimer);
    retryTimer = null;
    retryAt = null;
  }

  function scheduleRetry(): void {
    failures += 1;
    const delay = retryDelayMs(failures, random);
    cancelRetry();
    retryAt = clock.now() + delay;
    retryTimer = clock.setTimeout(() => {
      retryTimer = null;
      retryAt = null;
      void flush();
    }, delay);
    changed();
  }

  async function drain(): Promise<void> {
    cancelRetry();
    while (!disposed) {
      const head = events.find((event) => !sent.has(event.eventId));
      if (head === undefined) return;
      if (options.isOnline !== undefined && !options.isOnline()) {
        scheduleRetry();
        return;
      }
      inFlight = head.eventId;
      changed();
      try {
        await send(head);
        remember(head.eventId);
        failures = 0;
        lastError = null;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        lastError = message;
        if (!isPermanentRejection(error)) {
          logger.info(`Progress event ${head.eventId} not sent yet: ${message}`);
          inFlight = null;
          scheduleRetry();
          return;
        }
        // The server looked at it and said no (lesson locked, not enrolled, bad data): resending cannot help.
        logger.warn(`Progress event ${head.eventId} refused by the server and dropped: ${message}`, head);
        remember(head.eventId);
      } finally {
        inFlight = null;
      }
      update((current) => current.filter((event) => event.eventId !== head.eventId));
    }
  }

  function flush(): Promise<void> {
    if (disposed) return Promise.resolve();
    draining ??= drain().finally(() => {
      draining = null;
      changed();
    });
    return draining;
  }

  /** Consecutive position reports of one video collapse into the newest, keeping the highest watched share. */
  function appendOrCompact(
    current: LessonProgressEvent[],
    event: LessonProgressEvent,
  ): LessonProgressEvent[] {
    const last = current.at(-1);
    if (
      event.event === 'video-progress' &&
      last?.event === 'video-progress' &&
      last.eventId !== inFlight &&
      last.courseId === event.courseId &&
      last.lessonId === event.lessonId
    ) {
      const merged = { ...event, watchedPercent: Math.max(last.watchedPercent, event.watchedPercent) };
      return [...current.slice(0, -1), merged];
    }
    return [...current, event];
  }

  function enqueue(draft: ProgressEventDraft): LessonProgressEvent {
    const parsed = lessonProgressEventMiniSchema.safeParse({
      ...draft,
      eventId: draft.eventId ?? createEventId(),
      clientTimestamp: draft.clientTimestamp ?? new Date(clock.now()).toISOString(),
    });
    if (!parsed.success) {
      throw new LmsError('functions/invalid-argument', 'Invalid progress event', parsed.error.issues);
    }
    const event = parsed.data;
    update((current) => appendOrCompact(current, event));
    // While a retry is scheduled the back end is failing: new events wait for it instead of knocking again.
    if (retryTimer === null) void flush();
    return event;
  }

  // Events left by an earlier page load (closed offline, crashed) go out without waiting for a new one.
  if (events.length > 0) void flush();

  return {
    enqueue,
    flush,
    notifyOnline() {
      failures = 0;
      cancelRetry();
      void flush();
    },
    pendingEvents: () => events.filter((event) => !sent.has(event.eventId)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      snapshot ??= {
        pending: events.filter((event) => !sent.has(event.eventId)).length,
        sending: inFlight !== null,
        retryAt,
        lastError,
      };
      return snapshot;
    },
    dispose() {
      disposed = true;
      cancelRetry();
      listeners.clear();
    },
  };
}
