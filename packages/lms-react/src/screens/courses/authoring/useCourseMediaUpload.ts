import { useCallback, useEffect, useRef, useState } from 'react';
import { planCourseMediaUpload, type CourseMediaPurpose } from '@lms/core';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { readVideoDuration } from './read-video-duration';

export type MediaUploadState =
  | { phase: 'idle' }
  /** `fraction` of the file sent, 0 to 1. */
  | { phase: 'uploading'; fraction: number }
  /** Sent; the download URL is being fetched. */
  | { phase: 'finishing' }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; error: unknown };

export interface UploadedMedia {
  /** The download URL: it works in <img>, <video> and <track> and as a link. */
  url: string;
  fileName: string;
  sizeBytes: number;
  contentType: string;
  /** Whole seconds, for videos whose length the browser could read; otherwise null. */
  durationSeconds: number | null;
}

export interface CourseMediaUpload {
  state: MediaUploadState;
  /** Uploads the file into the course's media; resolves with what to put in the form, or null when it failed. */
  upload: (file: File) => Promise<UploadedMedia | null>;
  cancel: () => void;
}

/**
 * An upload into course_media/{courseId}/ through lms-core's StoragePort (resumable above 256 KB), with progress.
 * lms-core decides where the file goes and which type it is declared as, or refuses it before a byte is sent.
 * Leaving the form cancels it.
 */
export function useCourseMediaUpload(courseId: string, purpose: CourseMediaPurpose): CourseMediaUpload {
  const { backend } = useLmsRuntime();
  const [state, setState] = useState<MediaUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadedMedia | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'uploading', fraction: 0 });
      try {
        const plan = planCourseMediaUpload(courseId, purpose, file, Date.now());
        const duration = purpose === 'video' ? readVideoDuration(file) : Promise.resolve(null);
        await backend.storage.upload(plan.path, file, {
          contentType: plan.fileType.contentType,
          signal: abort.signal,
          onProgress: ({ bytesTransferred, totalBytes }) =>
            setState({ phase: 'uploading', fraction: totalBytes > 0 ? bytesTransferred / totalBytes : 0 }),
        });
        setState({ phase: 'finishing' });
        const url = await backend.storage.getDownloadURL(plan.path);
        const uploaded = {
          url,
          fileName: file.name,
          sizeBytes: file.size,
          contentType: plan.fileType.contentType,
          durationSeconds: await duration,
        };
        setState({ phase: 'done', fileName: file.name });
        return uploaded;
      } catch (error) {
        setState({ phase: 'failed', error });
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [backend, courseId, purpose],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, upload, cancel };
}
