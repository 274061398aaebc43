// Contract operations of the authoring area: administrators create, edit, order, publish, duplicate, archive and
// delete courses. Every change answers with the whole course as the editor shows it (adminCourseSchema), including
// its new updated_at, the version to send back as expectedUpdatedAt.
import { z } from 'zod';
import { defineOperation } from '../contract';
import { pageSchema } from '../schemas/course';
import {
  adminCourseSummarySchema,
  adminListCoursesInputSchema,
  courseMetadataPatchSchema,
  createCourseInputSchema,
} from '../schemas/authoring-course';
import {
  addLessonInputSchema,
  adminCourseSchema,
  insertPositionSchema,
  moduleTitleSchema,
  updateLessonInputSchema,
} from '../schemas/authoring-lesson';

const idSchema = z.string().min(1).max(128);
const courseIdInput = z.object({ id: idSchema }).strict();
/** Ids in their new order; at most what a course can sensibly hold. */
const orderSchema = z.array(idSchema).max(1000);

export const adminListCourses = defineOperation({
  name: 'adminListCourses',
  summary: 'List every course (any status) with enrolment counts, search, status filter and pagination.',
  input: adminListCoursesInputSchema,
  output: pageSchema(adminCourseSummarySchema),
  access: 'admin',
});

export const adminGetCourse = defineOperation({
  name: 'adminGetCourse',
  summary: 'Read a course in full for editing: drafts too, lesson content with quiz answers.',
  input: courseIdInput,
  output: adminCourseSchema,
  access: 'admin',
});

export const createCourse = defineOperation({
  name: 'createCourse',
  summary: 'Create a draft course; the slug is made unique from the title unless given.',
  input: createCourseInputSchema,
  output: adminCourseSchema,
  access: 'admin',
});

export const updateCourse = defineOperation({
  name: 'updateCourse',
  summary:
    "Change a course's metadata; with expectedUpdatedAt a write over someone else's newer change is refused.",
  input: z
    .object({
      id: idSchema,
      patch: courseMetadataPatchSchema,
      /** The updated_at the editor loaded; a different stored value answers functions/aborted (409). */
      expectedUpdatedAt: z.iso.datetime().optional(),
    })
    .strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['stale-version'],
});

export const publishCourse = defineOperation({
  name: 'publishCourse',
  summary: 'Publish a course; refused, listing what is missing, without a title or a lesson.',
  input: courseIdInput,
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['not-publishable', 'stale-version'],
});

export const unpublishCourse = defineOperation({
  name: 'unpublishCourse',
  summary: 'Return a published or archived course to draft.',
  input: courseIdInput,
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['stale-version'],
});

export const duplicateCourse = defineOperation({
  name: 'duplicateCourse',
  summary:
    'Copy a course with its modules and lessons as a new draft (new ids, "(copy)" title, "-copy" slug).',
  input: courseIdInput,
  output: adminCourseSchema,
  access: 'admin',
});

export const archiveCourse = defineOperation({
  name: 'archiveCourse',
  summary: 'Archive a course: hidden from the catalogue, kept with its enrolments.',
  input: courseIdInput,
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['stale-version'],
});

export const deleteCourse = defineOperation({
  name: 'deleteCourse',
  summary: 'Delete a course nobody is enrolled in; a course with enrolments can only be archived.',
  input: courseIdInput,
  output: z.object({ id: z.string() }),
  access: 'admin',
  refusals: ['has-enrollments', 'stale-version'],
});

export const addModule = defineOperation({
  name: 'addModule',
  summary: 'Add a module to a course, at the end or at a position.',
  input: z.object({ courseId: idSchema, title: moduleTitleSchema, position: insertPositionSchema }).strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['stale-version'],
});

export const updateModule = defineOperation({
  name: 'updateModule',
  summary: 'Rename a module.',
  input: z.object({ moduleId: idSchema, title: moduleTitleSchema }).strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['stale-version'],
});

export const removeModule = defineOperation({
  name: 'removeModule',
  summary: 'Remove a module and its lessons.',
  input: z.object({ moduleId: idSchema }).strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['published-needs-lesson', 'stale-version'],
});

export const reorderModules = defineOperation({
  name: 'reorderModules',
  summary: "Put a course's modules in a new order (every module, each once).",
  input: z.object({ courseId: idSchema, moduleIds: orderSchema }).strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['duplicate-ids', 'stale-order', 'stale-version'],
});

export const addLesson = defineOperation({
  name: 'addLesson',
  summary: 'Add a lesson of a kind (text, video, file, quiz) with its content to a module.',
  input: addLessonInputSchema,
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['stale-version'],
});

export const updateLesson = defineOperation({
  name: 'updateLesson',
  summary: "Change a lesson's title, minutes or content; content is checked against the kind sent with it.",
  input: updateLessonInputSchema,
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['stale-version'],
});

export const removeLesson = defineOperation({
  name: 'removeLesson',
  summary: 'Remove a lesson.',
  input: z.object({ lessonId: idSchema }).strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['published-needs-lesson', 'stale-version'],
});

export const moveLesson = defineOperation({
  name: 'moveLesson',
  summary: 'Move a lesson to a position in a module of the same course.',
  input: z
    .object({ lessonId: idSchema, toModuleId: idSchema, position: z.number().int().min(0).max(100_000) })
    .strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['other-course', 'stale-version'],
});

export const reorderLessons = defineOperation({
  name: 'reorderLessons',
  summary: "Put a module's lessons in a new order (every lesson, each once).",
  input: z.object({ moduleId: idSchema, lessonIds: orderSchema }).strict(),
  output: adminCourseSchema,
  access: 'admin',
  refusals: ['duplicate-ids', 'stale-order', 'stale-version'],
});

export const courseAuthoringOperations = {
  adminListCourses,
  adminGetCourse,
  createCourse,
  updateCourse,
  publishCourse,
  unpublishCourse,
  duplicateCourse,
  archiveCourse,
  deleteCourse,
  addModule,
  updateModule,
  removeModule,
  reorderModules,
  addLesson,
  updateLesson,
  removeLesson,
  moveLesson,
  reorderLessons,
} as const;
