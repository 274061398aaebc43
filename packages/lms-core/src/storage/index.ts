// File storage rules shared by clients and the server: storage areas and paths, and the kinds of file each takes.
export {
  SNIFF_BYTES,
  IMAGE_FILE_TYPES,
  VIDEO_FILE_TYPES,
  CAPTION_FILE_TYPES,
  DOCUMENT_FILE_TYPES,
  normaliseContentType,
  extensionOf,
  findFileType,
  detectFileType,
  fileTypeFor,
  acceptAttribute,
  type StoredFileType,
} from './file-types';
export {
  STORAGE_AREAS,
  STORAGE_AREA_FILE_TYPES,
  COURSE_MEDIA_PURPOSES,
  COURSE_MEDIA_FILE_TYPES,
  SUPPORT_ATTACHMENT_FILE_TYPES,
  parseStoragePath,
  storageFileName,
  courseMediaPath,
  type StorageArea,
  type CourseMediaPurpose,
  type StoragePath,
} from './storage-paths';
export { courseMediaAccept, planCourseMediaUpload, type CourseMediaUploadPlan } from './course-media';
