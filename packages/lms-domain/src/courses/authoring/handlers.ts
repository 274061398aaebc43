// Admin course management. The callable route has already checked access 'admin' and parsed the input with the
// contract; the rules and SQL live in the domain modules of this folder.
import type { HandlerMap } from '../../functions/registry';
import { listAdminCourses, loadAdminCourse } from './admin-course-queries';
import { duplicateCourse } from './course-duplication';
import {
  archiveCourse,
  createCourse,
  deleteCourse,
  publishCourse,
  unpublishCourse,
  updateCourse,
} from './course-lifecycle';
import { addLesson, moveLesson, removeLesson, reorderLessons, updateLesson } from './lesson-editing';
import { addModule, removeModule, reorderModules, updateModule } from './module-editing';

export const authoringHandlers = {
  adminListCourses: ({ ctx, input }) => listAdminCourses(ctx.db, input),
  adminGetCourse: ({ ctx, input }) => loadAdminCourse(ctx.db, input.id),
  createCourse: ({ ctx, input }) => createCourse(ctx, input),
  updateCourse: ({ ctx, input }) => updateCourse(ctx, input),
  publishCourse: ({ ctx, input }) => publishCourse(ctx, input.id),
  unpublishCourse: ({ ctx, input }) => unpublishCourse(ctx, input.id),
  duplicateCourse: ({ ctx, input }) => duplicateCourse(ctx, input.id),
  archiveCourse: ({ ctx, input }) => archiveCourse(ctx, input.id),
  deleteCourse: ({ ctx, input }) => deleteCourse(ctx, input.id),
  addModule: ({ ctx, input }) => addModule(ctx, input),
  updateModule: ({ ctx, input }) => updateModule(ctx, input),
  removeModule: ({ ctx, input }) => removeModule(ctx, input.moduleId),
  reorderModules: ({ ctx, input }) => reorderModules(ctx, input),
  addLesson: ({ ctx, input }) => addLesson(ctx, input),
  updateLesson: ({ ctx, input }) => updateLesson(ctx, input),
  removeLesson: ({ ctx, input }) => removeLesson(ctx, input.lessonId),
  moveLesson: ({ ctx, input }) => moveLesson(ctx, input),
  reorderLessons: ({ ctx, input }) => reorderLessons(ctx, input),
} satisfies Partial<HandlerMap>;
