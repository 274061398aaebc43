// Lessons and modules as the course editor sees and sends them: content in full (quiz answers included), checked
// per kind with the shared lesson-content schemas.
import { z } from 'zod';
import { courseSummarySchema, lessonOutlineSchema } from './course';
import { lessonContentSchemas } from './lesson-content';

const lessonTitleSchema = z.string().trim().min(1, 'Enter a lesson title.').max(200);
/** Estimated minutes; null on input means "estimate it from the content". */
const lessonMinutesSchema = z.number().int().min(0).max(10_000).nullable();

/** A lesson with its content, as an admin edits it. */
export const adminLessonSchema = z.discriminatedUnion('kind', [
  lessonOutlineSchema.extend({ kind: z.literal('text'), content: lessonContentSchemas.text }),
  lessonOutlineSchema.extend({ kind: z.literal('video'), content: lessonContentSchemas.video }),
  lessonOutlineSchema.extend({ kind: z.literal('file'), content: lessonContentSchemas.file }),
  lessonOutlineSchema.extend({ kind: z.literal('quiz'), content: lessonContentSchemas.quiz }),
]);
export type AdminLesson = z.output<typeof adminLessonSchema>;

export const adminModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int().min(0),
  lessons: z.array(adminLessonSchema),
});
export type AdminModule = z.output<typeof adminModuleSchema>;

/** Everything the course editor shows; every authoring change answers with it, so the editor never goes stale. */
export const adminCourseSchema = courseSummarySchema.extend({
  description: z.string(),
  lockLessonsInOrder: z.boolean(),
  enrollmentCount: z.number().int().min(0),
  /** The version to send back as expectedUpdatedAt. */
  updated_at: z.string(),
  created_at: z.string(),
  modules: z.array(adminModuleSchema),
});
export type AdminCourse = z.output<typeof adminCourseSchema>;

export const moduleTitleSchema = z.string().trim().min(1, 'Enter a module title.').max(200);

/** Where to insert: 0 is first; omitted (or past the end) means last. */
export const insertPositionSchema = z.number().int().min(0).max(100_000).optional();

const addLessonFields = {
  moduleId: z.string().min(1).max(128),
  title: lessonTitleSchema,
  durationMinutes: lessonMinutesSchema.optional(),
  position: insertPositionSchema,
};

export const addLessonInputSchema = z.discriminatedUnion('kind', [
  z.object({ ...addLessonFields, kind: z.literal('text'), content: lessonContentSchemas.text }).strict(),
  z.object({ ...addLessonFields, kind: z.literal('video'), content: lessonContentSchemas.video }).strict(),
  z.object({ ...addLessonFields, kind: z.literal('file'), content: lessonContentSchemas.file }).strict(),
  z.object({ ...addLessonFields, kind: z.literal('quiz'), content: lessonContentSchemas.quiz }).strict(),
]);
export type AddLessonInput = z.input<typeof addLessonInputSchema>;

const updateLessonFields = {
  lessonId: z.string().min(1).max(128),
  title: lessonTitleSchema.optional(),
  durationMinutes: lessonMinutesSchema.optional(),
};

/**
 * `kind` says which content schema applies, so content is checked before it reaches the server's rules. A kind other
 * than the lesson's changes the lesson's kind and then needs the new content.
 */
export const updateLessonInputSchema = z.discriminatedUnion('kind', [
  z
    .object({ ...updateLessonFields, kind: z.literal('text'), content: lessonContentSchemas.text.optional() })
    .strict(),
  z
    .object({
      ...updateLessonFields,
      kind: z.literal('video'),
      content: lessonContentSchemas.video.optional(),
    })
    .strict(),
  z
    .object({ ...updateLessonFields, kind: z.literal('file'), content: lessonContentSchemas.file.optional() })
    .strict(),
  z
    .object({ ...updateLessonFields, kind: z.literal('quiz'), content: lessonContentSchemas.quiz.optional() })
    .strict(),
]);
export type UpdateLessonInput = z.input<typeof updateLessonInputSchema>;
