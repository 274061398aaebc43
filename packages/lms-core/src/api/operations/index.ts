import type { InputOf, OutputOf } from '../contract';
import { getUserDocument, updateMyUserDocument, listUsers, setUserRole } from './users';
import { listCourses, getCourse } from './courses';
import { listMyEnrollments } from './enrollments';
import { sendWelcomeEmail, getLaunchParameters } from './functions';
import { learningOperations } from './learning';
import { authoringOperations } from './authoring';
import { paymentsOperations } from './payments';
import { actionPlanOperations } from './action-plans';
import { embeddingOperations } from './embedding';
import { reportOperations } from './reports';

/** Every server operation: the contract both back ends implement and every client calls. */
export const operations = {
  getUserDocument,
  updateMyUserDocument,
  listUsers,
  setUserRole,
  listCourses,
  getCourse,
  listMyEnrollments,
  sendWelcomeEmail,
  getLaunchParameters,
  ...learningOperations,
  ...authoringOperations,
  ...paymentsOperations,
  ...actionPlanOperations,
  ...embeddingOperations,
  ...reportOperations,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = InputOf<Operations[N]>;
export type OperationOutput<N extends OperationName> = OutputOf<Operations[N]>;

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(operations, name);
}
