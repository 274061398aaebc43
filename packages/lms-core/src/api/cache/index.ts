// How clients call and cache every operation, area by area (contract-cache.gen.ts, written by `npm run areas`). Zod-free, unlike the contract: a client's store is built from it on the first page.
import type { AreaName, OperationName } from '../operations';
import type { CacheKind, OperationCacheOf } from './cache-rules';
import { contractCache } from './contract-cache.gen';

// Each area's declarations by name (usersCache, coursesCache, ...), for a store that takes one area at a time.
export * from './contract-cache.gen';

export { ACTION_PLANS_KEY } from './action-plans';

type ContractCache = typeof contractCache;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;

/** Every operation's declaration, by name; each area's entries are checked against its operations (defineAreaCache). */
export type OperationCaches = UnionToIntersection<ContractCache[AreaName]['operations']>;
export const operationCaches = Object.assign(
  {},
  ...Object.values(contractCache).map((area) => area.operations),
) as OperationCaches;

/** Every operation has its declaration: an operation added to the contract without one is a type error here. */
export type DeclaredOperationCaches = {
  readonly [N in OperationName]: OperationCacheOf<N> & OperationCaches[N];
};
export const declaredOperationCaches: DeclaredOperationCaches = operationCaches;

/** The name of every kind of cached data, of every area. */
export type CacheKindName =
  {
    [A in AreaName]: ContractCache[A]['kinds'][keyof ContractCache[A]['kinds']];
  }[AreaName] extends CacheKind<infer Name>
    ? Name
    : never;

/** Every kind of every area, each named once (the store's tag types). */
export const CACHE_KIND_NAMES: readonly CacheKindName[] = Object.values(contractCache).flatMap((area) =>
  Object.values(area.kinds as Readonly<Record<string, CacheKind<CacheKindName>>>).map((kind) => kind.name),
);

/** The operations a client reads (queries) and those it calls as writes (mutations). */
export type ReadOperationName = {
  [N in OperationName]: OperationCaches[N] extends { call: 'read' } ? N : never;
}[OperationName];
export type WriteOperationName = Exclude<OperationName, ReadOperationName>;
