import type { AreaName } from '../../areas';
import type { InputOf, OutputOf } from '../contract';
import { contractAreas } from './contract-areas.gen';

/**
 * The contract, area by area (contract-areas.gen.ts): each area's file here declares its operations, and
 * `npm run areas` lists them in AREA_NAMES' order.
 */
export { contractAreas };

type ContractAreas = typeof contractAreas;
export type { AreaName };
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
