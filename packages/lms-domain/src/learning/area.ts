// The learning area: enrolment, the course viewer's content and progress, quizzes, the dashboard.
import { defineDomainArea } from '../areas/define-area';
import { enrollmentHandlers } from './enrollments/handlers';
import { learningHandlers } from './handlers';
import * as learning from './migrations/003-learning';

export const learningArea = defineDomainArea({
  name: 'learning',
  handlers: { ...enrollmentHandlers, ...learningHandlers },
  migrations: { '003-learning': learning },
});
