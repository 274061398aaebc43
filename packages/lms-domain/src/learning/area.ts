// The learning area: enrolment, the course viewer's content and progress, quizzes, the dashboard.
import { defineDomainArea } from '../areas/define-area';
import { personalRows } from '../areas/personal-data';
import { enrollmentHandlers } from './enrollments/handlers';
import { learningHandlers } from './handlers';
import * as learning from './migrations/003-learning';

export const learningArea = defineDomainArea({
  name: 'learning',
  handlers: { ...enrollmentHandlers, ...learningHandlers },
  migrations: { '003-learning': learning },
  personalData: async (ctx, uid) => ({
    enrollments: await personalRows(ctx, 'enrollments', 'user_id', uid),
    lessonProgress: await personalRows(ctx, 'lesson_progress', 'user_id', uid),
    quizAttempts: await personalRows(ctx, 'quiz_attempts', 'user_id', uid),
    activity: await personalRows(ctx, 'learning_activity', 'user_id', uid),
  }),
});
