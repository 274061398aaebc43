import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_MEDIA_FILE_TYPES, courseMediaAccept, type CourseMediaPurpose } from '@lms/core';
import { Button } from '../../../components/Button';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { useCourseMediaUpload, type UploadedMedia } from './useCourseMediaUpload';

export interface MediaUploadFieldProps {
  courseId: string;
  purpose: CourseMediaPurpose;
  /** The input's label, for example "Upload a picture". */
  label: string;
  /** Called with the download URL (and the file's name, size and length) once the file is stored. */
  onUploaded: (media: UploadedMedia) => void;
}

/**
 * A file input next to an address field: the chosen file is uploaded into the course's media with a progress bar
 * (and a Cancel button), and its download URL goes into the address field. Refusals read as the error catalogue's
 * sentence, announced as they appear.
 */
export function MediaUploadField({ courseId, purpose, label, onUploaded }: MediaUploadFieldProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { state, upload, cancel } = useCourseMediaUpload(courseId, purpose);
  const inputRef = useRef<HTMLInputElement>(null);
  // The form may change while the file travels: hand the result to the newest callback, which sees the newest form.
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });
  const baseId = useId();
  const busy = state.phase === 'uploading' || state.phase === 'finishing';
  const fraction = state.phase === 'uploading' ? state.fraction : 1;
  const extensions = COURSE_MEDIA_FILE_TYPES[purpose]
    .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
    .join(', ');

  async function handleFile(file: File | undefined) {
    if (!file) return;
    const uploaded = await upload(file);
    // Clear the picker so choosing the same file again (after a failure) starts a new upload.
    if (inputRef.current) inputRef.current.value = '';
    if (uploaded) latestOnUploaded.current(uploaded);
  }

  return (
    <div className="lms-media-upload">
      <label className="lms-field__label" htmlFor={`${baseId}-input`}>
        {label}
      </label>
      <p className="lms-field__description" id={`${baseId}-types`}>
        {t('adminCourses.upload.accepted', { types: extensions })}
      </p>
      <input
        ref={inputRef}
        id={`${baseId}-input`}
        className="lms-media-upload__input"
        type="file"
        accept={courseMediaAccept(purpose)}
        aria-describedby={`${baseId}-types`}
        disabled={busy}
        onChange={(event) => void handleFile(event.target.files?.[0])}
      />
      {busy && (
        <div className="lms-upload-progress">
          <span id={`${baseId}-progress`} className="lms-upload-progress__label">
            {state.phase === 'uploading'
              ? t('adminCourses.upload.uploading')
              : t('adminCourses.upload.finishing')}
          </span>
          <progress
            className="lms-upload-progress__bar"
            aria-labelledby={`${baseId}-progress`}
            value={fraction}
            max={1}
          />
          <span className="lms-upload-progress__percent" aria-hidden="true">
            {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(fraction)}
          </span>
          {state.phase === 'uploading' && (
            <Button variant="ghost" onClick={cancel}>
              {t('adminCourses.upload.cancel')}
            </Button>
          )}
        </div>
      )}
      <p className="lms-media-upload__status" role="status">
        {state.phase === 'done' ? t('adminCourses.upload.done', { name: state.fileName }) : ''}
      </p>
      {state.phase === 'failed' && (
        <p className="lms-field__error" role="alert">
          {errorText(state.error)}
        </p>
      )}
    </div>
  );
}
