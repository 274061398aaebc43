import type { InputOf, Operation, OutputOf } from '../contract';
import { usersOperations } from './users';
import { courseOperations } from './courses';
import { learningOperations } from './learning';
import { paymentsOperations } from './payments';
import { actionPlanOperations } from './action-plans';
import { embeddingOperations } from './embedding';
import { reportOperations } from './reports';
import { settingsOperations } from './settings';
import { supportOperations } from './support';
import { certificateOperations } from './certificates';
import { badgeOperations } from './badges';
import { surveyOperations } from './surveys';
import { auditOperations } from './audit';

/**
 * The contract, area by area: each area's file declares its operations; one line here per area. This is the list
 * of the spec's areas (AREA_NAMES, areas.ts): its keys are their names and its order is theirs (the authorization
 * matrix sets areas up in this order, so an area comes after those whose data its rows need).
 */
export const contractAreas = {
  users: usersOperations,
  courses: courseOperations,
  learning: learningOperations,
  payments: paymentsOperations,
  'action-plans': actionPlanOperations,
  embedding: embeddingOperations,
  reports: reportOperations,
  settings: settingsOperations,
  support: supportOperations,
  certificates: certificateOperations,
  badges: badgeOperations,
  surveys: surveyOperations,
  audit: auditOperations,
} as const satisfies Readonly<Record<string, Readonly<Record<string, Operation>>>>;

type ContractAreas = typeof contractAreas;
/** One of the spec's areas: a key of contractAreas. */
export type AreaName = keyof ContractAreas;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;

/** Every server operation: the contract both back ends implement and every client calls. */
export const operations = Object.assign({}, ...Object.values(contractAreas)) as UnionToIntersection<
  ContractAreas[AreaName]
>;

export type Operations = typeof operations;
export type OperationName = keyof Operations & string;
export type OperationInput<N extends OperationName> = InputOf<Operations[N]>;
export type OperationOutput<N extends OperationName> = OutputOf<Operations[N]>;

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(operations, name);
}

/** The area that declares an operation. */
export function areaOfOperation(name: OperationName): AreaName {
  for (const [area, group] of Object.entries(contractAreas)) if (name in group) return area as AreaName;
  throw new Error(`${name} belongs to no area`);
}
