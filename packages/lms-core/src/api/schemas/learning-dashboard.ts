// The student dashboard: the learner's courses with progress, and what they did recently.
import { z } from 'zod';
import { courseSummarySchema, lessonKindSchema } from './course';
import { MY_LEARNING_FILTERS, myLearningFilterOf, type MyLearningFilter } from './my-learning-filter';

export const myLearningFilterSchema = z.enum(MY_LEARNING_FILTERS);
export { MY_LEARNING_FILTERS, myLearningFilterOf, type MyLearningFilter };

export const myLearningItemSchema = z.object({
  enrollmentId: z.string(),
  enrolledAt: z.string(),
  course: courseSummarySchema,
  percent: z.number().min(0).max(100),
  completed: z.boolean(),
  completedLessons: z.number().int().min(0),
  totalLessons: z.number().int().min(0),
  /** Where "continue" leads; null before the first lesson was opened. */
  lastLesson: z.object({ id: z.string(), title: z.string(), kind: lessonKindSchema }).nullable(),
  lastActivityAt: z.string().nullable(),
});
export type MyLearningItem = z.output<typeof myLearningItemSchema>;

export const activityKindSchema = z.enum([
  'enrolled',
  'lesson-completed',
  'quiz-attempted',
  'course-completed',
]);
export type ActivityKind = z.output<typeof activityKindSchema>;

export const activitySchema = z.object({
  id: z.string(),
  kind: activityKindSchema,
  at: z.string(),
  course: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  /** Null for course-level entries, and when the lesson has since been removed. */
  lesson: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** quiz-attempted only. */
  scorePercent: z.number().min(0).max(100).nullable(),
  passed: z.boolean().nullable(),
});
export type Activity = z.output<typeof activitySchema>;
