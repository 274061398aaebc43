// A learner's progress through one course: per-lesson state, resume point, and the progress events the viewer
// (and its offline queue) sends. Times on the wire are ISO 8601 strings.
import { z } from 'zod';
import { courseStatusSchema, lessonOutlineSchema } from './course';
import { studentLessonContentSchema } from './learning-content';
import { lessonProgressEventVariants } from './learning-progress-event';

export type { LessonProgressEvent, LessonProgressEventInput } from './learning-progress-event';

/** locked: earlier lessons must be completed first (lock_lessons_in_order); available: may be opened. */
export const lessonStateSchema = z.enum(['locked', 'available', 'completed']);
export type LessonState = z.output<typeof lessonStateSchema>;

export const lessonProgressSchema = z.object({
  lessonId: z.string(),
  state: lessonStateSchema,
  /** Video resume position (newest report by the learner's clock wins); null when never played. */
  positionSeconds: z.number().min(0).nullable(),
  /** Share of the video the learner has played, 0-100 (the highest report counts). */
  watchedPercent: z.number().min(0).max(100),
  completedAt: z.string().nullable(),
  /** Quiz lessons: best score so far and the number of attempts; null / 0 for other kinds. */
  bestScorePercent: z.number().min(0).max(100).nullable(),
  attempts: z.number().int().min(0),
});
export type LessonProgress = z.output<typeof lessonProgressSchema>;

export const progressSummarySchema = z.object({
  /** completed lessons / lessons * 100; never lower than before on the server. */
  percent: z.number().min(0).max(100),
  completed: z.boolean(),
  completedLessons: z.number().int().min(0),
  totalLessons: z.number().int().min(0),
});
export type ProgressSummary = z.output<typeof progressSummarySchema>;

export const courseProgressSchema = progressSummarySchema.extend({
  courseId: z.string(),
  /** False for an admin previewing a course they are not enrolled in. */
  enrolled: z.boolean(),
  /** The lesson to reopen: the last one opened, else the first one not completed. */
  resumeLessonId: z.string().nullable(),
  resumePositionSeconds: z.number().min(0).nullable(),
  lastActivityAt: z.string().nullable(),
  lessons: z.array(lessonProgressSchema),
});
export type CourseProgress = z.output<typeof courseProgressSchema>;

export const courseContentSchema = z.object({
  course: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    summary: z.string(),
    status: courseStatusSchema,
    lockLessonsInOrder: z.boolean(),
  }),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      position: z.number().int().min(0),
      lessons: z.array(lessonOutlineSchema.extend({ state: lessonStateSchema })),
    }),
  ),
  progress: courseProgressSchema,
});
export type CourseContent = z.output<typeof courseContentSchema>;

export const lessonViewSchema = z.object({
  courseId: z.string(),
  lesson: lessonOutlineSchema.extend({ moduleId: z.string() }),
  content: studentLessonContentSchema,
  progress: lessonProgressSchema,
  /** Neighbours in course order (across modules); null at either end. */
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});
export type LessonView = z.output<typeof lessonViewSchema>;

/** The contract's progress events: the zod/mini variants the offline queue also checks (learning-progress-event.ts). */
export const lessonProgressEventSchema = z.discriminatedUnion('event', lessonProgressEventVariants);

export const recordLessonProgressResultSchema = z.object({
  /** True when this eventId had already been applied: nothing changed. */
  duplicate: z.boolean(),
  /** True when this event completed the lesson. */
  newlyCompleted: z.boolean(),
  lesson: lessonProgressSchema,
  progress: progressSummarySchema,
});
export type RecordLessonProgressResult = z.output<typeof recordLessonProgressResultSchema>;
