// The contract's authoring shapes as the server uses them, taken from the operations themselves so they cannot drift.
import type { OperationOutput } from '@lms/core';
import type { ParsedInput } from '../../functions/registry';

export type AdminCourse = OperationOutput<'adminGetCourse'>;
export type AdminCourseSummary = OperationOutput<'adminListCourses'>['items'][number];
export type AdminLesson = AdminCourse['modules'][number]['lessons'][number];
export type LessonKind = AdminLesson['kind'];
export type LessonContentOf<K extends LessonKind> = Extract<AdminLesson, { kind: K }>['content'];
export type CourseMetadataPatch = ParsedInput<'updateCourse'>['patch'];

/** The contract's limit on slugs (courseSlugSchema). */
export const SLUG_MAX_LENGTH = 80;
