// Follows the player with lms-core's video progress tracker: the watched share shown is updated at every tick, the
// reports to the server are batched (every ~10 s of playing) and flushed on pause, end and when the learner leaves
// (the lesson closes, the page is hidden or closed), so a resume position is never more than a few seconds old.
import { useEffect, useRef, type RefObject } from 'react';
import { createVideoProgressTracker, type PlayedRange, type VideoTick } from '@lms/core';

function tickOf(video: HTMLVideoElement): VideoTick {
  const played: PlayedRange[] = [];
  for (let i = 0; i < video.played.length; i++) played.push([video.played.start(i), video.played.end(i)]);
  return { positionSeconds: video.currentTime, played, durationSeconds: video.duration };
}

export function useVideoProgressReporter(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: {
    durationSeconds: number;
    /** What earlier sessions played (the server keeps the highest share), counted from the start. */
    priorWatchedPercent: number;
    report: (positionSeconds: number, watchedPercent: number) => void;
    /** The share watched so far, at every tick of the player (what the lesson shows). */
    watched: (watchedPercent: number) => void;
  },
): void {
  // Kept in a ref: the server's answers change these while the video plays, and the listeners must stay put.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracker = createVideoProgressTracker({
      durationSeconds: latest.current.durationSeconds,
      priorWatchedPercent: () => latest.current.priorWatchedPercent,
    });
    function send(report: { positionSeconds: number; watchedPercent: number } | null) {
      if (report) latest.current.report(report.positionSeconds, report.watchedPercent);
    }
    function flush() {
      if (video) send(tracker.flush(tickOf(video)));
    }
    function onTimeUpdate() {
      if (!video || video.played.length === 0) return;
      const tick = tickOf(video);
      latest.current.watched(tracker.watched(tick));
      if (!video.paused) send(tracker.playing(tick));
    }
    function onHidden() {
      if (document.visibilityState === 'hidden') flush();
    }
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', flush);
    video.addEventListener('ended', flush);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', flush);
      video.removeEventListener('ended', flush);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [videoRef]);
}
