// Thin handlers of the learning area: the callable route already parsed the input and enforced access 'user';
// the services hold the rules and the SQL.
import type { HandlerMap } from '../functions/registry';
import { listRecentActivity } from './activity';
import { requireCaller } from './caller';
import { getCourseContent, getMyProgress } from './course-content';
import { getLesson } from './lesson-view';
import { listMyLearning } from './my-learning';
import { recordLessonProgress } from './record-progress';
import { submitQuizAttempt } from './submit-quiz';

export const learningHandlers = {
  getCourseContent: ({ ctx, caller, input }) => getCourseContent(ctx, requireCaller(caller), input.courseId),
  getLesson: ({ ctx, caller, input }) => getLesson(ctx, requireCaller(caller), input),
  recordLessonProgress: ({ ctx, caller, input }) => recordLessonProgress(ctx, requireCaller(caller), input),
  submitQuizAttempt: ({ ctx, caller, input }) => submitQuizAttempt(ctx, requireCaller(caller), input),
  getMyProgress: ({ ctx, caller, input }) => getMyProgress(ctx, requireCaller(caller), input.courseId),
  listMyLearning: ({ ctx, caller, input }) => listMyLearning(ctx.db, requireCaller(caller).uid, input),
  listMyRecentActivity: async ({ ctx, caller, input }) => ({
    items: await listRecentActivity(ctx.db, requireCaller(caller).uid, input.limit),
  }),
} satisfies Partial<HandlerMap>;
