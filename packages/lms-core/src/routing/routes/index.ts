// Every area's pages, one line per area (an area without screens of its own, embedding, has none). Its own registry,
// not a field of the cache registry: pages that use the route table without the store (the landing page, the
// action-plan frame) must not carry every area's cache declarations (the frame's 70 kB budget).
import type { AreaName } from '../../api/operations';
import type { AreaRoutes } from '../route-spec';
import { usersRoutes } from './users';
import { coursesRoutes } from './courses';
import { learningRoutes } from './learning';
import { paymentsRoutes } from './payments';
import { actionPlansRoutes } from './action-plans';
import { reportsRoutes } from './reports';
import { settingsRoutes } from './settings';
import { supportRoutes } from './support';
import { certificatesRoutes } from './certificates';
import { badgesRoutes } from './badges';
import { surveysRoutes } from './surveys';
import { auditRoutes } from './audit';

export const areaRoutes = {
  users: usersRoutes,
  courses: coursesRoutes,
  learning: learningRoutes,
  payments: paymentsRoutes,
  'action-plans': actionPlansRoutes,
  reports: reportsRoutes,
  settings: settingsRoutes,
  support: supportRoutes,
  certificates: certificatesRoutes,
  badges: badgesRoutes,
  surveys: surveysRoutes,
  audit: auditRoutes,
} as const satisfies Readonly<Partial<Record<AreaName, AreaRoutes>>>;
