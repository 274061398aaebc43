// Every area's handlers in one map: the callable route dispatches through it.
import { courseHandlers } from '../courses/handlers';
import { enrollmentHandlers } from '../enrollments/handlers';
import { mailHandlers } from '../mail/handlers';
import { usersHandlers } from '../users/handlers';
import { learningHandlers } from '../learning/handlers';
import { authoringHandlers } from '../authoring/handlers';
import { paymentsHandlers } from '../payments/handlers';
import { actionPlanHandlers } from '../action-plans/handlers';
import { embeddingHandlers } from '../embedding/handlers';
import { reportHandlers } from '../reports/handlers';
import { assembleHandlers } from './registry';

export const handlers = assembleHandlers(
  courseHandlers,
  enrollmentHandlers,
  usersHandlers,
  mailHandlers,
  learningHandlers,
  authoringHandlers,
  paymentsHandlers,
  actionPlanHandlers,
  embeddingHandlers,
  reportHandlers,
);
