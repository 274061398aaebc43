import { describe, expect, it } from 'vitest';
import { createVideoProgressTracker } from './video-progress';

/** A session that played from `from` to `position` (seconds) of a 100 s video. */
const tick = (position: number, from = 0) => ({
  positionSeconds: position,
  played: [[from, position] as const],
  durationSeconds: 100,
});

function tracker(prior = 0) {
  return createVideoProgressTracker({ durationSeconds: 100, priorWatchedPercent: () => prior });
}

describe('video progress: what is shown and what is sent', () => {
  it('shows the watched share of the current tick, not of the last report', () => {
    const video = tracker();
    expect(video.playing(tick(0.25))).toEqual({ positionSeconds: 0.3, watchedPercent: 0.25 });
    for (const position of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(video.playing(tick(position))).toBeNull();
      expect(video.watched(tick(position))).toBe(position);
    }
  });

  it('sends a report every 10 s of playing, and on pause or leaving whatever changed since', () => {
    const video = tracker();
    expect(video.playing(tick(0.5))).not.toBeNull();
    expect(video.playing(tick(10.4))).toBeNull();
    expect(video.playing(tick(10.5))).toEqual({ positionSeconds: 10.5, watchedPercent: 10.5 });
    expect(video.flush(tick(14))).toEqual({ positionSeconds: 14, watchedPercent: 14 });
    // Nothing new since: nothing to send.
    expect(video.flush(tick(14))).toBeNull();
    // Nothing played this session: the position is the resume point, not the learner's, and is not sent.
    expect(video.flush({ positionSeconds: 30, played: [], durationSeconds: 100 })).toBeNull();
  });

  it("adds this session's seconds to an earlier session's share without counting them twice, never going lower", () => {
    const video = tracker(40);
    expect(video.watched(tick(20, 10))).toBe(40);
    expect(video.watched(tick(55, 30))).toBe(55);
    expect(video.watched(tick(70, 60))).toBe(50);
  });

  it("uses the lesson's duration until the player knows the file's", () => {
    const video = tracker();
    expect(video.watched({ positionSeconds: 25, played: [[0, 25]] })).toBe(25);
    expect(video.watched({ positionSeconds: 25, played: [[0, 25]], durationSeconds: Number.NaN })).toBe(25);
    expect(video.watched({ positionSeconds: 25, played: [[0, 25]], durationSeconds: 50 })).toBe(50);
  });

  it('sends the tick that completes the lesson at once, without waiting for the next 10 s', () => {
    const video = tracker();
    expect(video.playing(tick(85))).not.toBeNull();
    expect(video.playing(tick(89.9))).toBeNull();
    expect(video.playing(tick(90))).toEqual({ positionSeconds: 90, watchedPercent: 90 });
    expect(video.playing(tick(91))).toBeNull();
  });
});
