import type { Migration } from 'kysely';
import * as initialSchema from './001-initial-schema';
import * as filesDownloadToken from './002-files-download-token';
import * as learning from './003-learning';
import * as authoring from './004-authoring';
import * as payments from './005-payments';
import * as actionPlans from './006-action-plans';
import * as courseMediaFiles from './007-course-media-files';
import * as queryIndexes from './008-query-indexes';
import * as catalogueVersion from './009-catalogue-version';
import * as courseReportIndexes from './010-course-report-indexes';

/**
 * Every migration, in order. Listed in code (not read from a folder) so the bundled dist/ carries them and the
 * order never depends on the file system.
 */
export const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-files-download-token': filesDownloadToken,
  '003-learning': learning,
  '004-authoring': authoring,
  '005-payments': payments,
  '006-action-plans': actionPlans,
  '007-course-media-files': courseMediaFiles,
  '008-query-indexes': queryIndexes,
  '009-catalogue-version': catalogueVersion,
  '010-course-report-indexes': courseReportIndexes,
};
