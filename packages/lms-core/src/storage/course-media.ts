// What a client needs to offer a course-media upload: which files the picker shows, which type to declare for the
// chosen file (or that it cannot be stored), and where it goes. The server applies the same rules to the bytes.
import { LmsError } from '../errors';
import { acceptAttribute, fileTypeFor, type StoredFileType } from './file-types';
import { COURSE_MEDIA_FILE_TYPES, courseMediaPath, type CourseMediaPurpose } from './storage-paths';

/** The `accept` attribute of the file input for a purpose. */
export function courseMediaAccept(purpose: CourseMediaPurpose): string {
  return acceptAttribute(COURSE_MEDIA_FILE_TYPES[purpose]);
}

export interface CourseMediaUploadPlan {
  path: string;
  fileType: StoredFileType;
}

/**
 * Where a chosen file goes and the type to declare, or storage/invalid-format when the purpose does not take files
 * of its kind (checked before any byte is sent; the server checks the bytes themselves).
 */
export function planCourseMediaUpload(
  courseId: string,
  purpose: CourseMediaPurpose,
  file: { name: string; type: string },
  now: number,
): CourseMediaUploadPlan {
  const fileType = fileTypeFor(COURSE_MEDIA_FILE_TYPES[purpose], file.name, file.type);
  if (fileType === null) {
    throw new LmsError(
      'storage/invalid-format',
      `"${file.name}" cannot be used as a ${purpose}: choose a ${COURSE_MEDIA_FILE_TYPES[purpose]
        .flatMap((type) => type.extensions)
        .join(', ')} file.`,
      { purpose },
    );
  }
  return { path: courseMediaPath(courseId, file.name, now), fileType };
}
