// Reports where the player is and how much of the video was played: every ~10 s while playing, and on pause,
// end and when the page is hidden (tab switch, close), so a resume position is never more than a few seconds old.
import { useEffect, useRef, type RefObject } from 'react';
import { watchedPercent, type PlayedRange } from '@lms/core';

export const VIDEO_REPORT_INTERVAL_SECONDS = 10;

function playedRanges(video: HTMLVideoElement): PlayedRange[] {
  const ranges: PlayedRange[] = [];
  for (let i = 0; i < video.played.length; i++) ranges.push([video.played.start(i), video.played.end(i)]);
  return ranges;
}

export function useVideoProgressReporter(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: {
    durationSeconds: number;
    /** What earlier sessions played (the server keeps the highest share), counted from the start. */
    priorWatchedPercent: number;
    report: (positionSeconds: number, watchedPercent: number) => void;
  },
): void {
  // Kept in a ref: the server's answers change these while the video plays, and the listeners must stay put.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastReportAt = -Infinity;
    let lastPosition = -1;

    function send() {
      if (!video || video.played.length === 0) return;
      const { durationSeconds, priorWatchedPercent, report } = latest.current;
      const duration =
        Number.isFinite(video.duration) && video.duration > 0 ? video.duration : durationSeconds;
      // Earlier sessions' share is taken as played from the start (how people watch); played seconds of this
      // session add to it without counting twice.
      const prior: PlayedRange = [0, (priorWatchedPercent / 100) * duration];
      const percent = watchedPercent([prior, ...playedRanges(video)], duration);
      const position = Math.min(video.currentTime, duration);
      if (position === lastPosition && percent <= priorWatchedPercent) return;
      lastPosition = position;
      lastReportAt = video.currentTime;
      report(Math.round(position * 10) / 10, Math.round(percent * 100) / 100);
    }
    function onTimeUpdate() {
      if (!video || video.paused) return;
      if (Math.abs(video.currentTime - lastReportAt) >= VIDEO_REPORT_INTERVAL_SECONDS) send();
    }
    function onHidden() {
      if (document.visibilityState === 'hidden') send();
    }
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', send);
    video.addEventListener('ended', send);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', send);
    return () => {
      send();
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', send);
      video.removeEventListener('ended', send);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
    };
  }, [videoRef]);
}
