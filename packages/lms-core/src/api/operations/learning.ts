// Contract operations of the learning area: enrolment, the course viewer, progress, quizzes and the dashboard.
// All act on the caller's own enrolments; the server checks enrolment, course visibility and lesson locking.
import { z } from 'zod';
import { defineOperation } from '../contract';
import { pageSchema } from '../schemas/course';
import { enrollmentSchema } from '../schemas/enrollment';
import { activitySchema, myLearningFilterSchema, myLearningItemSchema } from '../schemas/learning-dashboard';
import {
  courseContentSchema,
  courseProgressSchema,
  lessonProgressEventSchema,
  lessonViewSchema,
  recordLessonProgressResultSchema,
} from '../schemas/learning-progress';
import { quizAttemptInputSchema, quizAttemptResultSchema } from '../schemas/learning-quiz';

/** A course id or slug, as getCourse accepts. */
const courseRef = z.string().trim().min(1).max(128);
const lessonRef = z.string().trim().min(1).max(128);

/**
 * Free published courses enrol at once; a paid course answers permission-denied with details.reason
 * 'payment-required' (the payments flow enrols after a paid order). Enrolling twice returns the same enrolment.
 */
export const enrollInCourse = defineOperation({
  name: 'enrollInCourse',
  summary: 'Enrol the caller in a free published course (idempotent).',
  input: z.object({ courseId: courseRef }).strict(),
  output: z.object({ enrollment: enrollmentSchema, created: z.boolean() }),
  access: 'user',
  refusals: ['not-published', 'payment-required'],
});

export const getCourseContent = defineOperation({
  name: 'getCourseContent',
  summary: "The course outline with each lesson's state for the caller, progress and where to resume.",
  input: z.object({ courseId: courseRef }).strict(),
  output: courseContentSchema,
  access: 'user',
  refusals: ['not-enrolled'],
});

export const getLesson = defineOperation({
  name: 'getLesson',
  summary: 'One lesson of an enrolled course, with its content (quizzes without answers).',
  input: z.object({ courseId: courseRef, lessonId: lessonRef }).strict(),
  output: lessonViewSchema,
  access: 'user',
  refusals: ['lesson-locked', 'not-enrolled'],
});

export const recordLessonProgress = defineOperation({
  name: 'recordLessonProgress',
  summary: 'Record a progress event (viewed, video progress, file opened); idempotent by eventId.',
  input: lessonProgressEventSchema,
  output: recordLessonProgressResultSchema,
  access: 'user',
  refusals: ['lesson-locked', 'not-enrolled'],
});

/**
 * Refuses an attempt past the quiz's limit, or after its right answers were shown: permission-denied with
 * details.reason QUIZ_NO_ATTEMPTS_LEFT. The right answers are in the answer only when the quiz's policy allows.
 */
export const submitQuizAttempt = defineOperation({
  name: 'submitQuizAttempt',
  summary:
    'Score a quiz attempt within its attempts limit, record it, and reveal the right answers when the quiz allows.',
  input: quizAttemptInputSchema,
  output: quizAttemptResultSchema,
  access: 'user',
  refusals: ['lesson-locked', 'no-attempts-left', 'not-enrolled'],
});

export const getMyProgress = defineOperation({
  name: 'getMyProgress',
  summary: "The caller's progress in one course, lesson by lesson.",
  input: z.object({ courseId: courseRef }).strict(),
  output: courseProgressSchema,
  access: 'user',
  refusals: ['not-enrolled'],
});

export const listMyLearning = defineOperation({
  name: 'listMyLearning',
  summary: "The caller's courses with progress and last activity, most recently active first.",
  input: z
    .object({
      filter: myLearningFilterSchema.default('all'),
      page: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    })
    .strict(),
  output: pageSchema(myLearningItemSchema),
  access: 'user',
});

export const listMyRecentActivity = defineOperation({
  name: 'listMyRecentActivity',
  summary: "The caller's latest learning activity, newest first.",
  input: z.object({ limit: z.number().int().min(1).max(50).default(10) }).strict(),
  output: z.object({ items: z.array(activitySchema) }),
  access: 'user',
});

/** Query enrollments where user_id equals the current user (spec section 7). */
export const listMyEnrollments = defineOperation({
  name: 'listMyEnrollments',
  summary: "List the caller's enrolments.",
  input: z.object({}).strict(),
  output: z.array(enrollmentSchema),
  access: 'user',
});

export const learningOperations = {
  listMyEnrollments,
  enrollInCourse,
  getCourseContent,
  getLesson,
  recordLessonProgress,
  submitQuizAttempt,
  getMyProgress,
  listMyLearning,
  listMyRecentActivity,
} as const;
