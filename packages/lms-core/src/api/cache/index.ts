// How clients call and cache every operation, area by area: one line here per area, as in the contract's registry
// (operations/index.ts). Zod-free, unlike the contract: a client's store is built from it on the first page.
import type { AreaName, OperationName } from '../operations';
import type { AreaCache, CacheKind, OperationCacheOf } from './cache-rules';
import { usersCache } from './users';
import { coursesCache } from './courses';
import { learningCache } from './learning';
import { paymentsCache } from './payments';
import { actionPlansCache } from './action-plans';
import { embeddingCache } from './embedding';
import { reportsCache } from './reports';
import { settingsCache } from './settings';
import { supportCache } from './support';
import { certificatesCache } from './certificates';
import { badgesCache } from './badges';
import { surveysCache } from './surveys';
import { auditCache } from './audit';

export { ACTION_PLANS_KEY } from './action-plans';

/** Each area of the contract (a missing one is a type error naming it) and nothing else. */
export const contractCache = {
  users: usersCache,
  courses: coursesCache,
  learning: learningCache,
  payments: paymentsCache,
  'action-plans': actionPlansCache,
  embedding: embeddingCache,
  reports: reportsCache,
  settings: settingsCache,
  support: supportCache,
  certificates: certificatesCache,
  badges: badgesCache,
  surveys: surveysCache,
  audit: auditCache,
} as const satisfies Readonly<Record<AreaName, AreaCache>>;

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
