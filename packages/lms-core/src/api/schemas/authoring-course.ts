// What an administrator edits about a course, and the admin's view of courses (with enrolment counts). Students never
// receive these shapes: the catalogue and the viewer have their own (schemas/course.ts).
import { z } from 'zod';
import { isUserSettableUrl } from '../../validation/user-url';
import { courseStatusSchema, courseSummarySchema } from './course';

export const courseLevelSchema = courseSummarySchema.shape.level;
export type CourseLevel = z.output<typeof courseLevelSchema>;

/** Lower-case words joined by single dashes: readable in a URL and never in need of escaping. */
export const COURSE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COURSE_SLUG_MAX_LENGTH = 80;

export const courseSlugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(COURSE_SLUG_MAX_LENGTH, `A slug has at most ${COURSE_SLUG_MAX_LENGTH} characters.`)
  .regex(COURSE_SLUG_PATTERN, 'Use lower-case letters, digits and single dashes between words.');

/**
 * An http(s) address or a path on this server (`/assets/...`, a download URL). Anything else (javascript:, data:)
 * is refused so a thumbnail can be put into an <img> without a second thought.
 */
export const thumbnailSchema = z
  .string()
  .trim()
  .max(2048)
  // The rule every address a person sets follows: "/\host/x" is no local path (browsers read it as //host/x).
  .refine(isUserSettableUrl, 'Use an http(s) address or a path starting with "/".');

/** ISO 4217 code in capitals, for example EUR or USD. */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter ISO 4217 code such as EUR.');

/** The fields an administrator sets; duration and lesson count follow from the lessons and are not among them. */
export const courseMetadataSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200),
  slug: courseSlugSchema,
  thumbnail: thumbnailSchema.nullable(),
  summary: z.string().trim().max(500),
  /** Markdown, stored as written; clients sanitise it when they render it. */
  description: z.string().max(100_000),
  category: z.string().trim().min(1, 'Enter a category.').max(100),
  level: courseLevelSchema,
  /** Minor units (cents) of `currency`; 0 means free. */
  priceCents: z.number().int().min(0).max(100_000_000),
  currency: currencySchema,
  lockLessonsInOrder: z.boolean(),
});
export type CourseMetadata = z.output<typeof courseMetadataSchema>;

/** A new course needs only a title; the slug is made from it unless given. */
export const createCourseInputSchema = courseMetadataSchema
  .partial()
  .extend({
    title: courseMetadataSchema.shape.title,
    summary: courseMetadataSchema.shape.summary.default(''),
    description: courseMetadataSchema.shape.description.default(''),
    category: courseMetadataSchema.shape.category.default('General'),
    level: courseLevelSchema.default('beginner'),
    thumbnail: courseMetadataSchema.shape.thumbnail.default(null),
    priceCents: courseMetadataSchema.shape.priceCents.default(0),
    currency: currencySchema.default('USD'),
    lockLessonsInOrder: z.boolean().default(false),
  })
  .strict();
export type CreateCourseInput = z.input<typeof createCourseInputSchema>;

export const courseMetadataPatchSchema = courseMetadataSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one field.' });
export type CourseMetadataPatch = z.output<typeof courseMetadataPatchSchema>;

/** A row of the admin course list. */
export const adminCourseSummarySchema = courseSummarySchema.extend({
  enrollmentCount: z.number().int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCourseSummary = z.output<typeof adminCourseSummarySchema>;

export const adminCourseSortSchema = z.enum(['updated', 'created', 'title']);

export const adminListCoursesInputSchema = z
  .object({
    /** Case-insensitive substring of the title, slug or summary. */
    search: z.string().trim().max(200).optional(),
    status: courseStatusSchema.optional(),
    /** updated: last edited first (the default, what an author comes back to). */
    sort: adminCourseSortSchema.default('updated'),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .strict();
