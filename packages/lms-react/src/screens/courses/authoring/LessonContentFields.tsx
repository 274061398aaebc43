import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import type { LessonDraft } from './lesson-draft';
import { MarkdownField } from './MarkdownField';
import { MediaUploadField } from './MediaUploadField';
import { QuizContentFields } from './QuizContentFields';

export interface LessonContentFieldsProps {
  /** Uploads go into this course's media. */
  courseId: string;
  draft: LessonDraft;
  onChange: (draft: LessonDraft) => void;
  /** The translated schema message for a path such as "content.url". */
  error: (path: string) => string | undefined;
}

/**
 * The content fields of the draft's kind. Videos, captions and files are given by address, typed or filled in by
 * an upload into the course's media (see docs/decisions.md).
 */
export function LessonContentFields({ courseId, draft, onChange, error }: LessonContentFieldsProps) {
  const { t } = useTranslation();
  switch (draft.kind) {
    case 'text':
      return (
        <MarkdownField
          label={t('adminCourses.lesson.markdown')}
          value={draft.text.markdown}
          maxLength={200_000}
          error={error('content.markdown')}
          onChange={(markdown) => onChange({ ...draft, text: { markdown } })}
        />
      );
    case 'video': {
      const video = draft.video;
      const set = (patch: Partial<LessonDraft['video']>) =>
        onChange({ ...draft, video: { ...video, ...patch } });
      return (
        <>
          <TextField
            label={t('adminCourses.lesson.videoUrl')}
            description={
              video.fileId && !video.url
                ? t('adminCourses.lesson.videoFileKept')
                : t('adminCourses.lesson.urlHint')
            }
            value={video.url}
            error={error('content.url')}
            onChange={(event) => set({ url: event.target.value })}
          />
          <MediaUploadField
            courseId={courseId}
            purpose="video"
            label={t('adminCourses.upload.video')}
            onUploaded={(media) =>
              set({
                url: media.url,
                // The running time read from the file, unless the admin already typed one.
                ...(media.durationSeconds !== null && video.durationSeconds.trim() === ''
                  ? { durationSeconds: String(media.durationSeconds) }
                  : {}),
              })
            }
          />
          <TextField
            label={t('adminCourses.lesson.videoDuration')}
            inputMode="numeric"
            value={video.durationSeconds}
            error={error('content.durationSeconds')}
            onChange={(event) => set({ durationSeconds: event.target.value })}
          />
          <TextField
            label={t('adminCourses.lesson.captionsUrl')}
            description={t('adminCourses.lesson.captionsHint')}
            value={video.captionsUrl}
            error={error('content.captionsUrl')}
            onChange={(event) => set({ captionsUrl: event.target.value })}
          />
          <MediaUploadField
            courseId={courseId}
            purpose="captions"
            label={t('adminCourses.upload.captions')}
            onUploaded={(media) => set({ captionsUrl: media.url })}
          />
          <MarkdownField
            label={t('adminCourses.lesson.videoNotes')}
            value={video.notesMarkdown}
            maxLength={20_000}
            error={error('content.notesMarkdown')}
            onChange={(notesMarkdown) => set({ notesMarkdown })}
          />
        </>
      );
    }
    case 'file': {
      const file = draft.file;
      const set = (patch: Partial<LessonDraft['file']>) =>
        onChange({ ...draft, file: { ...file, ...patch } });
      return (
        <>
          <TextField
            label={t('adminCourses.lesson.fileUrl')}
            description={t('adminCourses.lesson.urlHint')}
            value={file.fileUrl}
            error={error('content.fileUrl')}
            onChange={(event) => set({ fileUrl: event.target.value })}
          />
          <MediaUploadField
            courseId={courseId}
            purpose="document"
            label={t('adminCourses.upload.document')}
            onUploaded={(media) =>
              set({ fileUrl: media.url, fileName: media.fileName, sizeBytes: String(media.sizeBytes) })
            }
          />
          <TextField
            label={t('adminCourses.lesson.fileName')}
            value={file.fileName}
            maxLength={255}
            error={error('content.fileName')}
            onChange={(event) => set({ fileName: event.target.value })}
          />
          <TextField
            label={t('adminCourses.lesson.fileSize')}
            inputMode="numeric"
            value={file.sizeBytes}
            error={error('content.sizeBytes')}
            onChange={(event) => set({ sizeBytes: event.target.value })}
          />
          <MarkdownField
            label={t('adminCourses.lesson.fileDescription')}
            value={file.descriptionMarkdown}
            maxLength={20_000}
            error={error('content.descriptionMarkdown')}
            onChange={(descriptionMarkdown) => set({ descriptionMarkdown })}
          />
        </>
      );
    }
    case 'quiz':
      return (
        <QuizContentFields
          quiz={draft.quiz}
          error={error}
          onChange={(quiz) => onChange({ ...draft, quiz })}
        />
      );
  }
}
