import type { HandlerMap } from '../functions/registry';
import { cachedCatalogueRead } from '../catalogue/catalogue-cache';
import { findCourseOutline, listPublishedCourses, visibleCourse } from '../catalogue/course-catalogue';

export const courseHandlers = {
  listCourses: ({ ctx, input }) => {
    // The whole parsed input (its keys in the schema's order), so a field added to the contract is part of the key.
    const key = JSON.stringify(input);
    return cachedCatalogueRead(ctx.db, 'page', key, () => listPublishedCourses(ctx.db, input));
  },
  // Access 'user': the callable route guarantees a caller. The outline is cached whatever the course's status;
  // who may see it is decided on every request.
  getCourse: async ({ ctx, caller, input }) => {
    const course = await cachedCatalogueRead(ctx.db, 'course', input.id, () =>
      findCourseOutline(ctx.db, input.id),
    );
    return visibleCourse(course, input.id, { admin: caller?.admin === true });
  },
} satisfies Partial<HandlerMap>;
