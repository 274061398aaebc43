import { z } from 'zod';
import { defineOperation } from '../contract';
import { enrollmentSchema } from '../schemas/enrollment';

/** Query enrollments where user_id equals the current user (spec section 7). */
export const listMyEnrollments = defineOperation({
  name: 'listMyEnrollments',
  summary: "List the caller's enrolments.",
  input: z.object({}).strict(),
  output: z.array(enrollmentSchema),
  access: 'user',
});
