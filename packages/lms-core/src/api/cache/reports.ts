// How clients call and cache the reports area's operations (cache-rules.ts).
import type { reportOperations } from '../operations/reports';
import { cacheKinds, defineAreaCache } from './cache-rules';

export const reportsCache = defineAreaCache<typeof reportOperations>()(cacheKinds([]), {
  getEnrollmentReport: { call: 'read' },
  // Revenue and activity change all the time: every visit asks afresh.
  getActivityReport: { call: 'read', keepUnusedDataFor: 0 },
  getCourseFunnel: { call: 'read', keepUnusedDataFor: 0 },
});
