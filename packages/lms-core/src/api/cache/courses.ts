// How clients call and cache the courses area's operations (cache-rules.ts): the catalogue and course authoring.
import type { courseOperations } from '../operations/courses';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['Course', 'AdminCourseList']);
/**
 * Every authoring change: the admins' list may change, and the catalogue ('Course') shows published courses. The
 * change answers with the whole course, which lms-react puts in the editor's cache (its endpoint behaviours).
 */
const courseChange = {
  call: 'write',
  changes: [kinds.AdminCourseList, kinds.Course],
  evenWhenRefused: true,
} as const;

export const coursesCache = defineAreaCache<typeof courseOperations>()(kinds, {
  listCourses: { call: 'read', provides: [kinds.Course] },
  getCourse: { call: 'read', provides: [{ kind: kinds.Course, idFromInput: 'id' }] },
  adminListCourses: { call: 'read', provides: [kinds.AdminCourseList] },
  adminGetCourse: { call: 'read' },
  createCourse: courseChange,
  updateCourse: courseChange,
  publishCourse: courseChange,
  unpublishCourse: courseChange,
  duplicateCourse: courseChange,
  archiveCourse: courseChange,
  deleteCourse: courseChange,
  addModule: courseChange,
  updateModule: courseChange,
  removeModule: courseChange,
  reorderModules: courseChange,
  addLesson: courseChange,
  updateLesson: courseChange,
  removeLesson: courseChange,
  moveLesson: courseChange,
  reorderLessons: courseChange,
});
