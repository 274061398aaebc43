import type { HandlerMap } from '../functions/registry';
import { getCourseOutline, listPublishedCourses } from './course-catalogue';

export const courseHandlers = {
  listCourses: ({ ctx, input }) => listPublishedCourses(ctx.db, input),
  // Access 'user': the callable route guarantees a caller.
  getCourse: ({ ctx, caller, input }) =>
    getCourseOutline(ctx.db, input.id, { admin: caller?.admin === true }),
} satisfies Partial<HandlerMap>;
