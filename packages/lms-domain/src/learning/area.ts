// The learning area: enrolment, the course viewer's content and progress, quizzes, the dashboard.
import { defineDomainArea } from '../areas/define-area';
import { enrollmentHandlers } from './enrollments/handlers';
import { learningHandlers } from './handlers';
import * as learning from './migrations/003-learning';

export const learningArea = defineDomainArea({
  name: 'learning',
  handlers: { ...enrollmentHandlers, ...learningHandlers },
  migrations: { '003-learning': learning },
  personalData: {
    holdings: [
      { table: 'enrollments', column: 'user_id', exportAs: 'enrollments', erasure: 'deleted' },
      { table: 'lesson_progress', column: 'user_id', exportAs: 'lessonProgress', erasure: 'deleted' },
      { table: 'progress_events', column: 'user_id', exportAs: 'progressEvents', erasure: 'deleted' },
      { table: 'quiz_attempts', column: 'user_id', exportAs: 'quizAttempts', erasure: 'deleted' },
      { table: 'learning_activity', column: 'user_id', exportAs: 'activity', erasure: 'deleted' },
    ],
  },
});
