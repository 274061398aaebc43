// The offline queue behind progress (issue 6: "progress made offline is kept and sent when the connection
// returns") and survey answers (issue 23: the same guarantee). Every item is stored before anything is sent, sent
// in order one at a time, retried with backoff while the network or server fails, and dropped only when the server
// refuses it as invalid. The server applies an eventId once, so sending an item again after a crash or from a
// second tab is harmless. What differs per kind of item (its check, its storage key, how two merge) is passed in.
import { LmsError } from '../errors/lms-error';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { KeyValueStore } from '../platform/storage';
import { randomEventId } from './event-id';
import { isPermanentRejection, retryDelayMs } from './progress-queue-retry';
import { mergeEvents, readStoredEvents, writeStoredEvents, type ParseItem } from './progress-queue-storage';

/** What every queued item carries: its id (the server applies it once) and when it was made. */
export interface PendingItem {
  eventId: string;
  clientTimestamp: string;
}

export interface PendingQueueOptions<T extends PendingItem> {
  store: KeyValueStore;
  /** The storage key (one per kind of item and user). */
  key: string;
  /** Names the items in log lines ("Progress event", "Survey answer"). */
  label: string;
  /** The item's check (zod/mini: the queue runs on every page): the parsed item, or null with the issues. */
  parse: ParseItem<T>;
  /** Sends one item; rejects with the back end's error. */
  send: (item: T) => Promise<void>;
  clock: Clock;
  logger: Logger;
  /** Read before each send; while it says offline, the queue waits (call notifyOnline when the network is back). */
  isOnline?: () => boolean;
  /** Keeps each user's events apart when people share a browser. */
  userId?: string;
  createEventId?: () => string;
  /** [0, 1); spreads retry delays. */
  random?: () => number;
  /** How a new item joins the list (progress merges consecutive video reports); appends by default. */
  append?: (current: T[], item: T, inFlight: string | null) => T[];
  /**
   * Called each time the oldest item has failed this many more times in a row (it is kept and retried still):
   * the survey queue reports such an answer to the server's survey errors once it can.
   */
  stuckAfter?: { failures: number; onStuck: (item: T, lastError: string, failures: number) => void };
}

export interface PendingQueueSnapshot {
  pending: number;
  sending: boolean;
  /** When the next attempt is due after a failure (ms since the epoch), or null. */
  retryAt: number | null;
  /** Message of the last failed or refused send, cleared by the next success. */
  lastError: string | null;
}

export interface PendingQueue<T extends PendingItem, Draft> {
  /** Stores the item and starts sending; throws invalid-argument for an item the contract would refuse. */
  enqueue(draft: Draft): T;
  /** Sends what is pending now; resolves when the queue is empty or waiting to retry. */
  flush(): Promise<void>;
  /** The connection is back: forget the backoff and send at once. */
  notifyOnline(): void;
  /** Events not yet confirmed by the server, oldest first (the viewer can show them as done meanwhile). */
  pendingEvents(): readonly T[];
  subscribe(listener: () => void): () => void;
  getSnapshot(): PendingQueueSnapshot;
  /** Stops timers and listeners; stored events stay for the next queue. */
  dispose(): void;
}

/** Ids sent by this queue, remembered so a stale copy in memory is not sent again; bounded. */
const SENT_IDS_KEPT = 500;

export function createPendingQueue<T extends PendingItem, Draft extends object>(
  options: PendingQueueOptions<T>,
): PendingQueue<T, Draft> {
  const { store, send, clock, logger, key, label, parse } = options;
  const createEventId = options.createEventId ?? randomEventId;
  const random = options.random ?? Math.random;
  const listeners = new Set<() => void>();
  const sent = new Set<string>();

  let events: T[] = readStoredEvents(store, key, logger, parse);
  let lastWriteFailed = false;
  let inFlight: string | null = null;
  let failures = 0;
  let retryTimer: unknown = null;
  let retryAt: number | null = null;
  let lastError: string | null = null;
  let draining: Promise<void> | null = null;
  let disposed = false;
  let snapshot: PendingQueueSnapshot | null = null;

  function changed(): void {
    snapshot = null;
    for (const listener of listeners) listener();
  }

  /** Read-modify-write against storage, so another tab's additions survive our writes. */
  function update(change: (current: T[]) => T[]): void {
    const stored = readStoredEvents(store, key, logger, parse);
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
        noteStuck(head, 'offline');
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
          logger.info(`${label} ${head.eventId} not sent yet: ${message}`);
          inFlight = null;
          scheduleRetry();
          noteStuck(head, message);
          return;
        }
        // The server looked at it and said no (lesson locked, not enrolled, bad data): resending cannot help.
        logger.warn(`${label} ${head.eventId} refused by the server and dropped: ${message}`, head);
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
    // An item enqueued after the round found nothing more to send, but before the round was over, joined that
    // round's promise and was not sent: another round starts for it (unless a retry is due, which will send it).
    return draining.then(() => {
      const unsent = events.some((event) => !sent.has(event.eventId));
      if (!disposed && unsent && retryTimer === null) return flush();
    });
  }

  function noteStuck(head: T, message: string): void {
    const stuck = options.stuckAfter;
    if (stuck !== undefined && failures % stuck.failures === 0) stuck.onStuck(head, message, failures);
  }

  const append = options.append ?? ((current: T[], item: T) => [...current, item]);

  function enqueue(draft: Draft): T {
    const given = draft as Partial<PendingItem>;
    const parsed = parse({
      ...draft,
      eventId: given.eventId ?? createEventId(),
      clientTimestamp: given.clientTimestamp ?? new Date(clock.now()).toISOString(),
    });
    if (!parsed.success) {
      throw new LmsError('functions/invalid-argument', `Invalid ${label.toLowerCase()}`, parsed.issues);
    }
    const event = parsed.data;
    update((current) => append(current, event, inFlight));
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
