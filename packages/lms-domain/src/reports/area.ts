// The reports area: administrators' reports (enrolments and completions per week).
import { defineDomainArea } from '../areas/define-area';
import { reportHandlers } from './handlers';
import * as courseReportIndexes from './migrations/010-course-report-indexes';

export const reportsArea = defineDomainArea({
  name: 'reports',
  handlers: reportHandlers,
  migrations: { '010-course-report-indexes': courseReportIndexes },
});
