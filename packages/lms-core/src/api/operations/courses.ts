import { z } from 'zod';
import { defineOperation } from '../contract';
import { courseAuthoringOperations } from './course-authoring';
import { courseSchema, courseSummarySchema, pageSchema } from '../schemas/course';

/** Published courses, for the catalogue and the landing page (visitors may see what is on offer). */
export const listCourses = defineOperation({
  name: 'listCourses',
  summary: 'List published courses with search, category filter, sort and pagination.',
  input: z
    .object({
      search: z.string().trim().max(200).optional(),
      category: z.string().trim().max(100).optional(),
      sort: z.enum(['newest', 'title', 'price-asc', 'price-desc']).default('newest'),
      page: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(12),
    })
    .strict(),
  output: pageSchema(courseSummarySchema),
  access: 'public',
});

/** Read courses/{id} (spec section 7). Drafts and archived courses are visible to admins only. */
export const getCourse = defineOperation({
  name: 'getCourse',
  summary: 'Read one course with its outline.',
  input: z.object({ id: z.string().min(1).max(128) }).strict(),
  output: courseSchema,
  access: 'user',
});

/** The courses area: the public catalogue and the administrators' course management (authoring). */
export const courseOperations = {
  listCourses,
  getCourse,
  ...courseAuthoringOperations,
} as const;
