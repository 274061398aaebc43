import { z } from 'zod';

export const lessonKindSchema = z.enum(['text', 'video', 'file', 'quiz']);
export type LessonKind = z.output<typeof lessonKindSchema>;

export const courseStatusSchema = z.enum(['draft', 'published', 'archived']);
export type CourseStatus = z.output<typeof courseStatusSchema>;

export const lessonOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: lessonKindSchema,
  position: z.number().int().min(0),
  durationMinutes: z.number().int().min(0).nullable(),
});

export const moduleOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int().min(0),
  lessons: z.array(lessonOutlineSchema),
});

/** What a catalogue card needs. Prices are in minor units (cents) of `currency`; 0 means free. */
export const courseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  summary: z.string(),
  category: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  durationMinutes: z.number().int().min(0),
  priceCents: z.number().int().min(0),
  currency: z.string().length(3),
  status: courseStatusSchema,
  lessonCount: z.number().int().min(0),
});
export type CourseSummary = z.output<typeof courseSummarySchema>;

export const courseSchema = courseSummarySchema.extend({
  description: z.string(),
  lockLessonsInOrder: z.boolean(),
  modules: z.array(moduleOutlineSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Course = z.output<typeof courseSchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
