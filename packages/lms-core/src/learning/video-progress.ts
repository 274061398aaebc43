// A video lesson's watched share and position as the learner plays it (issue 30, part 8). What the screen shows
// follows the player at every tick; what is sent to the server is batched (every VIDEO_REPORT_INTERVAL_SECONDS of
// playing) and flushed when the learner pauses, reaches the end or leaves, so the server's resume position is never
// more than a few seconds old and writes stay few.
import { VIDEO_COMPLETION_PERCENT } from './lesson-completion';
import { watchedPercent, type PlayedRange } from './watched-ranges';

export const VIDEO_REPORT_INTERVAL_SECONDS = 10;

export interface VideoTick {
  /** The player's position, seconds. */
  positionSeconds: number;
  /** The player's played ranges (HTMLMediaElement.played), this session only. */
  played: readonly PlayedRange[];
  /** The player's duration when it knows it (else the lesson's). */
  durationSeconds?: number;
}

export interface VideoReport {
  positionSeconds: number;
  watchedPercent: number;
}

export interface VideoProgressTracker {
  /** The watched share to show now (0-100, two decimals), never lower than an earlier session's. */
  watched(tick: VideoTick): number;
  /** Called on every tick while playing: the report to send when one is due, else null. */
  playing(tick: VideoTick): VideoReport | null;
  /** Pause, end, leaving: the report to send when something changed since the last one, else null. */
  flush(tick: VideoTick): VideoReport | null;
}

export interface VideoProgressOptions {
  /** The lesson's duration, used until the player knows the file's. */
  durationSeconds: number;
  /** The highest share earlier sessions reached (the server's), read on every tick: it may rise meanwhile. */
  priorWatchedPercent: () => number;
  intervalSeconds?: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function createVideoProgressTracker(options: VideoProgressOptions): VideoProgressTracker {
  const interval = options.intervalSeconds ?? VIDEO_REPORT_INTERVAL_SECONDS;
  let lastReport: VideoReport | null = null;

  function measure(tick: VideoTick): VideoReport {
    const duration =
      tick.durationSeconds !== undefined && Number.isFinite(tick.durationSeconds) && tick.durationSeconds > 0
        ? tick.durationSeconds
        : options.durationSeconds;
    const prior = options.priorWatchedPercent();
    // Earlier sessions' share is taken as played from the start (how people watch); this session's played
    // seconds add to it without counting twice.
    const share = watchedPercent([[0, (prior / 100) * duration], ...tick.played], duration);
    return {
      positionSeconds: round(Math.max(0, Math.min(tick.positionSeconds, duration)), 1),
      watchedPercent: round(Math.max(prior, share), 2),
    };
  }

  function report(tick: VideoTick): VideoReport | null {
    const next = measure(tick);
    if (
      lastReport !== null &&
      next.positionSeconds === lastReport.positionSeconds &&
      next.watchedPercent <= lastReport.watchedPercent
    )
      return null;
    lastReport = next;
    return next;
  }

  return {
    watched: (tick) => measure(tick).watchedPercent,
    playing(tick) {
      if (lastReport === null) return report(tick);
      if (Math.abs(tick.positionSeconds - lastReport.positionSeconds) >= interval) return report(tick);
      // The tick that completes the lesson is sent at once: the lesson shows completed and the next one opens.
      const completes =
        lastReport.watchedPercent < VIDEO_COMPLETION_PERCENT &&
        measure(tick).watchedPercent >= VIDEO_COMPLETION_PERCENT;
      return completes ? report(tick) : null;
    },
    flush: (tick) => (tick.played.length === 0 ? null : report(tick)),
  };
}
