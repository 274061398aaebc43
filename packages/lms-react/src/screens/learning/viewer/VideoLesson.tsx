import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_COMPLETION_PERCENT } from '@lms/core';
import { useVideoProgressReporter } from './useVideoProgressReporter';
import { useMediaCrossOrigin, useMediaUrl } from '../../../runtime/useMediaUrl';
import { useFormatPercent } from '../../../i18n/useFormatPercent';

export interface VideoLessonProps {
  url: string | null;
  captionsUrl: string | null;
  durationSeconds: number;
  /** Where to start: the newest known position (an unsent one from this device first). */
  resumeAtSeconds: number | null;
  watchedPercent: number;
  completed: boolean;
  onProgress: (positionSeconds: number, watchedPercent: number) => void;
}

function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A video lesson: the browser's player with captions, resuming where the learner stopped. */
export function VideoLesson(props: VideoLessonProps) {
  const { t, i18n } = useTranslation();
  const percent = useFormatPercent();
  const mediaUrl = useMediaUrl();
  const crossOriginOf = useMediaCrossOrigin();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { onProgress } = props;
  const report = useCallback(
    (position: number, percent: number) => onProgress(position, percent),
    [onProgress],
  );
  // What this session has played, at every tick of the player; the server's (or an unsent report's) share counts
  // when higher.
  const [playedPercent, setPlayedPercent] = useState(0);
  const watchedPercent = Math.max(props.watchedPercent, playedPercent);
  useVideoProgressReporter(videoRef, {
    durationSeconds: props.durationSeconds,
    priorWatchedPercent: props.watchedPercent,
    report,
    watched: setPlayedPercent,
  });

  // Resume once, when the lesson opens; later answers from the server must not move a playing video.
  const resumeAt = useRef(props.resumeAtSeconds);
  useEffect(() => {
    const video = videoRef.current;
    const start = resumeAt.current;
    // Near the end, start again from the beginning rather than on the last frame.
    if (!video || start === null || start <= 0 || start >= props.durationSeconds - 2) return;
    const seek = () => {
      video.currentTime = start;
    };
    if (video.readyState >= 1) seek();
    else video.addEventListener('loadedmetadata', seek, { once: true });
    return () => video.removeEventListener('loadedmetadata', seek);
  }, [props.durationSeconds]);

  if (props.url === null) return <p className="lms-viewer-lesson__problem">{t('viewer.video.missing')}</p>;
  const start = resumeAt.current;
  return (
    <div className="lms-viewer-video">
      <video
        ref={videoRef}
        className="lms-viewer-video__player"
        src={mediaUrl(props.url)}
        crossOrigin={crossOriginOf(props.url)}
        controls
        preload="metadata"
      >
        {props.captionsUrl && (
          <track
            kind="captions"
            src={mediaUrl(props.captionsUrl)}
            srcLang={i18n.language}
            label={t('viewer.video.captions')}
            default
          />
        )}
        {t('viewer.video.unsupported')}
      </video>
      <p className="lms-viewer-video__status">
        {props.completed
          ? t('viewer.video.completed')
          : t('viewer.video.watched', {
              percent: percent(Math.floor(watchedPercent)),
              needed: percent(VIDEO_COMPLETION_PERCENT),
            })}
        {start !== null && start > 0 && start < props.durationSeconds - 2
          ? ` ${t('viewer.video.resumed', { time: clock(start) })}`
          : ''}
      </p>
    </div>
  );
}
