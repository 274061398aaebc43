// The zod-free half of each area, one line per area: how clients call and cache its operations (api/cache/<area>.ts)
// and the pages it adds (routing/routes/<area>.ts). Kept apart from the contract's registry (api/operations/index.ts)
// because a client's first page builds its store and its route table from these before the contract's schemas load
// (docs/decisions.md "The client's endpoints drawn from the contract").
import type { AreaName } from './api/operations';
import type { AreaCache } from './api/cache/cache-rules';
import type { AreaRoutes } from './routing/route-spec';
import { usersCache } from './api/cache/users';
import { coursesCache } from './api/cache/courses';
import { learningCache } from './api/cache/learning';
import { paymentsCache } from './api/cache/payments';
import { actionPlansCache } from './api/cache/action-plans';
import { embeddingCache } from './api/cache/embedding';
import { reportsCache } from './api/cache/reports';
import { settingsCache } from './api/cache/settings';
import { supportCache } from './api/cache/support';
import { certificatesCache } from './api/cache/certificates';
import { badgesCache } from './api/cache/badges';
import { surveysCache } from './api/cache/surveys';
import { auditCache } from './api/cache/audit';
import { usersRoutes } from './routing/routes/users';
import { coursesRoutes } from './routing/routes/courses';
import { learningRoutes } from './routing/routes/learning';
import { paymentsRoutes } from './routing/routes/payments';
import { actionPlansRoutes } from './routing/routes/action-plans';
import { reportsRoutes } from './routing/routes/reports';
import { settingsRoutes } from './routing/routes/settings';
import { supportRoutes } from './routing/routes/support';
import { certificatesRoutes } from './routing/routes/certificates';
import { badgesRoutes } from './routing/routes/badges';
import { surveysRoutes } from './routing/routes/surveys';
import { auditRoutes } from './routing/routes/audit';

export interface ClientArea {
  readonly cache: AreaCache;
  /** The area's pages; an area without screens of its own (embedding) has none. */
  readonly routes?: AreaRoutes;
}

/** Each area of the contract (a missing one is a type error naming it) and nothing else. */
export const clientAreas = {
  users: { cache: usersCache, routes: usersRoutes },
  courses: { cache: coursesCache, routes: coursesRoutes },
  learning: { cache: learningCache, routes: learningRoutes },
  payments: { cache: paymentsCache, routes: paymentsRoutes },
  'action-plans': { cache: actionPlansCache, routes: actionPlansRoutes },
  embedding: { cache: embeddingCache },
  reports: { cache: reportsCache, routes: reportsRoutes },
  settings: { cache: settingsCache, routes: settingsRoutes },
  support: { cache: supportCache, routes: supportRoutes },
  certificates: { cache: certificatesCache, routes: certificatesRoutes },
  badges: { cache: badgesCache, routes: badgesRoutes },
  surveys: { cache: surveysCache, routes: surveysRoutes },
  audit: { cache: auditCache, routes: auditRoutes },
} as const satisfies Readonly<Record<AreaName, ClientArea>>;
