import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonProgressEvent, LessonState, LessonStatus } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { LessonBody } from './LessonBody';
import type { RecordProgress } from './useProgressRecorder';
import type { OutlineLesson } from './useCourseView';
import { useGetLessonQuery } from './viewer-api';

export interface LessonPaneProps {
  courseArg: string;
  lesson: OutlineLesson;
  state: LessonState;
  /** What the label says: started, not passed yet... */
  status: LessonStatus;
  /**
   * Whether the server has this lesson open. False while it is open only thanks to an event still being sent: the
   * lesson waits for that event instead of asking the server, which would refuse it.
   */
  confirmedOpen: boolean;
  pending: readonly LessonProgressEvent[];
  record: RecordProgress;
  /** False on the first lesson shown: focus then stays where the page put it. */
  focusHeading: boolean;
}

/** The lesson on screen: its heading (focused on lesson change), its content, or why it is not open yet. */
export function LessonPane(props: LessonPaneProps) {
  const { courseArg, lesson, state, confirmedOpen, pending, record, focusHeading } = props;
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locked = state === 'locked';
  const query = useGetLessonQuery(
    { courseId: courseArg, lessonId: lesson.id },
    { skip: locked || !confirmedOpen },
  );

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [lesson.id, focusHeading]);

  // Opening a lesson makes it the one to resume at, and completes a text lesson.
  const loaded = query.data?.lesson.id === lesson.id;
  useEffect(() => {
    if (loaded) record({ lessonId: lesson.id, event: 'viewed' });
  }, [loaded, lesson.id, record]);

  return (
    <article className="lms-viewer-lesson" aria-labelledby={`lms-lesson-${lesson.id}`}>
      <p className="lms-viewer-lesson__kind">
        {t(`viewer.kind.${lesson.kind}`)} · {t(`viewer.status.${props.status}`)}
      </p>
      <h2 id={`lms-lesson-${lesson.id}`} ref={headingRef} tabIndex={-1} className="lms-viewer-lesson__title">
        {lesson.title}
      </h2>
      {locked ? (
        <p className="lms-viewer-lesson__problem">{t('viewer.lesson.locked')}</p>
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data || !loaded ? (
        <Skeleton lines={6} />
      ) : (
        <LessonBody
          view={query.data}
          courseArg={courseArg}
          completed={state === 'completed'}
          pending={pending.filter((event) => event.lessonId === lesson.id)}
          record={record}
        />
      )}
    </article>
  );
}
