import { z } from 'zod';

/** Enrolment (collection enrollments), spec section 3; `course_id` is `{product}_id` with the noun "course". */
export const enrollmentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  course_id: z.string(),
  progress: z.number().min(0).max(100),
  completed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Enrollment = z.output<typeof enrollmentSchema>;
