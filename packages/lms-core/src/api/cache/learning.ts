// How clients call and cache the learning area's operations (cache-rules.ts): the student's courses, progress and
// enrolments.
import type { learningOperations } from '../operations/learning';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['MyLearning', 'LearningProgress', 'Enrollment']);

export const learningCache = defineAreaCache<typeof learningOperations>()(kinds, {
  enrollInCourse: {
    call: 'write',
    changes: [kinds.MyLearning, { kind: kinds.LearningProgress, idFromInput: 'courseId' }],
  },
  getCourseContent: { call: 'read', provides: [{ kind: kinds.LearningProgress, idFromInput: 'courseId' }] },
  getLesson: { call: 'read', provides: [{ kind: kinds.LearningProgress, idFromInput: 'courseId' }] },
  // Sent by the offline progress queue, whose flush refreshes the lists (lms-react's runtime).
  recordLessonProgress: { call: 'write' },
  submitQuizAttempt: { call: 'write' },
  getMyProgress: { call: 'read' },
  listMyLearning: { call: 'read', provides: [kinds.MyLearning] },
  listMyRecentActivity: { call: 'read', provides: [kinds.MyLearning] },
  listMyEnrollments: { call: 'read', provides: [kinds.Enrollment], perCaller: true },
});
