// How much of a video was played, from the player's played ranges (HTMLMediaElement.played). Seeking to the end
// does not count as watching: only played seconds do, and overlapping replays count once.

export type PlayedRange = readonly [start: number, end: number];

/** Percent 0-100 of `durationSeconds` covered by the union of `ranges`; 0 for an unknown or zero duration. */
export function watchedPercent(ranges: readonly PlayedRange[], durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  const clipped = ranges
    .map(([start, end]) => [Math.max(0, start), Math.min(durationSeconds, end)] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = 0;
  for (const [start, end] of clipped) {
    const from = Math.max(start, reached);
    if (end > from) covered += end - from;
    reached = Math.max(reached, end);
  }
  return Math.min(100, (covered * 100) / durationSeconds);
}
