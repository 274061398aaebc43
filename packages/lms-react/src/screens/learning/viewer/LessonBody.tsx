import type { LessonProgressEvent, LessonView } from '@lms/core';
import { FileLesson } from './FileLesson';
import { QuizLesson } from './QuizLesson';
import { TextLesson } from './TextLesson';
import type { RecordProgress } from './useProgressRecorder';
import { VideoLesson } from './VideoLesson';

export interface LessonBodyProps {
  view: LessonView;
  courseArg: string;
  completed: boolean;
  /** This lesson's events not confirmed by the server yet (newest last). */
  pending: readonly LessonProgressEvent[];
  record: RecordProgress;
}

/** The content of a lesson, by kind. */
export function LessonBody({ view, courseArg, completed, pending, record }: LessonBodyProps) {
  const { content, lesson, progress } = view;
  switch (content.kind) {
    case 'text':
      return <TextLesson markdown={content.markdown} />;
    case 'file':
      return (
        <FileLesson
          fileUrl={content.fileUrl}
          fileName={content.fileName}
          sizeBytes={content.sizeBytes}
          completed={completed}
          onOpened={() => record({ lessonId: lesson.id, event: 'file-opened' })}
        />
      );
    case 'video': {
      const unsent = pending.filter((event) => event.event === 'video-progress').at(-1);
      return (
        <VideoLesson
          url={content.url}
          captionsUrl={content.captionsUrl}
          durationSeconds={content.durationSeconds}
          resumeAtSeconds={unsent?.positionSeconds ?? progress.positionSeconds}
          watchedPercent={Math.max(progress.watchedPercent, unsent?.watchedPercent ?? 0)}
          completed={completed}
          onProgress={(positionSeconds, watchedPercent) =>
            record({ lessonId: lesson.id, event: 'video-progress', positionSeconds, watchedPercent })
          }
        />
      );
    }
    case 'quiz':
      return (
        <QuizLesson
          courseId={view.courseId}
          courseArg={courseArg}
          lessonId={lesson.id}
          quiz={content}
          progress={progress}
        />
      );
  }
}
