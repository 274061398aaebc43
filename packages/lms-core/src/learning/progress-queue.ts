// The offline progress queue (issue 6: "progress made offline is kept and sent when the connection returns"):
// the pending queue (pending-queue.ts) with progress events, their storage key, and consecutive position reports of
// one video merged into the newest.
import {
  lessonProgressEventMiniSchema,
  type LessonProgressEvent,
  type LessonProgressEventInput,
} from '../api/schemas/learning-progress-event';
import {
  createPendingQueue,
  type PendingQueue,
  type PendingQueueOptions,
  type PendingQueueSnapshot,
} from './pending-queue';
import { progressQueueKey } from './progress-queue-storage';

type WithOptional<T, K extends keyof T> = T extends unknown ? Omit<T, K> & Partial<Pick<T, K>> : never;

/** An event as the viewer makes it: the queue fills in eventId and clientTimestamp when they are missing. */
export type ProgressEventDraft = WithOptional<LessonProgressEventInput, 'eventId' | 'clientTimestamp'>;

export type ProgressQueueOptions = Omit<
  PendingQueueOptions<LessonProgressEvent>,
  'key' | 'label' | 'parse' | 'append'
>;
export type ProgressQueueSnapshot = PendingQueueSnapshot;
export type ProgressQueue = PendingQueue<LessonProgressEvent, ProgressEventDraft>;

export function parseProgressEvent(entry: unknown) {
  const parsed = lessonProgressEventMiniSchema.safeParse(entry);
  return parsed.success
    ? { success: true as const, data: parsed.data }
    : { success: false as const, issues: parsed.error.issues };
}

/** Consecutive position reports of one video collapse into the newest, keeping the highest watched share. */
function appendOrCompact(
  current: LessonProgressEvent[],
  event: LessonProgressEvent,
  inFlight: string | null,
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

export function createProgressQueue(options: ProgressQueueOptions): ProgressQueue {
  return createPendingQueue<LessonProgressEvent, ProgressEventDraft>({
    ...options,
    key: progressQueueKey(options.userId),
    label: 'Progress event',
    parse: parseProgressEvent,
    append: appendOrCompact,
  });
}
